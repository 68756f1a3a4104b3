import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { USER_AGENTS } from '../../user-agents'
import type { Engine, EnginePage } from './driver'

/**
 * The customer journeys every real engine runs (old-chromium.e2e.ts: Chromium 71; webkit.e2e.ts: WebKit),
 * written once against EnginePage (driver.ts) and nothing else. They take what the Playwright suite knows
 * of texts, scenarios and signing in (catalogue-*.e2e.ts, campaign-*.e2e.ts, account.e2e.ts, points.e2e.ts,
 * holdings.e2e.ts, app.e2e.ts, browser.ts).
 *
 * Expressions run in the engine under test, as old as iOS 13's WebKit: they are ES5 (function, var, no
 * arrow functions, template literals, `?.` or `??`), written as text.
 */

/** Where a customer opens the page: WeChat on Android (XWeb) or on iPhone (WebKit), or the provider's app. */
export type Channel = 'wxAndroid' | 'wxIphone' | 'app'

/** The oldest phone of each channel (tests/user-agents.ts). */
export const CHANNEL_USER_AGENTS: Record<Channel, string> = {
  wxAndroid: USER_AGENTS.wxAndroidOld,
  wxIphone: USER_AGENTS.wxIphone,
  app: USER_AGENTS.appOld,
}

/** The mock's user scenarios the journeys use (mocks/db/scenario.ts). */
type MockUser = 'opened' | 'unbound' | 'boundNotOpened'

export interface JourneyContext {
  channel: Channel
  /** The mock server's origin. */
  baseUrl: string
}

export interface Journey {
  name: string
  /** The channels where the journey exists (a WeChat-only page says 请使用微信打开页面 in the app). */
  channels: readonly Channel[]
  /** The mock's user for the journey, set after the reset; the mock's default when absent. */
  user?: MockUser
  run(page: EnginePage, ctx: JourneyContext): Promise<void>
}

const WAIT_MS = 10_000
export const ERROR_BOUNDARY_TEXT = '页面出了点小问题，请稍后重试'

const js = JSON.stringify

/** Why the page has failed already (the error boundary, an error the probe saw), or '' (ES5). */
const FAILED = `(function () {
  var text = document.body ? document.body.innerText : ''
  if (text.indexOf(${js(ERROR_BOUNDARY_TEXT)}) >= 0) return 'the error boundary shows'
  var errors = window.__engineErrors || []
  return errors.length ? 'the page reported: ' + errors.join('; ') : ''
})()`

/**
 * Waits for `expression` (ES5) as a customer waits for what they expect to see, and stops at once when the
 * page fails instead: the error boundary, or an uncaught error, unhandled rejection or CSP violation.
 */
export async function shows(page: EnginePage, expression: string, what: string, timeoutMs = WAIT_MS) {
  await page.waitFor(`(${expression}) || ${FAILED}`, what, timeoutMs)
  const failed = await page.evaluate<string>(FAILED)
  if (failed) throw new Error(`${failed} (waiting for ${what})`)
}

/** The first element matching `selector` with `text` in it, or null, as an ES5 expression. */
const firstWithText = (text: string, selector: string) => `(function () {
  var found = null
  ;[].some.call(document.querySelectorAll(${js(selector)}), function (el) {
    if (el.textContent.replace(/\\s+/g, ' ').indexOf(${js(text)}) < 0) return false
    found = el
    return true
  })
  return found
})()`

/** Whether an element matching `selector` has `text` in it (clickText's own search: driver.ts). */
const hasText = (text: string, selector: string) => `!!${firstWithText(text, selector)}`

/**
 * The layout holds still around what shows `text`: its place in the document and the document's height are
 * the same over three polls in a row (as Playwright waits for a target to be stable before it clicks). A card
 * above it that draws its answer after the target was scrolled into view moves it away from the finger: the
 * WebKit run once tapped the day cells above 立即签到 that way. ES5, state kept on `window` between polls.
 */
const holdsStill = (text: string, selector: string) => `(function (target) {
  if (!target) return false
  var box = target.getBoundingClientRect()
  var at = [box.top + (window.pageYOffset || 0), box.left, document.documentElement.scrollHeight].join()
  var last = window.__tapLayout
  if (!last || last.at !== at) {
    window.__tapLayout = { at: at, same: 0 }
    return false
  }
  last.same += 1
  return last.same >= 2
})(${firstWithText(text, selector)})`

/**
 * Nothing lies over what shows `text` at its centre: the point a finger lands on belongs to it, not to a mask
 * still fading out or a sheet on top (Playwright checks the same before its clicks). Out of view, it is
 * scrolled to the bottom edge first, as WebDriver's click does. ES5.
 */
const receivesTap = (text: string, selector: string) => `(function (target) {
  if (!target) return false
  var box = target.getBoundingClientRect()
  var x = box.left + box.width / 2
  var y = box.top + box.height / 2
  if (y < 0 || y > window.innerHeight) {
    target.scrollIntoView(false)
    return false
  }
  var hit = document.elementFromPoint(x, y)
  return !!hit && (hit === target || target.contains(hit))
})(${firstWithText(text, selector)})`

/**
 * Taps what shows `text`, once it is there, holds still and nothing lies over it; stops at once when the page
 * fails meanwhile.
 */
async function tap(page: EnginePage, text: string, selector: string): Promise<void> {
  await shows(page, hasText(text, selector), `"${text}" to tap`)
  await shows(page, holdsStill(text, selector), `"${text}" to hold still`)
  await shows(page, receivesTap(text, selector), `"${text}" uncovered, to take the tap`)
  await page.clickText(text, selector)
}

/** The text of the first element matching `selector` ('' without one), as an ES5 expression. */
const textOf = (selector: string) =>
  `((document.querySelector(${js(selector)}) || {}).textContent || '').replace(/\\s+/g, ' ').trim()`

/**
 * The page has settled: no loading placeholder, the route's <main> drawn, and no next page on its way (the
 * page before stays on screen, `<body>` aria-busy, until the next one's code arrives: docs/architecture.md).
 * Right after a tap that changes the address, the page before can still pass this: a journey then also waits
 * for something only the new page shows.
 */
const SETTLED = `!document.querySelector('[data-page-loading]') && !!document.querySelector('#root main') && !document.body.hasAttribute('aria-busy')`

const hashStartsWith = (prefix: string) => `location.hash.indexOf(${js(prefix)}) === 0`

/** Signs a WeChat user in through the OAuth round trip: the app leaves for the mock's authorise page. */
async function signInWechat(page: EnginePage, address: string): Promise<void> {
  await page.goto(address)
  await shows(page, `!!localStorage.getItem('localToken')`, 'the WeChat sign-in (OAuth round trip)')
  // The app takes the code and state out of the address (src/api/auth/wechat-oauth.ts).
  await shows(page, `!/[?&](code|state)=/.test(location.search)`, 'code and state out of the address')
}

/** Signs an app user in as the app does: its native login comes back with ?ticket=, which must not stay. */
async function signInApp(page: EnginePage, ctx: JourneyContext, address: string): Promise<void> {
  const back = new URL(address, ctx.baseUrl).toString()
  await page.goto(`/app-native/login?redirect=${encodeURIComponent(back)}`)
  await shows(page, `!!sessionStorage.getItem('appClientToken')`, 'the app sign-in (ticket)')
  await shows(page, `!/ticket=/.test(location.href)`, 'the ticket out of the address')
}

const signIn = (page: EnginePage, ctx: JourneyContext, address: string) =>
  ctx.channel === 'app' ? signInApp(page, ctx, address) : signInWechat(page, address)

const ALL: readonly Channel[] = ['wxAndroid', 'wxIphone', 'app']
const WECHAT: readonly Channel[] = ['wxAndroid', 'wxIphone']

export const JOURNEYS: readonly Journey[] = [
  {
    name: 'market → detail',
    channels: ALL,
    async run(page, ctx) {
      await page.goto('/#/productMarket')
      // In the app the first visit opens on the intro (catalogue §2.2), closed by 查看全部.
      if (ctx.channel === 'app') {
        await tap(page, '查看全部', '[role="dialog"][aria-label="产品信息查询"] button')
        await shows(page, `!document.querySelector('[aria-label="产品信息查询"]')`, 'the intro closed')
      }
      const rows = `Number((document.querySelector('[role="table"]') || { getAttribute: function () { return 1 } }).getAttribute('aria-rowcount') || 1) - 1`
      await shows(page, `${rows} >= 1`, 'the product list')
      // 每日购: products on sale every day have a net-value history (the first tab's are still raising).
      const first = `((document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]') || {}).textContent || '')`
      const before = await page.evaluate<string>(first)
      await tap(page, '每日购', '[role="tab"], [role="tab"] *')
      await shows(
        page,
        `/[?&]type=2/.test(location.hash) && ${rows} >= 1 && ${first} !== ${js(before)}`,
        '每日购',
      )
      // The first public product (a private placement answers with a toast instead of a detail).
      const product = await page.evaluate<{ name: string; code: string } | null>(`(function () {
        var rows = document.querySelectorAll('[role="table"] [role="row"]')
        for (var i = 0; i < rows.length; i++) {
          var head = rows[i].querySelector('[role="rowheader"]')
          if (!head || rows[i].textContent.indexOf('私募') >= 0) continue
          var code = (head.textContent.match(/\\b[0-9A-Z]{6,8}\\b/) || [])[0]
          if (code) return { name: head.textContent.replace(code, '').trim(), code: code }
        }
        return null
      })()`)
      if (!product) throw new Error('no public product in the list')
      await tap(page, product.code, '[role="rowheader"], [role="rowheader"] *')
      await shows(page, hashStartsWith('#/productMarketDetail?'), `the detail of ${product.code}`)
      await shows(page, `${textOf('h1')} === ${js(product.name)}`, `the heading ${product.name}`)
      // Net-value figures: the latest unit net value, then the chart of the history once it arrives.
      await shows(page, `/单位净值/.test(document.body.innerText)`, 'the unit net value')
      await shows(
        page,
        `/\\d\\.\\d{3,4}/.test(document.querySelector('main').innerText)`,
        'a net value figure',
      )
      await shows(page, `!!document.querySelector('[data-nav-chart] svg path')`, 'the net-value chart drawn')
    },
  },
  {
    name: 'campaign home and its share card',
    channels: ALL,
    user: 'opened',
    async run(page, ctx) {
      await signIn(page, ctx, '/#/mgmfour')
      await shows(page, SETTLED, 'the inviter home')
      // First visit: the story once, then the waiting first-purchase reward (campaign-inviter.e2e.ts).
      await tap(page, '我知道了，去邀请', '[role="dialog"] button')
      await tap(page, '立即领取', '[role="dialog"] button')
      await shows(
        page,
        `/^\\D*70\\D*$/.test(${textOf('[data-testid="can-use-xyj"]')})`,
        'the coins after receiving',
      )
      if (ctx.channel === 'app') {
        // No WeChat in the app: the share card is WeChat's, the app shares a poster instead.
        await shows(
          page,
          `!!document.querySelector('main button') && /立即邀请好友/.test(document.body.innerText)`,
          'the invite button',
        )
        return
      }
      // WeChat checks the signature: an iPhone against the address entered at (after the OAuth return the
      // page enters itself again at the cleaned address), Android against the current one (mocks/probe.js
      // stand-in, docs/engines.md).
      await shows(page, `!!(window.__wx && window.__wx.config)`, 'wx.config')
      const signing = await page.evaluate<{ valid: boolean; signedUrl: string }>(`window.__wx`)
      if (!signing.valid) throw new Error(`WeChat refuses the signature: it checks ${signing.signedUrl}`)
      await shows(
        page,
        `!!(window.__wx && window.__wx.share)`,
        'the share card (wx.updateAppMessageShareData)',
      )
      const wx = await page.evaluate<{ share: { link: string; title: string }; entryUrl: string }>(
        `window.__wx`,
      )
      // Android: the probe was on the page the OAuth round trip came back to. An iPhone: on the new entry
      // at the cleaned address (src/api/auth/wechat-oauth.ts, reenterAfterSignIn). The card leaks none of it.
      if (ctx.channel === 'wxIphone' && /[?&](code|state)=/.test(wx.entryUrl))
        throw new Error(`the iPhone kept the OAuth return as its entry: ${wx.entryUrl}`)
      if (ctx.channel !== 'wxIphone' && !/[?&]code=/.test(wx.entryUrl))
        throw new Error(`the probe was not on the OAuth return: ${wx.entryUrl}`)
      if (/[?&#](code|state)=|token|ticket/i.test(wx.share.link))
        throw new Error(`the share link carries sign-in data: ${wx.share.link}`)
      if (!/[?&]inviterOpenId=[^&#]+/.test(wx.share.link))
        throw new Error(`the share link names no inviter: ${wx.share.link}`)
      if (!wx.share.title) throw new Error('the share card has no title')
    },
  },
  {
    name: 'bind form',
    channels: WECHAT,
    user: 'unbound',
    async run(page) {
      await signInWechat(page, '/#/bindUser')
      await shows(
        page,
        `${hashStartsWith('#/bindUser')} && /手机号/.test(document.body.innerText)`,
        'the bind form',
      )
      await shows(page, `/获取验证码/.test(document.body.innerText)`, '获取验证码')
      await page.type('input[autocomplete="tel"]', '13912345678')
      await shows(
        page,
        `(function () { var img = document.querySelector('img[alt*="图形验证码"]'); return !!img && img.complete && img.naturalWidth > 0 })()`,
        'the captcha picture',
      )
      await page.type('input[placeholder="4位图形码"]', '1234')
      await tap(page, '获取验证码', 'button')
      await shows(page, `/\\d+s后重新获取/.test(document.body.innerText)`, 'the SMS countdown')
    },
  },
  {
    name: 'points home',
    channels: ALL,
    user: 'opened',
    async run(page, ctx) {
      await signIn(page, ctx, '/#/pointsHome')
      const balance = textOf('[data-testid="points-balance"]')
      await shows(page, `/^\\d{1,3}(,\\d{3})*$/.test(${balance})`, 'the points balance')
      await shows(
        page,
        `document.querySelectorAll('[aria-label="本周签到"] > li').length === 7`,
        'the week of sign-ins',
      )
      await shows(
        page,
        `document.querySelectorAll('nav[aria-label="积分服务"] button').length >= 4`,
        'the points services',
      )
      const before = await page.evaluate<string>(balance)
      await tap(page, '立即签到', 'button')
      await shows(page, `/今日已签到/.test(document.body.innerText)`, 'today signed in')
      await shows(page, `${balance} !== ${js(before)}`, 'the balance after signing in')
    },
  },
  {
    name: 'holdings',
    channels: ALL,
    user: 'opened',
    async run(page, ctx) {
      await signIn(page, ctx, '/#/allChannelAssets')
      await shows(page, SETTLED, 'the holdings page')
      await shows(
        page,
        `/^\\d{1,3}(,\\d{3})*\\.\\d{2}$/.test(${textOf('[data-testid="assets-total"]')})`,
        'the total assets',
      )
      await shows(
        page,
        `[].filter.call(document.querySelectorAll('section[aria-label] li[aria-posinset] button'), function (b) { return /持有金额/.test(b.textContent) }).length > 0`,
        'holdings rows',
      )
    },
  },
  {
    // A money-like action (docs/money-actions.md) on the engine: the form's rules, the SMS check above the
    // amount that needs it, and a double tap that books the transfer once.
    name: 'points transfer',
    channels: ALL,
    user: 'opened',
    async run(page, ctx) {
      await signIn(page, ctx, '/#/pointsHome?view=transfer')
      const balance = textOf('[data-testid="transfer-balance"]')
      await shows(page, `${balance} === '1,280'`, 'the balance to transfer from')
      await page.type('input[placeholder="请输入对方手机号"]', '15012345606')
      await tap(page, '查询', 'button')
      await shows(page, `/150\\*{4}5606/.test(${textOf('[aria-label="转赠对象信息"]')})`, 'the receiver')
      const amount = 'input[placeholder="请输入转赠积分"]'
      await page.type(amount, '505')
      await tap(page, '下一步', 'button')
      await shows(page, `/转赠积分须为10的整数倍/.test(document.body.innerText)`, 'the multiple-of-10 rule')
      // 500 points or more need the SMS check (mocks/handlers/points.ts): WeChat sends 500 through it, the app
      // sends 100 without it.
      const sms = ctx.channel !== 'app'
      await page.type(amount, sms ? '500' : '100')
      await tap(page, '下一步', 'button')
      const sheet = '[role="dialog"][aria-label="确认转赠"]'
      await shows(page, `!!document.querySelector(${js(sheet)})`, 'the confirmation sheet')
      if (sms) {
        await shows(
          page,
          `/本次转赠需验证手机号/.test(${textOf(sheet)}) && /780 积分/.test(${textOf(sheet)})`,
          'the SMS check and the balance after',
        )
        await page.type(`${sheet} input[placeholder="4位图形码"]`, '1234')
        await tap(page, '获取验证码', `${sheet} button`)
        await shows(page, `/\\d+s后重新获取/.test(${textOf(sheet)})`, 'the SMS countdown')
        await page.type(`${sheet} input[placeholder="6位验证码"]`, '123456')
      } else {
        await shows(page, `/1,180 积分/.test(${textOf(sheet)})`, 'the balance after')
      }
      // Two taps in a row, as a nervous finger does: one transfer (the balance after proves it).
      await shows(page, hasText('确认转赠', `${sheet} button`), '确认转赠')
      await page.evaluate(`(function (button) {
        button.click()
        button.click()
        return true
      })(${firstWithText('确认转赠', `${sheet} button`)})`)
      const left = sms ? '780' : '1,180'
      const result = textOf('[aria-label="转赠结果"]')
      await shows(
        page,
        `/转赠成功/.test(${result}) && /剩余可用积分 ${left}/.test(${result})`,
        `转赠成功, ${left} left`,
      )
    },
  },
  {
    // WeChat only (marketing §2.15): a draw with its result dialog, then the win in the pool's records.
    name: 'draw and its records',
    channels: WECHAT,
    user: 'opened',
    async run(page) {
      await signInWechat(page, '/#/drawprize')
      const chances = textOf('[data-testid="chances"]')
      await shows(page, `/剩余抽奖机会3次/.test(${chances})`, 'three chances')
      await tap(page, '立即抽奖', 'button')
      await shows(page, `/恭喜获得定制保温杯/.test(document.body.innerText)`, 'the prize')
      await tap(page, '再抽一次', '[role="dialog"] button')
      await shows(page, `!/恭喜获得/.test(document.body.innerText)`, 'the result closed')
      await shows(page, `/剩余抽奖机会2次/.test(${chances})`, 'two chances left')
      await tap(page, '中奖记录', 'a')
      await shows(
        page,
        `${hashStartsWith('#/prizelist?pool=points')} && ${SETTLED} && !document.querySelector('[data-testid="chances"]')`,
        'the records of the points pool',
      )
      await shows(page, `/定制保温杯/.test(document.body.innerText)`, 'the win in the records')
    },
  },
  {
    // A friend opens the inviter's shared link (marketing §2.2): the inviter rides in the address before and
    // after the hash, through the OAuth round trip.
    name: 'invitee landing from a shared link',
    channels: WECHAT,
    user: 'boundNotOpened',
    async run(page) {
      const inviter = 'oMock0005wxUser5' // the mock's `opened` user
      await signInWechat(page, `/?inviterOpenId=${inviter}#/mgmInvited?inviterOpenId=${inviter}`)
      await shows(page, `/您的好友 杨\\* 邀请您/.test(document.body.innerText)`, 'the inviter named')
      await shows(page, hasText('去完成', 'button'), 'the first purchase still to do')
      await shows(page, `localStorage.getItem('inviterOpenId') === ${js(inviter)}`, 'the inviter stored')
      await tap(page, '去学理财', 'button')
      await shows(
        page,
        `${hashStartsWith('#/studyMoneyManage')} && ${SETTLED} && !!document.querySelector('[data-testid="chances"]')`,
        'the study page with its chances',
      )
    },
  },
  {
    // 历史产品查询 (catalogue §2.5): typing on the engine's own keyboard path, the live suggestions, a pick.
    name: 'historical product lookup',
    channels: ALL,
    async run(page) {
      await page.goto('/#/productMarketSearch')
      await shows(
        page,
        `/历史产品查询/.test(document.title + ' ' + document.body.innerText)`,
        'the lookup page',
      )
      await page.type('input[placeholder="输入历史产品名称/代码"]', '9K2000')
      const first = `document.querySelector('[aria-label="历史产品"] button')`
      await shows(page, `!!${first}`, 'the suggestions for 9K2000')
      const code = await page.evaluate<string>(
        `((${first}.textContent || '').match(/9K2000\\w*/) || [''])[0]`,
      )
      if (!code) throw new Error('the first suggestion names no code')
      await tap(page, code, '[aria-label="历史产品"] button')
      await shows(page, `/清盘/.test(${textOf('[aria-label="产品信息"]')})`, `${code} tagged 清盘`)
      await shows(
        page,
        `document.querySelectorAll('table[aria-label="历史净值"] tbody tr').length > 0`,
        'its net values',
      )
    },
  },
  {
    // The consent pop-up (account-and-shared §4): documents in frames, whose end of reading reaches the page
    // through the frame's scroll and its messages (the origin and source checks run on the engine).
    name: 'privacy consent',
    channels: WECHAT,
    async run(page) {
      await page.goto('/#/privacypop?redirectUrl=%2FproductMarket&privacyBeta=1')
      await shows(page, `${textOf('h1')} === '隐私政策'`, 'the privacy pop-up')
      const box = '.adm-checkbox'
      // The first box opens the document, which must be read to its end before 同意.
      await tap(page, '《隐私政策》', box)
      await readToEnd(page, '隐私政策')
      await tap(page, '同意本隐私政策', 'button')
      // The second box has an agreement of its own to read.
      await tap(page, '《用户服务协议》', box)
      await readToEnd(page, '用户服务协议')
      await tap(page, '同意本协议', 'button')
      await tap(page, '客服热线950950', box)
      await shows(
        page,
        `document.querySelectorAll('.adm-checkbox.adm-checkbox-checked').length === 3`,
        'three boxes ticked',
      )
      await tap(page, '同意', '.adm-button:not(.adm-button-disabled)')
      await shows(
        page,
        `${hashStartsWith('#/productMarket')} && ${SETTLED} && !!document.querySelector('[role="table"]')`,
        'the market after agreeing',
      )
      await shows(
        page,
        `localStorage.getItem('privacy-version') === '3.2' && localStorage.getItem('privacyAgreeStatus') === '1'`,
        'the consent stored',
      )
    },
  },
]

/**
 * Scrolls the same-origin document in the frame titled `title` to its end, once it has drawn its heading;
 * the viewer's button then says it has been read.
 */
async function readToEnd(page: EnginePage, title: string): Promise<void> {
  const frame = `document.querySelector(${js(`iframe[title="${title}"]`)})`
  const doc = `(${frame} && ${frame}.contentDocument)`
  await shows(page, `!!${doc} && !!${doc}.querySelector('h1')`, `the document ${title}`)
  await page.evaluate(`(function () {
    var win = ${frame}.contentWindow
    win.scrollTo(0, win.document.documentElement.scrollHeight)
    return true
  })()`)
  await shows(page, `!/请上滑看完/.test(document.body.innerText)`, `${title} read to its end`)
}

/** The journeys of a channel, each once. */
export const journeysFor = (channel: Channel) => JOURNEYS.filter((j) => j.channels.includes(channel))

async function mock(baseUrl: string, route: 'reset' | 'scenario', body?: object): Promise<void> {
  const res = await fetch(`${baseUrl}/__mock/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  if (!res.ok) throw new Error(`POST /__mock/${route}: ${res.status}`)
}

export interface RunOptions {
  baseUrl: string
  /** Remove the functions the floor engines lack (for a current engine standing in for an old one). */
  floor: boolean
}

/** What a failed journey leaves for its report. */
export class JourneyFailure extends Error {
  constructor(
    message: string,
    readonly screenshot: string | undefined,
  ) {
    super(message)
    this.name = 'JourneyFailure'
  }
}

/**
 * Runs one journey on a new phone of the channel, with the mock reset, and checks what every journey must
 * end with: no error seen, no error boundary, a page drawn. A failure carries the page's errors, its
 * console errors (for diagnosis, never a failure by themselves) and a screenshot in a temporary folder.
 */
export async function runJourney(
  engine: Engine,
  journey: Journey,
  channel: Channel,
  options: RunOptions,
): Promise<void> {
  await mock(options.baseUrl, 'reset')
  if (journey.user) await mock(options.baseUrl, 'scenario', { user: journey.user })
  const page = await engine.newPage({
    userAgent: CHANNEL_USER_AGENTS[channel],
    floor: options.floor,
    fakeWechat: channel !== 'app',
  })
  try {
    await journey.run(page, { channel, baseUrl: options.baseUrl })
    const failed = await page.evaluate<string>(FAILED)
    if (failed) throw new Error(failed)
    const drawn = await page.evaluate<boolean>(
      `!!document.querySelector('#root > *') && document.body.innerText.replace(/\\s+/g, '').length > 0`,
    )
    if (!drawn) throw new Error('the page is blank')
    const errors = await page.errors()
    if (errors.length) throw new Error(`errors on the page:\n  ${errors.join('\n  ')}`)
  } catch (e) {
    throw await failure(page, `${engine.name}, ${channel}, ${journey.name}`, e)
  } finally {
    await page.close()
  }
}

async function failure(page: EnginePage, title: string, cause: unknown): Promise<JourneyFailure> {
  const lines = [`${title}: ${cause instanceof Error ? cause.message : String(cause)}`]
  const errors = await page.errors().catch(() => [])
  if (errors.length) lines.push(`errors:\n  ${errors.join('\n  ')}`)
  const consoleErrors = await page
    .evaluate<string[]>(`window.__engineConsole || []`)
    .catch((): string[] => [])
  if (consoleErrors.length) lines.push(`console.error:\n  ${consoleErrors.join('\n  ')}`)
  let screenshot: string | undefined
  try {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'engine-journey-'))
    screenshot = path.join(dir, `${title.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}.png`)
    await writeFile(screenshot, await page.screenshot())
    lines.push(`screenshot: ${screenshot}`)
  } catch (e) {
    lines.push(`no screenshot: ${(e as Error).message}`)
  }
  return new JourneyFailure(lines.join('\n'), screenshot)
}
