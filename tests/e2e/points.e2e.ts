import { collectErrors, describeEachData, expect, ON, test } from './browser'

describeEachData('points', ON.wechat, () => {
  test('points home → sign in → details', async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/pointsHome')
    await page.getByTestId('points-balance').waitFor({ timeout: 15_000 })
    const before = (await page.getByTestId('points-balance').textContent()) ?? ''
    await page.getByRole('button', { name: '立即签到' }).click()
    await page.getByRole('button', { name: '今日已签到' }).waitFor()
    await page.getByLabel('今天已签到').waitFor()
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="points-balance"]')?.textContent !== old,
      before,
    )
    await page
      .getByRole('navigation', { name: '积分服务' })
      .getByRole('button', { name: /积分明细/ })
      .click()
    await expect(page).toHaveURL(/#\/pointsDetails/)
    await page.getByText('每日签到').first().waitFor()
    expect(errors).toEqual([])
  })
})
