// What the benchmark scripts share (bench-holdings, bench-market-scroll): the WeChat phone they measure as,
// and the build served with the mock backend (mocks/serve.ts) for the length of the run.
import { spawn } from 'node:child_process'

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'

const servers = []
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'))
// Never leave a server behind (an error, Ctrl-C, a closed pipe).
process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'])
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })

/**
 * The origin to measure: `base` when a server is already running, else `dist` served with the mock backend on
 * `port`, once it answers.
 */
export async function startServer({ base, dist, port }) {
  if (base) return base.replace(/\/$/, '')
  if (!dist) throw new Error('give --dist=<build dir> (served with the mock on --port) or --base=<url>')
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  servers.push(server)
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/__mock/scenario`)).ok) return origin
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`mock server did not start on ${origin}`)
}

/** Stops the servers startServer started, if any. */
export const stopServer = stopAll

/**
 * A page on a phone (WeChat, 375x667) signed in once through the mock's OAuth stand-in on `base`, its HTTP cache
 * off: what goes to `page.goto` next is a signed-in customer's first visit. Also returns the page's CDP session.
 */
export async function signedInColdPage(browser, base) {
  const phone = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await phone.newPage()
  await page.goto(`${base}/#/pointsHome`)
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 60_000 })
  await page.goto('about:blank')
  const cdp = await phone.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return { phone, page, cdp }
}
