import type { Locator, Page } from '@playwright/test'
import {
  channel,
  collectErrors,
  expect,
  ON,
  requestsTo,
  screenProblems,
  settled,
  test,
  type SentRequest,
} from './browser'

/**
 * Money-like actions and the SMS countdown (docs/money-actions.md; marketing §5, §7.4; account-and-shared
 * §4, §9), in a phone against the production build and the mock backend, in WeChat and in the provider's
 * app. Mock facts (mocks/db/marketing-points.ts): the opened user (13612345605) has 1,280 points;
 * transfers of 500 or more need the SMS check (captcha 1234, code 123456), whose proof the transfer carries
 * (docs/backend-requirements.md §3); the receiver is 15012345606.
 */

const TRANSFER_PATH = '/integral/transfer/userIntegralTransfer'
const SMS_PATH = '/wxIntegralTransfer/sendVerification'
const CHECK_PATH = '/wxIntegralTransfer/checkCodeVerify'
const UNSURE_TEXT =
  '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。'

/** The transfer view, signed in as the channel does (the `signedIn` fixture): the page's errors from then on. */
async function open(page: Page, signedIn: (path: string) => Promise<void>) {
  const errors = collectErrors(page)
  await signedIn('/#/pointsHome?view=transfer')
  await settled(page)
  return errors
}

/** The requests the page sends to one path, as they go out. */
const sent = (page: Page, path: string) => requestsTo(page, (r) => new URL(r.url()).pathname.endsWith(path))

/** Its Idempotency-Key header. */
const keyOf = (r: SentRequest) => r.headers['idempotency-key']
/** The SMS check's proof a transfer carries (its verifyToken header). */
const proofOf = (r: SentRequest) => r.headers['verifytoken']

/** The transfer form filled for the receiver and the amount, and 下一步 tapped: the sheet is open. */
async function confirmTransfer(page: Page, amount: string) {
  await page.getByTestId('transfer-balance').waitFor()
  await page.getByLabel('手机号', { exact: true }).fill('15012345606')
  await page.getByRole('button', { name: '查询' }).click()
  await page.getByLabel('转赠对象信息').getByText('150****5606').waitFor()
  await page.getByLabel('积分', { exact: true }).fill(amount)
  await page.getByRole('button', { name: '下一步' }).click()
  const sheet = page.getByRole('dialog', { name: '确认转赠' })
  await sheet.waitFor()
  return sheet
}

/** In the open sheet: the image captcha, 获取验证码 (the countdown starts) and the code typed. */
async function enterCode(page: Page, sheet: Locator) {
  await sheet.getByAltText('图形验证码').waitFor()
  await sheet.getByLabel('图形验证码', { exact: true }).fill('1234')
  await sheet.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText('发送成功').waitFor()
  await sheet.getByRole('button', { name: /^\d+s后重新获取$/ }).waitFor()
  await sheet.getByLabel('短信验证码').fill('123456')
}

/**
 * The transfer's first request reaches the server and is booked, its answer lost on the way back; the second
 * gets `second` (a refusal of the caller, "still processing"); from the third on, the server answers itself.
 */
async function lostThen(page: Page, second: { status: number; body: object }): Promise<void> {
  let n = 0
  await page.route(`**${TRANSFER_PATH}`, async (route) => {
    n += 1
    if (n === 1) {
      await route.fetch()
      return route.abort('connectionreset')
    }
    if (n === 2)
      return route.fulfill({
        status: second.status,
        contentType: 'application/json',
        body: JSON.stringify(second.body),
      })
    return route.continue()
  })
}

/**
 * The seconds the SMS button counts down, or null when it shows no countdown: read at one instant, as the
 * countdown moves every second and the test compares such readings.
 */
async function countdownSeconds(page: Page): Promise<number | null> {
  const button = page.getByRole('dialog', { name: '确认转赠' }).getByRole('button', { name: /获取|重新获取/ })
  const text = (await button.textContent()) ?? ''
  const m = /^(\d+)s后重新获取$/.exec(text.trim())
  return m ? Number(m[1]) : null
}

test.describe('money-like actions', ON.wechatAndApp, () => {
  test('a transfer whose answer is lost is booked once: the balance is read again, the retry carries the same id', async ({
    page,
    signedIn,
  }) => {
    const errors = await open(page, signedIn)
    const transfers = sent(page, TRANSFER_PATH)
    await page.getByTestId('transfer-balance').getByText('1,280').waitFor()
    const sheet = await confirmTransfer(page, '100')

    // The first transfer reaches the server and is booked; its answer is lost on the way back.
    let lost = false
    await page.route(`**${TRANSFER_PATH}`, async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await sheet.getByRole('button', { name: '确认转赠' }).click()
    await page.getByText('网络飘走了,请稍候再试哦').waitFor()
    await sheet
      .getByRole('status')
      .getByText(
        '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。',
      )
      .waitFor()
    // The balance read again shows what the server booked.
    await sheet.getByTestId('transfer-recheck-balance').getByText('1,180 积分').waitFor()
    await page.getByTestId('transfer-balance').getByText('1,180').waitFor()

    // The retry (a double tap) gets the server's first answer: nothing is booked again.
    await sheet.getByRole('button', { name: '重新提交' }).dblclick()
    const result = page.getByRole('region', { name: '转赠结果' })
    await result.getByText('转赠成功').waitFor()
    await result.getByText('剩余可用积分 1,180').waitFor()
    expect(transfers).toHaveLength(2)
    expect(keyOf(transfers[0]!)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(keyOf(transfers[1]!)).toBe(keyOf(transfers[0]!))
    expect(transfers[1]!.body).toBe(transfers[0]!.body)

    // A reload reads the balance from the server: one transfer of 100.
    await page.reload()
    await settled(page)
    await page.getByTestId('transfer-balance').getByText('1,180').waitFor()
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  // "Still processing" is HTTP 409, or code 409 in an envelope of any status (docs/money-actions.md): both
  // keep the id open.
  for (const status of [409, 200])
    test(`lost, then "still processing" (code 409, HTTP ${status}), then answered: one id for all three, booked once`, async ({
      page,
      signedIn,
    }) => {
      const errors = await open(page, signedIn)
      const transfers = sent(page, TRANSFER_PATH)
      await page.getByTestId('transfer-balance').getByText('1,280').waitFor()
      const sheet = await confirmTransfer(page, '100')

      // 1: booked, the answer lost. 2: still processing. 3: the server's own answer, which replays the first.
      await lostThen(page, { status, body: { code: '409', msg: '转赠处理中，请稍后查询' } })
      const unconfirmed = sheet
        .getByRole('status')
        .getByText(
          '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。',
        )
      await sheet.getByRole('button', { name: '确认转赠' }).click()
      await unconfirmed.waitFor()
      await sheet.getByTestId('transfer-recheck-balance').getByText('1,180 积分').waitFor()

      await sheet.getByRole('button', { name: '重新提交' }).click()
      await page.getByText('转赠处理中，请稍后查询').waitFor()
      await expect.poll(() => transfers.length).toBe(2)
      await unconfirmed.waitFor()
      await sheet.getByTestId('transfer-recheck-balance').getByText('1,180 积分').waitFor()

      await sheet.getByRole('button', { name: '重新提交' }).click()
      const result = page.getByRole('region', { name: '转赠结果' })
      await result.getByText('转赠成功').waitFor()
      await result.getByText('剩余可用积分 1,180').waitFor()
      expect(transfers).toHaveLength(3)
      expect(keyOf(transfers[0]!)).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Set(transfers.map(keyOf)).size).toBe(1)

      await page.reload()
      await settled(page)
      await page.getByTestId('transfer-balance').getByText('1,180').waitFor()
      expect(errors).toEqual([])
    })

  test('the SMS countdown outlives the sheet: closing it and a reload do not reset it', async ({
    page,
    signedIn,
  }) => {
    const errors = await open(page, signedIn)
    const sms = sent(page, SMS_PATH)
    let sheet = await confirmTransfer(page, '500')
    await sheet.getByAltText('图形验证码').waitFor()
    await sheet.getByLabel('图形验证码', { exact: true }).fill('1234')
    await sheet.getByRole('button', { name: '获取验证码' }).click()
    await page.getByText('发送成功').waitFor()
    await sheet.getByRole('button', { name: /^\d+s后重新获取$/ }).waitFor()
    expect(sms).toHaveLength(1)
    // A second of the countdown passes, so a reset to 60 would show.
    await expect.poll(() => countdownSeconds(page), { timeout: 5_000 }).toBeLessThan(60)
    const before = (await countdownSeconds(page))!

    // The sheet closes (its fields are destroyed) and opens again.
    await page.locator('.adm-popup .adm-mask').click({ position: { x: 20, y: 20 } })
    await sheet.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '下一步' }).click()
    sheet = page.getByRole('dialog', { name: '确认转赠' })
    await sheet.getByAltText('图形验证码').waitFor()
    await sheet.getByLabel('图形验证码', { exact: true }).fill('1234')
    const reopened = await countdownSeconds(page)
    expect(reopened).not.toBeNull()
    expect(reopened!).toBeLessThanOrEqual(before)
    const countdown = sheet.getByRole('button', { name: /^\d+s后重新获取$/ })
    await expect(countdown).toBeDisabled()

    // A reload of the page: the countdown goes on.
    await page.reload()
    await settled(page)
    sheet = await confirmTransfer(page, '500')
    await sheet.getByAltText('图形验证码').waitFor()
    await sheet.getByLabel('图形验证码', { exact: true }).fill('1234')
    const reloaded = await countdownSeconds(page)
    expect(reloaded).not.toBeNull()
    expect(reloaded!).toBeLessThanOrEqual(reopened!)
    await expect(sheet.getByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled()
    expect(sms).toHaveLength(1)

    // The code is never stored; the end time is.
    await sheet.getByLabel('短信验证码').fill('123456')
    // Read once, the code typed: the code stored at all is the fault.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(stored).not.toMatch(/(^|\D)123456(\D|$)/)
    expect(stored).toContain('smsCountdown')

    // The transfer goes through with the code of the one SMS.
    await sheet.getByRole('button', { name: '确认转赠' }).click()
    await page.getByRole('region', { name: '转赠结果' }).getByText('剩余可用积分 780').waitFor()
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })
  test('an SMS-checked transfer whose answer is lost: the retry carries the same proof and id, asks for no new code, books once', async ({
    page,
    signedIn,
  }) => {
    const errors = await open(page, signedIn)
    const transfers = sent(page, TRANSFER_PATH)
    const checks = sent(page, CHECK_PATH)
    const sms = sent(page, SMS_PATH)
    await page.getByTestId('transfer-balance').getByText('1,280').waitFor()
    const sheet = await confirmTransfer(page, '500')
    await enterCode(page, sheet)

    // The transfer reaches the server and is booked; its answer is lost on the way back.
    let lost = false
    await page.route(`**${TRANSFER_PATH}`, async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await sheet.getByRole('button', { name: '确认转赠' }).click()
    await sheet.getByRole('status').getByText(UNSURE_TEXT).waitFor()
    await sheet.getByTestId('transfer-recheck-balance').getByText('780 积分').waitFor()
    // No new code is asked for the retry.
    await expect(sheet.getByLabel('短信验证码')).toHaveCount(0)
    await sheet.getByRole('button', { name: '重新提交' }).click()
    const result = page.getByRole('region', { name: '转赠结果' })
    await result.getByText('转赠成功').waitFor()
    await result.getByText('剩余可用积分 780').waitFor()

    // The send and the check named the transfer; the retry is the same request with the same proof.
    expect(transfers).toHaveLength(2)
    const body = JSON.parse(transfers[0]!.body) as { receive_user_id: string; integral: number }
    expect(body).toEqual({ user_id: expect.any(String), receive_user_id: expect.any(String), integral: 500 })
    const subject = { receive_user_id: body.receive_user_id, integral: 500 }
    expect(JSON.parse(sms[0]!.body)).toMatchObject({ phone: '13612345605', captcha: '1234', ...subject })
    expect(checks.map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { phone: '13612345605', checkCode: '123456', ...subject },
    ])
    expect(proofOf(transfers[0]!)).toMatch(/^TV\w+$/)
    expect(proofOf(transfers[1]!)).toBe(proofOf(transfers[0]!))
    expect(keyOf(transfers[1]!)).toBe(keyOf(transfers[0]!))
    expect(transfers[1]!.body).toBe(transfers[0]!.body)

    // A reload reads the balance from the server: one transfer of 500.
    await page.reload()
    await settled(page)
    await page.getByTestId('transfer-balance').getByText('780').waitFor()
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('a refused transfer uses its SMS check up: the sheet asks for a new code', async ({
    page,
    signedIn,
  }) => {
    const errors = await open(page, signedIn)
    const transfers = sent(page, TRANSFER_PATH)
    const sheet = await confirmTransfer(page, '500')
    await enterCode(page, sheet)
    let refused = false
    await page.route(`**${TRANSFER_PATH}`, async (route) => {
      if (refused) return route.continue()
      refused = true
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '9999', msg: '系统繁忙，请稍后再试' }),
      })
    })
    await sheet.getByRole('button', { name: '确认转赠' }).click()
    await page.getByText('系统繁忙，请稍后再试').waitFor()
    // The SMS fields start again, empty, and 确认转赠 waits for them (marketing §5: it looks disabled).
    await sheet.getByAltText('图形验证码').waitFor()
    await expect(sheet.getByLabel('图形验证码', { exact: true })).toHaveValue('')
    await expect(sheet.getByLabel('短信验证码')).toHaveValue('')
    await expect(sheet.getByRole('button', { name: '确认转赠' })).toHaveAttribute('aria-disabled', 'true')
    expect(transfers).toHaveLength(1)
    expect(proofOf(transfers[0]!)).toMatch(/^TV\w+$/)
    await page.getByTestId('transfer-balance').getByText('1,280').waitFor()
    expect(errors).toEqual([])
  })
  /**
   * The session expires while the customer retries a transfer whose answer was lost (docs/money-actions.md,
   * "A refusal of the caller is no answer"): the 403 reloads the page once, the customer signs in again (by
   * WeChat's authorisation on its own; in the app by 立即登录 and the native login), the sheet is back as it
   * was, and the retry goes out under the same id: the server answers the first try again, booked once.
   */
  test('lost, then a 403 (the session expired), then signed in again: the sheet is back, one id, booked once', async ({
    page,
    signedIn,
  }) => {
    const errors = await open(page, signedIn)
    const transfers = sent(page, TRANSFER_PATH)
    await page.getByTestId('transfer-balance').getByText('1,280').waitFor()
    const sheet = await confirmTransfer(page, '100')

    // 1: booked, the answer lost. 2: the session has expired (HTTP 403). 3 on: the server's own answers.
    await lostThen(page, { status: 403, body: { code: '403', msg: '登录已失效' } })
    await sheet.getByRole('button', { name: '确认转赠' }).click()
    await sheet.getByTestId('transfer-recheck-balance').getByText('1,180 积分').waitFor()
    const reloaded = page.waitForEvent('load')
    await sheet.getByRole('button', { name: '重新提交' }).click()
    await reloaded
    if (channel() === 'app') {
      // The app's native login, started by this page, comes back with its ticket.
      await page.getByRole('button', { name: '立即登录' }).click({ timeout: 15_000 })
    }
    // Signed in again: the sheet as it was left, the balance read afresh.
    const back = page.getByRole('dialog', { name: '确认转赠' })
    await back
      .getByRole('status')
      .getByText(
        '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。',
      )
      .waitFor({ timeout: 20_000 })
    await page.getByTestId('transfer-balance').getByText('1,180').waitFor()
    await back.getByRole('button', { name: '重新提交' }).click()
    const result = page.getByRole('region', { name: '转赠结果' })
    await result.getByText('转赠成功').waitFor()
    await result.getByText('剩余可用积分 1,180').waitFor()
    expect(transfers).toHaveLength(3)
    expect(new Set(transfers.map(keyOf)).size).toBe(1)
    expect(new Set(transfers.map((t) => t.body)).size).toBe(1)
    // Nothing of it is left for the next visit.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pendingTransfer'))).toBeNull()
    await page.reload()
    await settled(page)
    await page.getByTestId('transfer-balance').getByText('1,180').waitFor()
    await expect(page.getByRole('dialog', { name: '确认转赠' })).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
