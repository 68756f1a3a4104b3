import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { PATHS } from '@/shared/lib/paths'
import { SIGN_IN_PARAMS } from '@/shared/lib/url-params'
import { collectErrors, expect, ON, settled, test, walkEveryRoute } from './browser'
import { rowsOfFeature } from './route-rows'

/**
 * No text from the address on any page (docs/testing.md, the e2e table): every route's shown
 * text comes from the code, the server's answer or in-app state. A customer opens shared links, so a link
 * that makes a page print its own words (恭喜获得… a prize never drawn, a made-up refusal, a fake notice)
 * is a phishing page with our name on it.
 *
 * Every route of the table is opened, signed in, with a marker in every query parameter the code reads, and
 * its text (what is drawn, the document title, form fields, accessible names) must not hold the marker.
 * Each route is opened twice: every parameter the marker, then the same with the switches below set to the
 * value that opens the branch where a page printed a parameter's text.
 */
const MARK = 'XSSMARK注入文本'
/** What betrays the marker on screen: its ASCII part (also inside a percent-encoded address) or its words. */
const MARK_PARTS = ['xssmark', '注入文本']

/**
 * Parameters whose value picks a page's branch, set to the branch that printed address text: the fail
 * tips' data=2 (a message of the link's, marketing §2.7, §2.8), the union draw result's win of points.
 */
const SWITCHES: Record<string, string> = { data: '2', isWin: '1', prizeType: '1' }

/**
 * The query parameters the code reads, found in its source (src/app, src/features, src/api, src/shared; not the
 * tests): `.get('name')` / `.has('name')` / `get('name')` on a query, the quiz's `read(query, 'name')`, and
 * the `…_PARAM = 'name'` constants. The sign-in parameters (SIGN_IN_PARAMS: code, state, ticket …) are left
 * out: they sign a customer in and leave the address at once (identity.e2e.ts, ticket-trace.e2e.ts). The
 * readers of the page's own search (before the hash) read the same names in the hash route's query first, so
 * the hash route's query carries them all.
 */
function queryNamesInSource(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-utils|\/test\//.test(path)) files.push(path)
    }
  }
  for (const dir of ['src/app', 'src/features', 'src/api', 'src/shared']) walk(dir)
  const names = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const [, receiver, name] of source.matchAll(/(\w+\.)?\b(?:get|has|getAll)\(\s*'(\w+)'\s*\)/g))
      if (receiver !== 'local.' && receiver !== 'session.') names.add(name!)
    for (const [, name] of source.matchAll(/\bread\(\s*query\s*,\s*'(\w+)'\s*\)/g)) names.add(name!)
    for (const [, name] of source.matchAll(/_PARAM\s*=\s*'(\w+)'/g)) names.add(name!)
  }
  for (const name of SIGN_IN_PARAMS) names.delete(name)
  return [...names].sort()
}

/**
 * Parameters the spec has links carry text in (marketing §2.7 errorMsg, §2.8 message; account-and-shared §2
 * targetAcName; catalogue §2.8 privacyTitle and the viewer's button texts) and the draw result's prizeName:
 * crafted whether or not the code reads them today, so a page that starts printing one again fails here.
 */
const TEXT_PARAMS = [
  'errorMsg',
  'message',
  'targetAcName',
  'privacyTitle',
  'privateContentNotReadedButton',
  'privateContentReadedButton',
  'prizeName',
]

const NAMES = [...new Set([...queryNamesInSource(), ...TEXT_PARAMS, ...Object.keys(SWITCHES)])].sort()

/** The readers the scan must find (a scan that finds none of them is broken, not a clean code base). */
const KNOWN_READERS = [
  'fundCode',
  'pageFlag',
  'targetUrl',
  'privacyUrl',
  'eventId',
  'source',
  'staffClientId',
]

const query = (switches: boolean) =>
  new URLSearchParams(NAMES.map((name) => [name, (switches && SWITCHES[name]) || MARK])).toString()

const visitsOf = (paths: readonly string[]) =>
  paths.flatMap((path) => [`${path}?${query(false)}`, `${path}?${query(true)}`])
const GROUP = 40
const groupsOf = (visits: string[]) =>
  Array.from({ length: Math.ceil(visits.length / GROUP) }, (_, i) => ({
    from: i * GROUP,
    visits: visits.slice(i * GROUP, (i + 1) * GROUP),
  }))

const ROUTES = Object.values(PATHS).filter((path) => path !== PATHS.routerError)

/** The account and binding pages (src/features/account/), which draw their forms and invitation dialogs for a customer not bound yet. */
function accountRoutes(): string[] {
  const paths = rowsOfFeature('account').map((row) => row.path)
  if (paths.length === 0) throw new Error('the route table has no account page')
  return paths
}

/** A failure of the walk (it names the visit with its whole query) with the path and the switches only. */
const shortly = (failure: string) =>
  failure.replace(/\?[^:]*/, (q) => (q.includes('isWin=1') ? ` (${new URLSearchParams(SWITCHES)})` : ''))

/** Where the marker shows on the settled page, with some context. */
async function addressTextShown(page: Page): Promise<string[]> {
  return page.evaluate((parts) => {
    const texts: [string, string][] = [
      ['text', document.body.innerText],
      ['title', document.title],
    ]
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      texts.push(['field', field.value])
    for (const el of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))
      for (const attr of ['aria-label', 'alt', 'placeholder', 'title'])
        texts.push([attr, el.getAttribute(attr) ?? ''])
    const found: string[] = []
    for (const [where, text] of texts) {
      const lower = text.toLowerCase()
      const at = Math.max(...parts.map((part) => lower.indexOf(part)))
      if (at >= 0) found.push(`${where} shows the address: …${text.slice(Math.max(0, at - 20), at + 20)}…`)
    }
    return found
  }, MARK_PARTS)
}

test('the scan finds the query readers of the code', ON.wechat, () => {
  expect(queryNamesInSource()).toEqual(expect.arrayContaining(KNOWN_READERS))
})

function walkGroups(paths: readonly string[]) {
  for (const { from, visits } of groupsOf(visitsOf(paths)))
    test(`visits from #${from}`, async ({ page, signedIn }) => {
      const errors = collectErrors(page)
      await signedIn()
      await settled(page)
      const failures = await walkEveryRoute(page, errors, visits, () => addressTextShown(page))
      expect(failures.map(shortly)).toEqual([])
    })
}

test.describe('no text from the address on any route', ON.wechatAndApp, () => walkGroups(ROUTES))

test.describe('no text from the address on the account pages, not bound yet', ON.wechat, () => {
  test.use({ scenario: { user: 'unbound' } })
  walkGroups(accountRoutes())
})

test.describe('the union draw’s result', ON.wechat, () => {
  test('comes from the draw in route state: none of it in the address, and a reload keeps it', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await signedIn(`/#${PATHS.uniondrawprize}`)
    await settled(page)
    await page.getByRole('button', { name: '立即抽奖' }).click()
    await page.waitForURL(/#\/unionDrawPrizeRes$/)
    const headline = page.getByText(/^(恭喜获得.+|很遗憾，未中奖)$/)
    await headline.waitFor()
    const drawn = await headline.textContent()
    await page.reload()
    await settled(page)
    await expect(page.getByText(drawn!, { exact: true })).toBeVisible()
    expect(errors).toEqual([])
  })
})
