import type { Page } from '@playwright/test'
import { collectErrors, expect, ON, settled, test, requestsTo, fillBindForm } from './browser'

/**
 * Draws, their records and rights, the study pool and the quiz's multiple choice (marketing §2.10,
 * §4.6, §5, §7.4), in the channels each journey names, against the production build and the mock backend. The
 * mock's seeded draws are repeatable: the opened user's next points draw wins 定制保温杯 (a physical
 * prize), the first study draw 视频会员月卡 (mocks/db/marketing-draws.ts).
 */

/** Signs the customer in on `page` as the running channel does (the `signedIn` fixture) and opens `path`. */
async function open(
  page: Page,
  signedIn: (path: string) => Promise<void>,
  path: string,
): Promise<{ errors: string[] }> {
  const errors = collectErrors(page)
  await signedIn(path)
  await settled(page)
  return { errors }
}

test.describe('a draw → its records → its rights → exchange', ON.wechat, () => {
  test('wins on /drawprize, finds the win in the points pool’s records, opens its right and exchanges it', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/drawprize')
    await page.getByText('剩余抽奖机会3次').waitFor()
    // The rules come from the server, not the page.
    await page.getByRole('region', { name: '活动规则' }).waitFor()

    await page.getByRole('button', { name: '立即抽奖' }).click()
    const result = page.getByRole('dialog', { name: '抽奖结果' })
    await result.getByText('恭喜获得定制保温杯').waitFor()
    await result.getByRole('button', { name: '再抽一次' }).click()
    await result.waitFor({ state: 'hidden' })

    // Its records: the points pool's, with the win (before: the transfer pool's, 暂无中奖记录).
    await page.getByRole('link', { name: '中奖记录 ›' }).click()
    await page.waitForURL(/#\/prizelist\?pool=points$/)
    await page.getByText('定制保温杯').waitFor()
    await expect(page.getByText('暂无中奖记录')).toHaveCount(0)
    await expect(page.getByText('10元京东E卡')).toHaveCount(0)

    // Its right: the link carries the record.
    await page.getByRole('link', { name: /定制保温杯/ }).click()
    await page.waitForURL(/#\/cardqy\?recordId=DR\d+&pool=points$/)
    await page.getByRole('heading', { name: '定制保温杯' }).waitFor()
    await expect(page.getByTestId('right-status')).toHaveText('待填写收货信息')

    // Exchange: the delivery details go to the server; the prize is then on its way.
    await page.getByRole('button', { name: '去兑换' }).click()
    const form = page.getByRole('dialog', { name: '填写收货信息' })
    await form.getByLabel('收货人').fill('张三')
    await form.getByLabel('手机号', { exact: true }).fill('13800138000')
    await form.getByLabel('收货地址').fill('上海市浦东新区世纪大道100号')
    const saved = page.waitForResponse((r) => r.url().includes('/saveWinPrizeInfo'))
    await form.getByRole('button', { name: '确认兑换' }).click()
    expect((await saved).status()).toBe(200)
    await page.getByTestId('right-status').getByText('待发货').waitFor()
    await expect(page.getByRole('button', { name: '去兑换' })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('我的权益 › lists the pool’s rights; a won e-card opens with its codes', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/drawprize')
    for (const prize of ['定制保温杯', '5元京东E卡']) {
      await page.getByRole('button', { name: '立即抽奖' }).click()
      const result = page.getByRole('dialog', { name: '抽奖结果' })
      await result.getByText(`恭喜获得${prize}`).waitFor()
      await result.getByRole('button', { name: '再抽一次' }).click()
      await result.waitFor({ state: 'hidden' })
    }
    await page.getByRole('link', { name: '我的权益 ›' }).click()
    await page.waitForURL(/#\/cardqy\?pool=points$/)
    const rights = page.getByRole('region', { name: '我的权益' })
    await rights.getByRole('link', { name: /5元京东E卡/ }).click()
    await page.waitForURL(/#\/cardqy\?recordId=DR\d+&pool=points$/)
    await page.getByRole('button', { name: '复制卡号' }).waitFor()
    await expect(page.getByText('暂无权益，快去抽奖吧')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('the study pool can be drawn', ON.wechat, () => {
  /** The study set's right answers (mocks/db/marketing-quiz-bank.ts). */
  const STUDY: string[][] = [
    ['现金管理类产品'],
    ['分散投资'],
    ['市场利率变化', '发行人信用状况', '债券剩余期限'],
    ['下跌'],
    ['复利即“利滚利”', '投资期限越长', '收益率越高'],
  ]

  test('study home → quiz → claim the chance → 去抽奖 → draws the study pool', async ({ page, signedIn }) => {
    const { errors } = await open(page, signedIn, '/#/studyMoneyManage')
    await page.getByRole('heading', { name: '学理财' }).waitFor()
    await page.getByRole('button', { name: '去答题' }).click()
    await page.waitForURL(/#\/answerQuestion\?source=study&eventId=/)
    for (const [i, picks] of STUDY.entries()) {
      await page.getByLabel(`第${i + 1}题，共5题`).waitFor()
      for (const text of picks) await page.getByRole('button', { name: text }).click()
      if (picks.length > 1) await page.getByRole('button', { name: '下一题' }).click()
      await page.getByText('回答正确').waitFor()
    }
    await page.getByRole('button', { name: '领取抽奖机会' }).click({ timeout: 10_000 })
    await page.getByRole('button', { name: '已领取' }).waitFor()
    await page.getByRole('button', { name: '去抽奖' }).click()
    await page.waitForURL(/#\/studyspecialprize$/)
    await page.getByRole('heading', { name: '学习奖励抽奖' }).waitFor()
    // The seeded waiting chance and the quiz's, both claimed.
    await page.getByText('剩余抽奖机会2次').waitFor()
    await page.getByRole('button', { name: '立即抽奖' }).click()
    const result = page.getByRole('dialog', { name: '抽奖结果' })
    await result.getByText('恭喜获得视频会员月卡').waitFor()
    await expect(page.getByText('剩余抽奖机会1次')).toHaveCount(1)
    await result.getByRole('button', { name: '查看权益' }).click()
    await page.waitForURL(/#\/cardqy\?recordId=DR\d+&pool=study$/)
    await page.getByRole('heading', { name: '视频会员月卡' }).waitFor()
    expect(errors).toEqual([])
  })
})

test.describe('the quiz’s multiple choice (marketing §5)', ON.wechat, () => {
  test('shows 下一题 only with 2 or more picks', async ({ page, signedIn }) => {
    const { errors } = await open(page, signedIn, '/#/answerQuestion?eventId=E2E1')
    await page.getByRole('button', { name: '五级' }).click()
    await page.getByText('回答正确').waitFor()
    await page.getByLabel('第2题，共5题').waitFor()
    const next = page.getByRole('button', { name: '下一题' })
    await expect(next).toHaveCount(0)
    await page.getByText('至少选择2个选项后，点击下一题提交').waitFor()
    await page.getByRole('button', { name: '完成风险承受能力评估' }).click()
    await expect(next).toHaveCount(0)
    await page.getByRole('button', { name: '仔细阅读产品说明书和风险揭示书' }).click()
    await next.waitFor()
    await page.getByRole('button', { name: '了解产品的期限和赎回规则' }).click()
    await next.click()
    await page.getByText('回答正确').waitFor()
    await expect(page).toHaveURL(/#\/answerQuestion/)
    expect(errors).toEqual([])
  })
})

test.describe('in the provider’s app', ON.app, () => {
  test.use({ scenario: { user: 'opened' } })
  test('the draw pages are WeChat-only (marketing §2.15 access rule): no draw is made there', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/drawprize')
    const drawCalls = requestsTo(page, /drawPrizeNew|getLuckDrawChance|transferPrizeRecord/)
    await page.getByText('请使用微信打开页面').waitFor()
    for (const path of ['/#/cardqy?pool=points', '/#/prizelist?pool=carbon', '/#/studyspecialprize']) {
      await page.goto(path)
      await settled(page)
      await page.getByText('请使用微信打开页面').waitFor()
    }
    expect(drawCalls).toEqual([])
    expect(errors).toEqual([])
  })

  test('/pointsHomeNewVedio opens as its configured activity page, not a fixed 即将上线 page', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/pointsHomeNewVedio')
    await page.getByRole('region', { name: '活动介绍' }).waitFor()
    await expect(page.getByText('精彩视频即将上线，敬请期待')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('activity pages get what their isMgm code names (account-and-shared §2)', ON.wechat, () => {
  test.describe(() => {
    test.use({ scenario: { user: 'unbound' } })
    test('isMgm 30: /product/activity?pageId= → 立即参与 → bind → 继续参与活动 returns to the same activity', async ({
      page,
      signedIn,
    }) => {
      const { errors } = await open(page, signedIn, '/#/product/activity?pageId=xywx_autumn')
      const asked = requestsTo(page, 'page_flag=')
      const flags = () => asked.map((url) => url.searchParams.get('page_flag') ?? '')
      await page.getByRole('region', { name: '活动介绍' }).waitFor()
      await page.getByRole('button', { name: '立即参与' }).click()
      await page.waitForURL(/#\/bindUserTip\?isMgm=30&pageId=xywx_autumn$/)
      await page.getByRole('button', { name: '同意', exact: true }).click({ timeout: 15_000 })
      await expect(page).toHaveURL(/#\/bindUser(\?|$)/, { timeout: 15_000 })
      await fillBindForm(page)
      await page.getByRole('button', { name: '绑定', exact: true }).click()
      await page.getByRole('button', { name: '继续参与活动' }).click({ timeout: 15_000 })
      await page.waitForURL(/#\/product\/activity\?pageId=xywx_autumn$/)
      await page.getByRole('region', { name: '活动介绍' }).waitFor()
      // The page config is asked again on every visit; the answer kept from before shows meanwhile.
      await expect.poll(() => flags()).toContain('xywx_autumn')
      // Bound now: nothing left to join.
      await expect(page.getByRole('button', { name: '立即参与' })).toHaveCount(0)
      expect(errors).toEqual([])
    })
  })

  test('isMgm 10: the invited page without an inviter goes to the failure tip (marketing §5)', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/invitationedMgmHh')
    await page.waitForURL(/#\/invitationMgmFailTip\?data=1$/)
    await page.goto('/#/invitationedMgmHh?hasSaveInvite=1')
    await settled(page)
    await page.getByRole('region', { name: '活动介绍' }).waitFor()
    expect(errors).toEqual([])
  })
})
