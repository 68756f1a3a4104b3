import type { Locator, Page } from '@playwright/test'
import { SHARE_TEXT, REMINDER_TEXT } from '@/features/campaign/inviter/share/texts'
import { EXCHANGE_TEXT, RECEIVE_TEXT } from '@/features/campaign/inviter/overlay-texts'
import { BUTTON_TEXT, ENTRY_TEXT, STORY_TEXT } from '@/features/campaign/inviter/texts'
import { PROGRESS_TEXT } from '@/features/campaign/progress/texts'
import { T } from '@/features/catalogue/market/texts'
import { channel, collectErrors, expect, ON, settled, test, type Scenario } from './browser'
import type { Channel } from './channels'
import { atRest, brokenFigures, fixedBarProblems, layoutProblems, widerThanScreen } from './layout'

/**
 * The layout check on what a customer opens (docs/features/care-mode-and-accessibility.md#tests): the route
 * walk (a11y.e2e.ts) checks each page as it first draws; here each route's sheets, popups, dialogs, pickers
 * and tab panels are opened as a customer opens them (taps by role and name), in normal mode and in care
 * mode, and each one is checked at rest:
 *
 * - layoutProblems: no text covered or cut, on the page and in the open overlay;
 * - brokenFigures: no figure, date, range or risk level broken inside itself in the overlay or panel;
 * - widerThanScreen: the page does not scroll sideways and no open box is wider than the screen;
 * - fixedBarProblems (pages with a bottom action bar): the bar stays on the bottom of the view when the page
 *   is scrolled to its middle.
 *
 * One test per route and mode (one sign-in); the openings of a route run in order, each closed the way a
 * customer closes it (or the page reloaded) before the next. Channels as the route table's groups
 * (src/app/route-table.ts): 'wechat' routes in WeChat only, 'app' and 'public' ones in WeChat and the app.
 */

interface Opening {
  /** What the customer opens, as the failure names it. */
  name: string
  /** Only in these channels (the route draws it only there). */
  only?: Channel
  /** Taps it open and gives its root: the overlay, or the tab's panel. */
  open: (page: Page) => Promise<Locator>
  /** Closes it as a customer does; without one the page is opened again. */
  close?: (page: Page, root: Locator) => Promise<void>
  /** A part of the page (a tab's panel): nothing to close. */
  inPage?: true
}

interface RouteOpenings {
  path: string
  on: (typeof ON)[keyof typeof ON]
  /** A public page (route table group 'public'): opened without a sign-in. */
  open?: true
  scenario?: Scenario
  /** The action of the page's bottom bar, when it has one. */
  bar?: (page: Page) => Locator
  openings: Opening[]
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name, exact: true })
const tap = (scope: Page | Locator, name: string | RegExp) =>
  scope
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click()
/** Closes with the overlay's own 关闭 button. */
const closeButton = async (_page: Page, root: Locator) => root.getByRole('button', { name: '关闭' }).click()
/** Closes with a button of the overlay. */
const closeWith = (name: string) => async (_page: Page, root: Locator) => tap(root, name)

/** A tab and its panel: the panel is the root when it is labelled, else the page's main. */
function tab(name: string, panel: 'labelled' | 'main' = 'main'): Opening {
  return {
    name: `the ${name} tab`,
    async open(page) {
      await page.getByRole('tab', { name, exact: true }).click()
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
      return panel === 'labelled' ? page.getByRole('tabpanel', { name, exact: true }) : page.locator('main')
    },
    inPage: true,
  }
}

/** The inviter home's openings (marketing §2.1), the same on both variants. */
const INVITER: Opening[] = [
  {
    name: 'the story dialog',
    open: async (page) => dialog(page, STORY_TEXT.title),
    close: closeWith(STORY_TEXT.confirm),
  },
  {
    name: 'the reward dialog',
    open: async (page) => dialog(page, RECEIVE_TEXT.title),
    async close(page, root) {
      await tap(root, RECEIVE_TEXT.confirm)
      await page.getByText(RECEIVE_TEXT.success).waitFor()
    },
  },
  {
    name: 'the rules dialog',
    async open(page) {
      await tap(page.getByRole('navigation', { name: '活动入口' }), ENTRY_TEXT.rule)
      return dialog(page, ENTRY_TEXT.rule)
    },
    close: closeButton,
  },
  {
    name: 'the coin-exchange sheet',
    async open(page) {
      await tap(page, '去兑换')
      const root = dialog(page, EXCHANGE_TEXT.title)
      await root.locator('button[aria-pressed="true"]').waitFor()
      return root
    },
    close: closeButton,
  },
  {
    name: 'the share sheet',
    async open(page) {
      await tap(page, BUTTON_TEXT.invite)
      return dialog(page, SHARE_TEXT.title)
    },
  },
  {
    name: 'the QR poster',
    async open(page) {
      await tap(page, BUTTON_TEXT.invite)
      await tap(dialog(page, SHARE_TEXT.title), new RegExp(SHARE_TEXT.poster))
      const root = dialog(page, SHARE_TEXT.poster)
      await root.locator('img[alt="邀请海报"], [data-testid="local-qr-poster"]').first().waitFor()
      return root
    },
    close: closeButton,
  },
  {
    name: 'the share reminder',
    async open(page) {
      await tap(page, BUTTON_TEXT.invite)
      await tap(dialog(page, SHARE_TEXT.title), new RegExp(SHARE_TEXT.wechat))
      return dialog(page, '分享给好友')
    },
    close: closeWith(REMINDER_TEXT.confirm),
  },
]

const DETAIL_EXPLAIN = (name: string): Opening => ({
  name: `the ${name} popup`,
  async open(page) {
    await tap(page, name)
    // The popup is titled by what it explains (the benchmark, the yield, the product's own note).
    const root = page.locator('.adm-popup-body [role="dialog"]:visible')
    await root.waitFor()
    return root
  },
  async close(_page, root) {
    await root.getByRole('button').last().click()
  },
})

const ROUTES: RouteOpenings[] = [
  // campaigns (route table group 'app': WeChat and the app)
  { path: '/mgmfour', on: ON.wechatAndApp, openings: INVITER },
  { path: '/mgmfournew', on: ON.wechatAndApp, openings: INVITER },
  {
    path: '/mgmInviteprogress',
    on: ON.wechatAndApp,
    openings: [
      {
        name: 'the remind sheet',
        async open(page) {
          await page
            .getByRole('button', { name: new RegExp(`^${PROGRESS_TEXT.remind} `) })
            .first()
            .click()
          const root = page.locator('.adm-action-sheet')
          await root.getByText(PROGRESS_TEXT.remindTitle).waitFor()
          return root
        },
        close: async (_page, root) => root.getByText('取消', { exact: true }).click(),
      },
    ],
  },
  // products (group 'public')
  {
    path: '/productMarket?intro=1',
    on: ON.wechatAndApp,
    open: true,
    openings: [
      {
        name: 'the introduction',
        open: async (page) => dialog(page, '产品信息查询'),
        close: closeWith(T.viewAll),
      },
      {
        name: 'the filter panel',
        async open(page) {
          await tap(page, T.advanced)
          return dialog(page, T.advanced)
        },
        close: closeButton,
      },
      {
        name: 'the benchmark sheet',
        async open(page) {
          await tap(page.getByRole('table', { name: '产品列表' }), new RegExp(`^${T.benchmarkTitle}说明：`))
          return dialog(page, T.benchmarkTitle)
        },
        async close(_page, root) {
          await root.getByRole('button').last().click()
        },
      },
      {
        name: 'the search',
        async open(page) {
          await tap(page, T.searchPlaceholder)
          const root = dialog(page, '搜索产品')
          await root.getByRole('searchbox').or(root.getByRole('textbox')).first().fill('稳')
          await root.getByRole('list', { name: '搜索结果' }).getByRole('button').first().waitFor()
          return root
        },
        close: closeWith(T.cancel),
      },
    ],
  },
  {
    path: '/productMarketDetail?fundCode=9K210049&productType=2',
    on: ON.wechatAndApp,
    open: true,
    openings: [
      tab('历史净值', 'labelled'),
      {
        name: 'the net-value history, more rows and the cumulative values',
        async open(page) {
          const panel = page.getByRole('tabpanel', { name: '历史净值', exact: true })
          const rows = panel.getByRole('table', { name: '历史净值' }).getByRole('row')
          const before = await rows.count()
          await tap(panel, '查看更多')
          await expect(rows).not.toHaveCount(before)
          await tap(panel, '累计净值')
          await expect(panel.getByRole('button', { name: '累计净值' })).toHaveAttribute(
            'aria-pressed',
            'true',
          )
          return panel
        },
        inPage: true,
      },
      {
        name: 'the start-date picker',
        async open(page) {
          await tap(page, '开始日期')
          const root = page.locator('.adm-picker').filter({ hasText: '选择开始日期' })
          await root.waitFor()
          return root
        },
        close: closeWith('取消'),
      },
      tab('历史业绩', 'labelled'),
      tab('销售机构', 'labelled'),
      tab('历史业绩比较基准', 'labelled'),
      DETAIL_EXPLAIN('查看说明'),
      DETAIL_EXPLAIN('年化收益率说明'),
      DETAIL_EXPLAIN('业绩比较基准说明'),
    ],
  },
  {
    path: '/productMarketDetail?fundCode=9K210002&productType=1',
    on: ON.wechatAndApp,
    open: true,
    openings: [
      tab('销售机构', 'labelled'),
      tab('历史业绩比较基准', 'labelled'),
      DETAIL_EXPLAIN('业绩比较基准说明'),
    ],
  },
  {
    path: '/fundDetailOpen?fundCode=294304&fundType=4',
    on: ON.wechatAndApp,
    open: true,
    bar: (page) => page.getByRole('button', { name: '立即购买' }),
    openings: [
      {
        name: 'the chart’s cumulative values and its data table',
        async open(page) {
          await tap(page, '累计净值')
          await expect(page.getByRole('button', { name: '累计净值' })).toHaveAttribute('aria-pressed', 'true')
          await tap(page, '查看数据')
          await page.getByRole('button', { name: '收起数据' }).waitFor()
          return page.locator('main')
        },
        inPage: true,
      },
    ],
  },
  {
    path: '/allProduct',
    on: ON.wechatAndApp,
    open: true,
    openings: [
      tab('货币型'),
      tab('QDII'),
      tab('债券型'),
      ...['期限', '起投金额', '风险等级', '排序'].map((title): Opening => ({
        name: `the ${title} dropdown`,
        async open(page) {
          await page.locator('.adm-dropdown-item').filter({ hasText: title }).click()
          const root = page.getByRole('radiogroup', { name: title })
          await root.waitFor()
          return root
        },
        // Picking the chosen option again closes it, as any pick does (the rest of the page is inert).
        close: async (_page, root) => root.getByRole('radio', { checked: true }).click(),
      })),
    ],
  },
  {
    path: '/productCalendar',
    on: ON.wechatAndApp,
    open: true,
    openings: [tab('高频开放'), tab('定期开放'), tab('添利宝专区')],
  },
  {
    path: '/fourPage/starSelection',
    on: ON.wechatAndApp,
    open: true,
    openings: [tab('债券精选'), tab('权益精选')],
  },
  // holdings (group 'app')
  { path: '/allChannelAssets', on: ON.wechatAndApp, openings: [tab('饼图'), tab('列表')] },
  // points (group 'app')
  {
    path: '/pointsHome',
    on: ON.wechatAndApp,
    openings: [
      {
        name: 'the transfer gift’s chance records',
        only: 'wechat',
        async open(page) {
          const gift = page.getByRole('region', { name: '转入礼' })
          await tap(gift, '机会明细 ›')
          return dialog(page, '机会明细')
        },
      },
      {
        name: 'the transfer confirm sheet',
        async open(page) {
          await tap(page.getByRole('navigation', { name: '积分服务' }), /积分转赠/)
          await page.getByLabel('手机号', { exact: true }).fill('15012345606')
          await tap(page, '查询')
          await page.getByLabel('转赠对象信息').getByText('150****5606').waitFor()
          await page.getByLabel('积分', { exact: true }).fill('500')
          await tap(page, '下一步')
          const root = dialog(page, '确认转赠')
          await root.getByAltText('图形验证码').waitFor()
          return root
        },
      },
    ],
  },
  {
    path: '/pointsMall',
    on: ON.wechatAndApp,
    openings: [
      {
        // The opened customer's first draw of the points pool is a physical prize (mocks/db/marketing-draws.ts).
        name: 'the draw result',
        async open(page) {
          await tap(page, '立即抽奖')
          const root = dialog(page, '抽奖结果')
          await root.getByRole('button', { name: '填写收货信息' }).waitFor()
          return root
        },
        close: closeWith('填写收货信息'),
      },
      {
        name: 'the prize address sheet',
        open: async (page) => dialog(page, '填写收货信息'),
      },
    ],
  },
  { path: '/pointsDetails', on: ON.wechatAndApp, openings: [tab('获得'), tab('使用')] },
  {
    path: '/prizeActivityBox',
    on: ON.wechatAndApp,
    openings: [
      {
        name: 'the box result',
        async open(page) {
          await page.getByRole('button', { name: /^青铜宝箱，.*点击开启$/ }).click()
          return dialog(page, '开箱结果')
        },
        close: closeWith('我知道了'),
      },
    ],
  },
  // draws and the talent station (group 'wechat')
  {
    path: '/drawprize',
    on: ON.wechat,
    openings: [
      {
        name: 'the draw result',
        async open(page) {
          await tap(page, '立即抽奖')
          const root = dialog(page, '抽奖结果')
          await root.getByText(/恭喜获得|很遗憾/).waitFor()
          return root
        },
        close: closeWith('再抽一次'),
      },
      {
        name: 'the physical right and its prize-exchange popup',
        async open(page) {
          await page.getByRole('link', { name: '中奖记录 ›' }).click()
          await page.getByRole('link', { name: /定制保温杯/ }).click()
          await page.getByRole('region', { name: '奖品信息' }).waitFor()
          await tap(page, '去兑换')
          return dialog(page, '填写收货信息')
        },
      },
    ],
  },
  {
    path: '/talentCompetition',
    on: ON.wechat,
    openings: [
      {
        name: 'the draw-credit result',
        async open(page) {
          await tap(page, '抽取学分')
          const root = dialog(page, '抽取结果')
          await root.getByText(/学分/).first().waitFor()
          return root
        },
      },
      {
        name: 'a knowledge article',
        async open(page) {
          await page.getByRole('region', { name: '理财知识' }).getByRole('button').first().click()
          const root = page.locator('[role="dialog"]').filter({ hasText: /\S/ }).last()
          await root.waitFor()
          return root
        },
      },
    ],
  },
  {
    path: '/talentPrizeList',
    on: ON.wechat,
    openings: [
      {
        name: 'the exchange confirmation',
        async open(page) {
          await page
            .getByRole('button', { name: /^立即兑换 / })
            .first()
            .click()
          const root = page.getByRole('dialog').filter({ hasText: '确定使用' })
          await root.waitFor()
          return root
        },
        // antd-mobile's Dialog draws its buttons beside the labelled body.
        close: async (page) => tap(page, '再想想'),
      },
    ],
  },
  // account (group 'wechat')
  {
    path: '/linkZxTip?targetUrl=https%3A%2F%2Fzx.xywealth.com.cn%2F%23%2Fhome',
    on: ON.wechat,
    scenario: { user: 'unbound' },
    openings: [
      {
        name: 'the privacy sheet',
        async open(page) {
          const root = page
            .getByRole('dialog')
            .filter({ has: page.getByRole('button', { name: '同意', exact: true }) })
          await root.waitFor()
          return root
        },
        close: closeWith('同意'),
      },
      {
        name: 'the login-type chooser',
        async open(page) {
          const root = page
            .getByRole('dialog')
            .filter({ has: page.getByRole('button', { name: '微信登录' }) })
          await root.waitFor()
          return root
        },
      },
    ],
  },
  {
    path: '/unBindUser',
    on: ON.wechat,
    openings: [
      {
        name: 'the unbind confirmation',
        async open(page) {
          await tap(page.locator('main'), '解除绑定')
          const root = page.getByRole('dialog').filter({ hasText: '确定要解除绑定吗' })
          await root.waitFor()
          return root
        },
        close: closeWith('取消'),
      },
    ],
  },
  {
    path: '/bindBusinessNew',
    on: ON.wechat,
    openings: [
      {
        name: 'the share guide',
        async open(page) {
          await tap(page.getByRole('region', { name: '邀请好友' }), '微信好友')
          return page.locator('[role="dialog"][aria-label="分享指引"]')
        },
        async close(_page, root) {
          await root.click()
        },
      },
      {
        name: 'the share QR popup',
        async open(page) {
          await tap(page.getByRole('region', { name: '邀请好友' }), '二维码')
          const root = dialog(page, '分享二维码')
          await root.locator('img, svg').first().waitFor()
          return root
        },
      },
    ],
  },
]

const MODES = [
  { mode: 'normal', care: false },
  { mode: 'care', care: true },
] as const

const withCare = (path: string, care: boolean) =>
  `/#${path}${care ? `${path.includes('?') ? '&' : '?'}care=1` : ''}`

/**
 * Signs in on the route (a public one is only opened), care mode on by `?care=1` as its switch leaves it,
 * and waits for the page.
 */
async function openRoute(
  page: Page,
  signedIn: (path: string) => Promise<void>,
  route: RouteOpenings,
  care: boolean,
) {
  if (route.open) await page.goto(withCare(route.path, care))
  else await signedIn(withCare(route.path, care))
  await settled(page, 'main')
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-care'))).toBe(care)
}

/** Opens the route again, as it was signed in on: what was open is gone. */
async function reopen(page: Page, path: string, care: boolean) {
  await page.goto(withCare(path, care))
  await page.reload()
  await settled(page, 'main')
}

/** The checks on what is open, each problem named with the opening. */
async function problemsOf(page: Page, name: string, root: Locator): Promise<string[]> {
  await root.waitFor()
  await atRest(page, root)
  const found = [
    ...(await layoutProblems(page)),
    ...(await brokenFigures(page, root)),
    ...(await widerThanScreen(page)),
  ]
  if (found.length)
    await page.screenshot({ path: test.info().outputPath(`${name.replace(/[\s/’]+/g, '-')}.png`) })
  return found.map((problem) => `${name}: ${problem}`)
}

// The routes' tests spread over the workers.
test.describe.configure({ mode: 'parallel' })

for (const route of ROUTES)
  test.describe(`openings of ${route.path.replace(/\?.*/, '')}`, route.on, () => {
    if (route.scenario) test.use({ scenario: route.scenario })
    else test.use({ scenario: { user: 'opened' } })
    for (const { mode, care } of MODES)
      test(`${route.path} in ${mode} mode`, async ({ page, signedIn }) => {
        const errors = collectErrors(page)
        await openRoute(page, signedIn, route, care)
        const failures: string[] = []
        if (route.bar) failures.push(...(await fixedBarProblems(route.bar(page))))
        for (const opening of route.openings) {
          if (opening.only && opening.only !== channel()) continue
          const root = await opening.open(page)
          failures.push(...(await problemsOf(page, opening.name, root)))
          if (route.bar) failures.push(...(await fixedBarProblems(route.bar(page))))
          if (opening.inPage) continue
          if (opening.close) {
            await opening.close(page, root)
            await root.waitFor({ state: 'hidden' })
          } else await reopen(page, route.path, care)
        }
        expect(failures).toEqual([])
        expect(errors).toEqual([])
      })
  })
