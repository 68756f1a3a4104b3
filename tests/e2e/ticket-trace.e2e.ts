import { readFileSync } from 'node:fs'
import { ENTRY_SCRIPT } from '../../build/entry-script'
import {
  baseUrl,
  collectErrors,
  expect,
  expectNoTicketLeft,
  newPhone,
  ON,
  setScenario,
  settled,
  test,
} from './browser'
import { DIST } from './server'
import { OPENED_TICKET, traceTicket } from './ticket-trace'

/**
 * An app ticket leaves no trace (docs/deployment.md, "Tickets leave no trace"; docs/identity.md): the app
 * opens the page with the ticket before the hash or in the hash route's query. index.html's entry script
 * takes it out of the address before the page asks for anything, the referrer policy sends the origin only,
 * and the app still signs the customer in with it.
 */

/** A holdings total other than 0.00: the opened customer's own holdings. */
const SOME_HOLDINGS = /^(?!0\.00$)\d{1,3}(,\d{3})*\.\d{2}$/

test.describe('an app ticket leaves no trace', ON.app, () => {
  for (const address of [
    `/?ticket=${OPENED_TICKET}#/allChannelAssets`,
    `/#/allChannelAssets?ticket=${OPENED_TICKET}`,
  ])
    test(`${address.replace(OPENED_TICKET, 'T')}: no request carries it, the address loses it before the first one, the customer is signed in`, async ({
      browser,
    }) => {
      await setScenario({ user: 'opened' })
      const phone = await newPhone(browser)
      const page = await phone.newPage()
      const errors = collectErrors(page)
      const trace = await traceTicket(page)
      await page.goto(address)

      // Signed in by the ticket: the opened customer's holdings.
      await settled(page)
      await expect(page.getByTestId('assets-total')).toHaveText(SOME_HOLDINGS, { timeout: 15_000 })
      await expect.poll(() => page.evaluate(() => !!sessionStorage.getItem('appClientToken'))).toBe(true)
      await expectNoTicketLeft(page)
      expect(page.url()).toBe(`${baseUrl()}/#/allChannelAssets`)
      // The address as entered was on window for the app's start only.
      await expect.poll(() => page.evaluate(() => '__entryHref' in window)).toBe(false)

      // No request the page made (its files, the API calls, pictures) has more than the origin as Referer.
      const referers = await trace.referers()
      expect(referers.filter((r) => r.referer !== null).length).toBeGreaterThan(10)
      expect(referers.filter((r) => r.referer !== null && r.referer !== `${baseUrl()}/`)).toEqual([])
      expect(referers.filter((r) => r.referer?.includes(OPENED_TICKET))).toEqual([])

      // Before the page's first <link> or <script src> was parsed, the ticket had left the address.
      const addresses = await trace.addressesAtRequests()
      expect(addresses.length).toBeGreaterThan(3)
      expect(addresses.filter((a) => a.address.includes(OPENED_TICKET))).toEqual([])
      expect(errors).toEqual([])
    })

  test('the built page: the entry script comes before anything the page asks for, the charset in its first 1024 bytes', () => {
    const html = readFileSync(`${DIST}/index.html`, 'utf8')
    const at = (pattern: RegExp) => html.search(pattern)
    // The start-up guard, as build/entry-script.ts writes it (minified).
    const script = html.indexOf(`<script>${ENTRY_SCRIPT}</script>`)
    expect(script).toBeGreaterThan(0)
    expect(at(/<meta http-equiv="Content-Security-Policy"/)).toBeLessThan(script)
    expect(at(/<meta name="referrer" content="strict-origin" \/>/)).toBeLessThan(script)
    for (const asks of [/<link /, /<script type="module"/])
      expect(at(asks), String(asks)).toBeGreaterThan(script)
    expect(Buffer.byteLength(html.slice(0, at(/<meta charset="UTF-8"/)))).toBeLessThan(1024 - 30)
  })
})
