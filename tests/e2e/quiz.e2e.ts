import type { Browser, Page } from '@playwright/test'
import {
  collectErrors,
  describeEachData,
  expect,
  newPhone,
  ON,
  setScenario,
  settled,
  signInViaOAuth,
  test,
} from './browser'

/** The quiz and its result (marketing §2.10, §4.6): answer every question, see the result, claim. */

/** The default set's right answers (mocks/db/marketing-quiz-bank.ts). */
const RIGHT: string[][] = [
  ['五级'],
  ['完成风险承受能力评估', '仔细阅读产品说明书和风险揭示书', '了解产品的期限和赎回规则'],
  ['管理人设定的投资目标参考，不代表实际收益'],
  ['随所投资资产的价格波动'],
  ['不向任何人透露短信验证码', '通过官方渠道购买理财产品', '定期修改账户密码'],
]

async function open(
  browser: Browser,
  path: string,
  user = 'opened',
): Promise<{ page: Page; errors: string[] }> {
  await setScenario({ user })
  const page = await (await newPhone(browser)).newPage()
  const errors = collectErrors(page)
  await signInViaOAuth(page, path)
  await settled(page, 'main')
  return { page, errors }
}

describeEachData('quiz (marketing §4.6)', ON.wechat, () => {
  test('answers every question of the default quiz, sees the result and claims the points once', async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, '/#/answerQuestion?eventId=E2E1')
    for (const [i, picks] of RIGHT.entries()) {
      await page.getByLabel(`第${i + 1}题，共5题`).waitFor()
      for (const text of picks) await page.getByRole('button', { name: text }).click()
      if (picks.length > 1) await page.getByRole('button', { name: '下一题' }).click()
      await page.getByText('回答正确').waitFor()
    }
    await page.getByText('恭喜您答对5题').waitFor({ timeout: 10_000 })
    expect(page.url()).toContain('#/answerResult')
    expect(await page.getByTestId('quiz-headline').textContent()).toContain('5')
    const claim = page.getByRole('button', { name: '领取积分' })
    await claim.click()
    await page.getByRole('button', { name: '已领取' }).waitFor()
    await expect(page.getByRole('button', { name: '已领取' })).toBeDisabled()
    expect(errors).toEqual([])
  })

  test('a link without eventId shows 非法进入; an unbound user goes to bind', async ({ browser }) => {
    const first = await open(browser, '/#/answerQuestion')
    await first.page.getByText('非法进入').waitFor()
    await first.page.context().close()
    const second = await open(browser, '/#/answerQuestion?eventId=E2E1', 'unbound')
    await second.page.waitForURL(/#\/bindUserTip/)
  })
})
