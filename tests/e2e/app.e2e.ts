import type { Page } from '@playwright/test'
import {
  collectErrors,
  expect,
  expectNoTicketLeft,
  ON,
  settled,
  signInViaApp,
  test,
  trackRequests,
} from './browser'

/**
 * The journeys of an in-app customer (the provider's app webview, LightOS user agent, signed in
 * by the app's ticket), as WeChat customers do them in the other files.
 */
const OFFICIAL = 'zx.xywealth.com.cn' // VITE_OFFICIAL_DOMAIN of the prod build
const OPEN_FUND = '294304' // an open-ended fund on sale (mock seed)
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]

test.describe('in the app: signing in', ON.app, () => {
  test('a signed-out customer taps 立即登录 on /mgmfour, logs in natively and comes back signed in, no ticket left', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page)
    // The first-visit story is another test's subject: seen already.
    await context.addInitScript(() => localStorage.setItem('mgmStoryShown', '1'))
    await page.goto('/#/mgmfour')
    await settled(page)
    await page.getByRole('button', { name: '立即登录 参与活动' }).first().click({ timeout: 15_000 })
    // the app's login (mock stand-in) comes back with ?ticket=, which start-up removes and uses
    await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, {
      timeout: 15_000,
    })
    await expectNoTicketLeft(page)
    expect(hashPath(page)).toBe('/mgmfour')
    await page.getByTestId('can-use-xyj').waitFor({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: '立即登录 参与活动' })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a refused ticket says so with a retry; logging in again works', async ({ page }) => {
    await page.goto('/?ticket=expired#/pointsHome')
    await page.getByText('登录失败').waitFor({ timeout: 15_000 })
    expect(page.url()).not.toContain('ticket')
    await page.getByRole('button', { name: '重试' }).click()
    await page.getByText('登录失败').waitFor()
    await page.getByRole('button', { name: '重新登录' }).click()
    await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, {
      timeout: 15_000,
    })
    await expectNoTicketLeft(page)
    await page.getByTestId('points-balance').waitFor({ timeout: 15_000 })
  })

  test('a WeChat-only page still says 请使用微信打开页面, and 复制链接 copies no ticket', async ({
    page,
  }) => {
    await signInViaApp(page, '/#/bindUser')
    await page.getByText('请使用微信打开页面').waitFor()
    expect(page.url()).not.toContain('ticket')
  })
})

test.describe('in the app: journeys', ON.app, () => {
  test('campaign home: coins, share poster (album prompt on Android), exchange a prize', async ({ page }) => {
    const errors = collectErrors(page)
    await signInViaApp(page, '/#/mgmfour')
    await settled(page)
    const story = page.getByRole('dialog', { name: '邀请好友 共赚奖学金' })
    await story.getByRole('button', { name: '我知道了，去邀请' }).click()
    const receive = page.getByRole('dialog', { name: '恭喜您获得奖学金' })
    await receive.getByRole('button', { name: '立即领取' }).click()
    await page.getByTestId('can-use-xyj').filter({ hasText: '70' }).waitFor()

    await page.getByRole('button', { name: '立即邀请好友' }).click()
    await page
      .getByRole('dialog', { name: '邀请好友' })
      .getByRole('button', { name: /二维码海报/ })
      .click()
    const poster = page.getByRole('dialog', { name: '二维码海报' })
    await poster.locator('img[alt="邀请海报"], [data-testid="local-qr-poster"]').first().waitFor()
    await poster.getByRole('button', { name: /保存/ }).click()
    const prompt = page.getByRole('dialog', { name: '获取相册权限' })
    await prompt.getByText('用途：活动需要').waitFor()
    await prompt.getByRole('button', { name: '取消' }).click()
    await prompt.waitFor({ state: 'hidden' })
    await poster.getByRole('button', { name: '关闭' }).click()

    await page.getByRole('button', { name: '去兑换' }).click()
    const exchange = page.getByRole('dialog', { name: '奖学金兑换' })
    await exchange.getByRole('button', { name: '立即兑换' }).click()
    await exchange.getByText('兑换成功').waitFor({ timeout: 10_000 })
    await page.getByTestId('can-use-xyj').filter({ hasText: '20' }).waitFor()
    expect(errors).toEqual([])
  })

  test.describe(() => {
    test.use({ scenario: { user: 'boundNotOpened' } })
    test('invitee landing: an app customer without an account is saved as the invited friend', async ({
      page,
    }) => {
      const inviter = 'AC100005' // the opened scenario user's client number, as an app inviter shares it
      const errors = collectErrors(page)
      await signInViaApp(page, `/?inviterOpenId=${inviter}#/mgmInvited?inviterOpenId=${inviter}`)
      await settled(page)
      await page.getByText(/您的好友 .+ 邀请您/).waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: '去完成' }).first().waitFor()
      expect(errors).toEqual([])
    })
  })

  test('holdings: the app customer sees their totals', async ({ page }) => {
    const errors = collectErrors(page)
    await signInViaApp(page, '/#/allChannelAssets')
    await settled(page)
    const total = page.getByTestId('assets-total')
    await total.waitFor({ timeout: 15_000 })
    await expect(total).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(errors).toEqual([])
  })

  test('points: the app customer signs in for today', async ({ page }) => {
    const errors = collectErrors(page)
    await signInViaApp(page, '/#/pointsHome')
    await page.getByTestId('points-balance').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: '立即签到' }).click()
    await page.getByRole('button', { name: '今日已签到' }).waitFor()
    expect(errors).toEqual([])
  })

  test('product detail → trade gate: an opened app customer goes on to the purchase link', async ({
    page,
    context,
  }) => {
    await context.route(`https://${OFFICIAL}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>直销</title>' }),
    )
    await signInViaApp(page, `/#/fundDetailOpen?fundCode=${OPEN_FUND}&fundType=4`)
    await settled(page)
    await Promise.all([
      page.waitForURL((u) => u.hostname === OFFICIAL, { timeout: 15_000 }),
      page.getByRole('button', { name: '立即购买' }).click(),
    ])
  })

  test('product detail → trade gate: a signed-out app customer is sent to the app login', async ({
    page,
  }) => {
    const requests = trackRequests(page)
    await page.goto(`/#/fundDetailOpen?fundCode=${OPEN_FUND}&fundType=4`)
    await settled(page)
    // Every first answer in (the chart's and the history's): the tap lands on the page as it stays.
    await requests.quiet()
    await Promise.all([
      page.waitForRequest(/\/app-native\/login\?redirect=/),
      page.getByRole('button', { name: '立即购买' }).click(),
    ])
    // the app's login comes straight back signed in, to the same detail
    await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, {
      timeout: 15_000,
    })
    await expectNoTicketLeft(page)
    expect(hashPath(page)).toBe('/fundDetailOpen')
  })
})
