import { readdirSync, readFileSync } from 'node:fs'
import { expect, ON, settled, test } from './browser'
import { BASE_URL, DIST } from './server'

/**
 * Eyes on production (docs/observability.md): what the page's monitor sends to the collector, as the mock
 * backend received it (GET /__mock/monitor). An uncaught error, a page's code lost on the way and the first
 * page's largest paint arrive, each with the build's release and its route's path, and nothing personal
 * that the address or the error carried. `npm run build:e2e` samples every page load's vitals.
 */

interface MonitorEvent {
  type: string
  route: string
  [field: string]: unknown
}
interface Batch {
  release: string
  events: MonitorEvent[]
}

const collected = async (): Promise<Batch[]> =>
  ((await (await fetch(`${BASE_URL}/__mock/monitor`)).json()) as { collect: Batch[] }).collect
const events = async () => (await collected()).flatMap((batch) => batch.events)
/** What arrived, by type (a vital by its name). */
const arrived = async () =>
  [...new Set((await events()).map((e) => (e.type === 'vital' ? `vital ${String(e.name)}` : e.type)))].sort()

const PHONE = '13812345678'
const OPENID = 'oE2eMonitor9OpenidOfACustomer'
const TOKEN = 'e2eMonitorToken7f3a9c2e5b8d'
const TICKET = 'e2eMonitorTicket5b8d1f4a6c0'
const PERSONAL = `phone=${PHONE}&openid=${OPENID}&token=${TOKEN}`

test.describe('eyes on production: the monitor’s reports', ON.wechatAndApp, () => {
  test('an uncaught error, a lost page chunk and the LCP arrive with the release and the route’s path, nothing personal', async ({
    page,
  }) => {
    await page.goto(`/#/productMarket?${PERSONAL}`)
    await settled(page)
    // The monitor runs after start-up; with it, web-vitals, whose TTFB is known at once.
    await expect.poll(arrived).toContain('vital TTFB')

    // The first input ends the largest paint's watch: the LCP is reported.
    await page.keyboard.press('Shift')
    await expect.poll(arrived).toContain('vital LCP')

    // An uncaught error that carries what a careless message might.
    await page.evaluate(
      ([phone, openid, token, ticket]) => {
        setTimeout(() => {
          throw new Error(`boom for ${phone} openid=${openid} token=${token} ticket ${ticket}`)
        })
      },
      [PHONE, OPENID, TOKEN, TICKET],
    )

    // The product page's code is lost on the way (the site itself still answers).
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
    await page.evaluate(
      (query) => (location.hash = `#/productMarketDetail?fundCode=000001&${query}`),
      PERSONAL,
    )
    await expect(page.getByRole('alert')).toContainText('页面加载失败')

    await expect
      .poll(arrived)
      .toEqual(expect.arrayContaining(['boundary', 'chunk', 'error', 'vital LCP', 'vital TTFB']))
    const all = await events()
    const lcp = all.find((e) => e.type === 'vital' && e.name === 'LCP')!
    expect(lcp).toMatchObject({ route: '/productMarket', unit: 'ms' })
    expect(lcp.value).toBeGreaterThan(0)
    expect(all.find((e) => e.type === 'error')).toMatchObject({
      route: '/productMarket',
      message: expect.stringContaining('boom for [phone]'),
    })
    expect(all.find((e) => e.type === 'chunk')).toMatchObject({
      route: '/productMarketDetail',
      verdict: 'same',
    })
    expect(all.find((e) => e.type === 'boundary')).toMatchObject({ route: '/productMarketDetail' })

    // Routes are paths, and nothing of the customer's is anywhere in what was sent.
    expect(all.map((e) => e.route).filter((route) => !/^\/[\w/]*$/.test(route))).toEqual([])
    const sent = JSON.stringify(await collected())
    for (const value of [PHONE, OPENID, TOKEN, TICKET]) expect(sent).not.toContain(value)

    // One release, the build's own: the same id in every batch, written into the build's code.
    const releases = new Set((await collected()).map((batch) => batch.release))
    expect(releases.size).toBe(1)
    const [release] = releases
    const holders = readdirSync(`${DIST}/assets`).filter(
      (file) => file.endsWith('.js') && readFileSync(`${DIST}/assets/${file}`, 'utf8').includes(release),
    )
    expect(holders.length).toBeGreaterThan(0)
  })
})
