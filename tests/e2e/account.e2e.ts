import type { Page } from '@playwright/test'
import { collectErrors, describeEachData, expect, ON, test, fillBindForm } from './browser'

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/\?.*$/, '')

describeEachData('account access', ON.wechat, () => {
  test.use({ scenario: { user: 'unbound' } })

  test('a new WeChat user goes from /linkZxTip through the privacy sheet and the bind form to /bindSuccess', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    // The direct-sales site is outside the test: answer it locally.
    await page.route('https://zx.xywealth.com.cn/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>直销商城</title><p>direct sales</p>' }),
    )
    const target = encodeURIComponent('https://zx.xywealth.com.cn/#/home')
    await signedIn(`/#/linkZxTip?targetUrl=${target}`)

    // privacy agreement sheet (no version stored yet)
    await page.getByRole('button', { name: '同意', exact: true }).click({ timeout: 15_000 })
    // login-type chooser: WeChat login
    await page.getByRole('button', { name: '微信登录' }).click({ timeout: 15_000 })

    await expect(page).toHaveURL(/#\/bindUser\?/, { timeout: 15_000 })
    const q = new URLSearchParams(new URL(page.url()).hash.split('?')[1])
    expect(q.get('isLinkZx')).toBe('11')

    await fillBindForm(page)
    await page.getByRole('button', { name: '绑定', exact: true }).click()
    await page.getByText('绑定成功').first().waitFor({ timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('islogined'))).toBe('1')

    // isLinkZx 11 with an official-domain target leaves for the direct-sales site; without one, /bindSuccess.
    await page.waitForURL((url) => !url.hash.startsWith('#/bindUser'), { timeout: 15_000 })
    expect(page.url()).toMatch(/^https:\/\/zx\.xywealth\.com\.cn\/\?t=\d+#\/home$/)
    expect(errors).toEqual([])
  })

  test('/bindUserTip sends a new user to the bind form; binding reaches /bindSuccess with the masked phone', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await signedIn('/#/bindUserTip')
    await page.getByRole('button', { name: '同意', exact: true }).click({ timeout: 15_000 })
    await expect(page).toHaveURL(/#\/bindUser(\?|$)/, { timeout: 15_000 })
    expect(hashPath(page)).toBe('#/bindUser')

    await fillBindForm(page)
    await page.getByRole('button', { name: '绑定', exact: true }).click()
    await expect(page).toHaveURL(/#\/bindSuccess/, { timeout: 15_000 })
    await page.getByText('139****5678').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: '继续开户' }).waitFor({ timeout: 15_000 })
    expect(errors).toEqual([])
  })
})

test.describe('isMgm 35 and the app client number (account-and-shared §4)', ON.wechat, () => {
  test.use({ scenario: { user: 'opened' } })

  test('a fully bound WeChat customer opening an isMgm 35 link in a new session is not sent to the bind form', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    // A new webview session: no client number in session storage until the app login by openid answers.
    await signedIn('/#/bindUserTip?isMgm=35')
    expect(await page.evaluate(() => sessionStorage.getItem('unionAppClientNo'))).toBeNull() // at this instant
    await page.getByRole('button', { name: '同意', exact: true }).click({ timeout: 15_000 })
    await expect(page).toHaveURL(/#\/bindSuccess\?isMgm=35$/, { timeout: 15_000 })
    await expect(page.getByRole('button', { name: '绑定', exact: true })).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
