import { collectErrors, expect, ON, test } from './browser'

async function settled(page: import('@playwright/test').Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(
    () => !document.querySelector('[data-page-loading]') && !!document.querySelector('#root main'),
    undefined,
    { timeout: 15_000 },
  )
}

test.describe('talent station and draws', ON.wechat, () => {
  test('talent home → draw credit shows the won credit and one draw fewer', async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/talentCompetition')
    await settled(page)
    await page.getByText('今日还可抽取 3 次').waitFor()
    await page.getByRole('button', { name: '抽取学分' }).click()
    await page
      .getByRole('dialog', { name: '抽取结果' })
      .getByText(/^\+\d+ 学分$/)
      .waitFor()
    await expect(page.getByText('今日还可抽取 2 次')).toHaveCount(1)
    expect(errors).toEqual([])
  })

  test('draw page → draw → result popup, chances decrement', async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/drawprize')
    await settled(page)
    await page.getByText('剩余抽奖机会3次').waitFor()
    await page.getByRole('button', { name: '立即抽奖' }).click()
    await page
      .getByRole('dialog', { name: '抽奖结果' })
      .getByText(/恭喜获得|很遗憾，未中奖/)
      .waitFor()
    await expect(page.getByText('剩余抽奖机会2次')).toHaveCount(1)
    expect(errors).toEqual([])
  })
})
