import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type * as Axe from 'axe-core'
import { PATHS } from '@/shared/lib/paths'
import { collectErrors, expect, ON, settled, test, walkEveryRoute } from './browser'
import { layoutProblems } from './layout'
import { ROUTE_ROWS } from './route-rows'

declare global {
  interface Window {
    axe: typeof Axe
  }
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Every route, in normal mode and in 关怀模式, has no serious or critical axe-core violation, carries the
 * 关怀模式 switch in its footer and keeps its layout: no text covered, cut or running out of its box, the
 * benchmark and risk statements whole (layout.ts); in 关怀模式 its text, tap targets and main buttons have
 * the care sizes. axe is injected as an init script (the build's CSP refuses inline script tags; init
 * scripts run outside it). The app's own pages are walked once more in the app, for the layout.
 */
async function axeProblems(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        nodes: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`),
      }))
  })
  return violations.map((v) => `axe ${v.id}: ${v.nodes.join(' | ')}`)
}

/** What 关怀模式 promises, measured on the page as laid out. */
async function careProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return (
        r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]')
      )
    }
    const label = (el: Element) =>
      (el.textContent ?? '').trim().slice(0, 16) || el.getAttribute('aria-label') || el.tagName
    const small: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, canvas, [data-care-exempt]')) continue
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())
      if (!ownText || !visible(el)) continue
      const size = parseFloat(getComputedStyle(el).fontSize)
      if (size < 18) small.push(`${label(el)}(${size}px)`)
    }
    if (small.length) problems.push(`text under 18 px: ${small.slice(0, 6).join(', ')}`)
    const tiny: string[] = []
    const targets = document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], input:not([type="hidden"]), select',
    )
    for (const el of targets) {
      if (!visible(el) || el.closest('[data-care-exempt]')) continue
      // Links inside a sentence are exempt (WCAG 2.5.8 inline exception).
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue
      const box = el.closest('.adm-checkbox, .adm-radio, label') ?? el
      const r = box.getBoundingClientRect()
      if (r.width < 43.5 || r.height < 43.5)
        tiny.push(`${label(el)}(${Math.round(r.width)}×${Math.round(r.height)})`)
    }
    if (tiny.length) problems.push(`tap targets under 44×44: ${tiny.slice(0, 6).join(', ')}`)
    const low: string[] = []
    for (const el of document.querySelectorAll(
      '.adm-button-primary:not(.adm-button-mini):not(.adm-button-small)',
    ))
      if (visible(el) && el.getBoundingClientRect().height < 59.5) low.push(label(el))
    if (low.length) problems.push(`primary buttons under 60 px: ${low.join(', ')}`)
    return problems
  })
}

/**
 * Waits until no dialog or popup is mid-animation (antd-mobile fades them in with inline opacity, the
 * inviter home's own dialogs with a CSS transition), so axe measures the colours the customer reads, not a
 * half-faded frame.
 */
async function overlaysSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('[class*="adm-"][style*="opacity"]')].every((el) => {
          const style = getComputedStyle(el)
          return style.display === 'none' || style.opacity === '1' || style.opacity === '0'
        }) &&
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
}

async function footerSwitchProblems(page: Page): Promise<string[]> {
  // Transit routes (/login, /fourPage) move on to their target first: the switch is on the page they land on.
  const found = await page
    .getByRole('switch', { name: '关怀模式' })
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  return found ? [] : [`no 关怀模式 switch on ${await page.evaluate(() => location.hash)}`]
}

/**
 * The product and fund pages once more, drawn with a product (without one they show their empty state):
 * their figures, tags and chart switches are where colour contrast and roles went wrong (rise red at 3.9:1,
 * the risk tag at 3.3:1, antd-mobile's Segmented with radio inputs in a listbox).
 */
const WITH_A_PRODUCT = [
  `${PATHS.productMarketDetail}?fundCode=9K210049&productType=2`,
  `${PATHS.productMarketDetail}?fundCode=9K210002&productType=1`,
  `${PATHS.fundDetailCurrency}?fundCode=025058`,
  `${PATHS.fundDetailOpen}?fundCode=9K210002`,
  `${PATHS.fundDetail}?fundCode=9K210002`,
  `${PATHS.historyNetWorth}?fundCode=9K210002`,
  `${PATHS.historySeven}?fundCode=025058`,
]

const ROUTES = [...Object.values(PATHS).filter((path) => path !== PATHS.routerError), ...WITH_A_PRODUCT]
const GROUP = 24
const GROUPS = Array.from({ length: Math.ceil(ROUTES.length / GROUP) }, (_, i) => ({
  from: i * GROUP,
  routes: ROUTES.slice(i * GROUP, (i + 1) * GROUP),
}))

const MODES = [
  { mode: 'normal', care: false },
  { mode: 'care', care: true },
] as const

for (const { mode, care } of MODES)
  test.describe(`every route in ${mode} mode: axe, the footer switch, the layout`, ON.wechat, () => {
    for (const { from, routes } of GROUPS)
      test(`routes from #${from}`, async ({ page, signedIn }) => {
        await page.addInitScript({ path: AXE_SOURCE })
        const errors = collectErrors(page)
        await signedIn(`/#/mgmfour${care ? '?care=1' : ''}`)
        await settled(page)
        await expect
          .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-care')))
          .toBe(care)
        const failures = await walkEveryRoute(page, errors, routes, async () => [
          ...(await overlaysSettled(page).then(() => axeProblems(page))),
          ...(await footerSwitchProblems(page)),
          ...(care ? await careProblems(page) : []),
          ...(await layoutProblems(page)),
        ])
        expect(failures).toEqual([])
      })
  })

/**
 * The pages the app opens (the route table's 'app' group: the campaigns, points, holdings), in the app
 * with an app customer signed in, for the layout only: the app draws them with its own states (the app
 * login, the app's share and poster entries). The public pages look the same in every channel and the
 * WeChat walk checks them; axe and the care sizes do not depend on the channel.
 */
function appRoutes(): string[] {
  const paths = ROUTE_ROWS.filter((row) => row.channels === 'app').map((row) => row.path)
  if (paths.length === 0) throw new Error("the route table has no 'app' group")
  // In the app these two leave for the direct-sales site at once: nothing of the storefront to look at.
  const leaving: string[] = [PATHS.linkZxTip, PATHS.linkAppToZxTip]
  return paths.filter((path) => !leaving.includes(path))
}
const APP_ROUTES = appRoutes()

for (const { mode, care } of MODES)
  test.describe(`the app's pages in ${mode} mode: the layout`, ON.app, () => {
    test('every app route', async ({ page, signedIn }) => {
      const errors = collectErrors(page)
      await signedIn(`/#/mgmfour${care ? '?care=1' : ''}`)
      await settled(page)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-care')))
        .toBe(care)
      const failures = await walkEveryRoute(page, errors, APP_ROUTES, async () => {
        await overlaysSettled(page)
        return layoutProblems(page)
      })
      expect(failures).toEqual([])
    })
  })

/**
 * The forms of a customer not bound yet (the walk's customer is bound: /bindUser shows the bound phone
 * instead): the phone, image-captcha and SMS rows, in both modes, for the layout.
 */
const BIND_FORMS = [PATHS.bindUser, PATHS.bindUserPhoneRegister, PATHS.bindUserPhoneLogin]

for (const { mode, care } of MODES)
  test.describe(`the bind forms in ${mode} mode: the layout`, ON.wechat, () => {
    test.use({ scenario: { user: 'unbound' } })
    test('a customer not bound yet', async ({ page, signedIn }) => {
      const errors = collectErrors(page)
      await signedIn(`/#${PATHS.bindUser}${care ? '?care=1' : ''}`)
      await settled(page)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-care')))
        .toBe(care)
      const failures = await walkEveryRoute(page, errors, BIND_FORMS, async () => {
        await overlaysSettled(page)
        return layoutProblems(page)
      })
      expect(failures).toEqual([])
    })
  })
