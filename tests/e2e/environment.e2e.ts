import { expect, ON, requestsTo, test } from './browser'
import { BASE_URL } from './server'

/**
 * A build opened on a host its environment does not list (docs/deployment.md, Environments): a uat build
 * on the prod host, or a backup domain left out of VITE_EXTRA_HOSTS. It fails closed.
 */

/** A host the e2e build (prod) does not list; this phone reaches the e2e server under that name. */
const WRONG_HOST = 'http://h5-backup.example.cn'

test.describe('a build on a host it does not know', ON.wechatAndApp, () => {
  test('shows 环境配置错误, makes no call and no sign-in, and reports the host', async ({ page }) => {
    const asked: string[] = []
    await page.route(
      (url) => url.origin === WRONG_HOST,
      async (route) => {
        const url = new URL(route.request().url())
        asked.push(url.pathname)
        await route.fulfill({
          response: await route.fetch({ url: `${BASE_URL}${url.pathname}${url.search}` }),
        })
      },
    )
    const elsewhere = requestsTo(page, (request) => !request.url().startsWith(WRONG_HOST))
    await page.goto(`${WRONG_HOST}/#/mgmfour?pageFlag=new_mgm_inviterSc`)
    await expect(page.getByRole('alert')).toHaveText(/^环境配置错误/)
    await expect(page).toHaveTitle('环境配置错误')
    // Reported to the monitor's collector (docs/observability.md): a start that could not be, with the host.
    await expect
      .poll(async () => {
        const { collect } = (await (await fetch(`${BASE_URL}/__mock/monitor`)).json()) as {
          collect: { events: { type: string; reason?: string; host?: string }[] }[]
        }
        return collect.flatMap((batch) => batch.events).find((e) => e.type === 'start')
      })
      .toMatchObject({ reason: 'host', host: 'h5-backup.example.cn', route: '/mgmfour' })
    // The document, its code and that report only: no backend path, no WeChat authorise page, nothing on
    // another host.
    expect(asked.filter((path) => !/^\/($|assets\/|favicon|monitor\/collect$)/.test(path))).toEqual([])
    expect(elsewhere.map((url) => url.href)).toEqual([])
    expect(new URL(page.url()).origin).toBe(WRONG_HOST)
  })
})
