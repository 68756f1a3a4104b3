/**
 * A build opened on a host its environment does not list (docs/deployment.md, Environments): a uat build on
 * the prod host, or a backup domain left out of VITE_EXTRA_HOSTS. Guessing would send its calls and its
 * WeChat sign-in where they do not belong, so the page stops here and says so. No React: nothing else of
 * the app loads.
 */
export const WRONG_HOST_TITLE = '环境配置错误'
export const WRONG_HOST_TEXT = '当前地址暂不可用，请通过官方渠道重新打开'

export function showWrongHost(root: HTMLElement = document.getElementById('root')!): void {
  const page = document.createElement('div')
  page.setAttribute('role', 'alert')
  page.style.cssText = 'padding:120px 24px 0;text-align:center'
  const title = document.createElement('p')
  title.textContent = WRONG_HOST_TITLE
  title.style.cssText = 'margin:0 0 6px;color:#1f2329;font-size:16px'
  const text = document.createElement('p')
  text.textContent = WRONG_HOST_TEXT
  text.style.cssText = 'margin:0;color:#666;font-size:13px'
  page.appendChild(title)
  page.appendChild(text)
  root.textContent = ''
  root.appendChild(page)
  document.title = WRONG_HOST_TITLE
  window.__started = true
  // Reported as a start that could not be (docs/observability.md): the host, never the address.
  void import('./monitor')
    .then(({ startMonitor }) =>
      startMonitor([]).add({
        type: 'start',
        route: location.hash.split('?')[0].slice(1) || '/',
        at: Math.round(performance.now()),
        reason: 'host',
        host: location.hostname,
      }),
    )
    .catch(() => {})
}
