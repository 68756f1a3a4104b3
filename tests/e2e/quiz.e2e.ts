import type { Page } from '@playwright/test'
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

/** Signs in on `page` with `signIn` (the `signedIn` fixture on `page`) and opens `path`. */
async function open(
  page: Page,
  signIn: (path: string) => Promise<void>,
  path: string,
): Promise<{ errors: string[] }> {
  const errors = collectErrors(page)
  await signIn(path)
  await settled(page, 'main')
  return { errors }
}

describeEachData('quiz (marketing §4.6)', ON.wechat, () => {
  test.use({ scenario: { user: 'opened' } })

  test('answers every question of the default quiz, sees the result and claims the points once', async ({
    page,
    signedIn,
  }) => {
    const { errors } = await open(page, signedIn, '/#/answerQuestion?eventId=E2E1')
    for (const [i, picks] of RIGHT.entries()) {
      await page.getByLabel(`第${i + 1}题，共5题`).waitFor()
      for (const text of picks) await page.getByRole('button', { name: text }).click()
      if (picks.length > 1) await page.getByRole('button', { name: '下一题' }).click()
      await page.getByText('回答正确').waitFor()
    }
    await page.getByText('恭喜您答对5题').waitFor({ timeout: 10_000 })
    await expect(page).toHaveURL(/#\/answerResult/)
    await expect(page.getByTestId('quiz-headline')).toContainText('5')
    const claim = page.getByRole('button', { name: '领取积分' })
    await claim.click()
    await page.getByRole('button', { name: '已领取' }).waitFor()
    await expect(page.getByRole('button', { name: '已领取' })).toBeDisabled()
    expect(errors).toEqual([])
  })

  test('a link without eventId shows 非法进入; an unbound user goes to bind', async ({
    browser,
    page,
    signedIn,
  }) => {
    await open(page, signedIn, '/#/answerQuestion')
    await page.getByText('非法进入').waitFor()
    await page.close()
    // Another customer, on a phone of their own.
    await setScenario({ user: 'unbound' })
    const other = await (await newPhone(browser)).newPage()
    await open(other, (path) => signInViaOAuth(other, path), '/#/answerQuestion?eventId=E2E1')
    await other.waitForURL(/#\/bindUserTip/)
  })
})
