import type { BrowserContext, Locator, Page } from '@playwright/test'
import { endpoints } from '@/api/endpoints'
import { href, PATHS } from '@/shared/lib/paths'
import {
  channel,
  collectErrors,
  expect,
  newPhone,
  ON,
  setScenario,
  settled,
  signInViaApp,
  signInViaOAuth,
  requestsTo,
  test,
} from './browser'

/**
 * One SMS countdown per device (account-and-shared §5, §9; docs/money-actions.md): after a send, 获取验证码
 * waits 60 s in every tab of the phone and whatever number is typed next. Tabs of one phone are pages of one
 * browser context: one origin, one localStorage.
 */

/** A form with the SMS row in each channel: the bind form in WeChat, the referral form in the app. */
const FORMS = {
  wechat: { user: 'unbound', path: `/#${PATHS.bindUser}`, phone: '手机号' },
  app: {
    user: 'whitelisted',
    path: `/#${href(PATHS.addMgmRecom, { pageFlag: 'xywx_recommend' })}`,
    phone: '好友手机号',
  },
} as const

const form = () => FORMS[channel() as keyof typeof FORMS]

/** Opens the channel's form in a new tab of the phone, signed in as that channel signs in. */
async function openForm(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage()
  if (channel() === 'app') await signInViaApp(page, form().path)
  else await signInViaOAuth(page, form().path)
  await settled(page)
  await page.getByLabel(form().phone, { exact: true }).waitFor()
  return page
}

const smsButton = (page: Page): Locator => page.getByRole('button', { name: /获取验证码|重新获取/ })
const countdown = (page: Page): Locator => page.getByRole('button', { name: /^\d+s后重新获取$/ })

async function typePhone(page: Page, phone: string) {
  const input = page.getByLabel(form().phone, { exact: true })
  await input.fill(phone)
  await expect(input).toHaveValue(phone)
}

/** Sends an SMS on the form of `page` (image captcha 1234 in the mock) and waits for its countdown. */
async function send(page: Page, phone: string) {
  await typePhone(page, phone)
  await page.getByRole('img', { name: '图形验证码' }).waitFor()
  await page.getByLabel('图形验证码', { exact: true }).fill('1234')
  await smsButton(page).click()
  await countdown(page).waitFor()
}

test.describe('one SMS countdown per device', ON.wechatAndApp, () => {
  test('a send in one tab disables 获取验证码 in a tab already open, whatever the phone', async ({
    browser,
  }) => {
    await setScenario({ user: form().user })
    const ctx = await newPhone(browser)
    const sends = requestsTo(ctx, endpoints.identity.sendVerification)
    const first = await openForm(ctx)
    const second = await openForm(ctx)
    const errors = [collectErrors(first), collectErrors(second)]

    // Open on the same form before the first tab sends: nothing counts yet.
    await typePhone(second, '13700137000')
    await expect(smsButton(second)).toHaveText('获取验证码')
    await expect(smsButton(second)).toBeEnabled()

    await send(first, '13912345678')
    await expect.poll(() => sends.length).toBe(1)

    // The tab already open counts down too, and stays disabled whatever number is typed.
    await expect(countdown(second)).toBeDisabled()
    await typePhone(second, '13700137001')
    await expect(countdown(second)).toBeDisabled()
    await typePhone(second, '13600136000')
    await second.getByRole('img', { name: '图形验证码' }).waitFor()
    await second.getByLabel('图形验证码', { exact: true }).fill('1234')
    await expect(countdown(second)).toBeDisabled()
    await expect(countdown(first)).toBeDisabled()
    expect(sends).toHaveLength(1)
    expect(errors.flat()).toEqual([])
  })

  test('a tab opened after the send reads the countdown, whatever the phone', async ({ browser }) => {
    await setScenario({ user: form().user })
    const ctx = await newPhone(browser)
    const sends = requestsTo(ctx, endpoints.identity.sendVerification)
    const first = await openForm(ctx)
    const errors = [collectErrors(first)]
    await send(first, '13912345678')
    await expect.poll(() => sends.length).toBe(1)

    const later = await openForm(ctx)
    errors.push(collectErrors(later))
    await typePhone(later, '13500135000')
    await expect(countdown(later)).toBeDisabled()
    await typePhone(later, '13500135001')
    await expect(countdown(later)).toBeDisabled()
    await expect(countdown(first)).toBeDisabled()

    // The device keeps the end time, in localStorage, and never the code.
    const stored = await later.evaluate(() => ({
      local: localStorage.getItem('smsCountdown'),
      session: sessionStorage.getItem('smsCountdown'),
    }))
    expect(stored.session).toBeNull()
    expect(JSON.parse(stored.local ?? '{}')).toEqual({ sms: expect.any(Number) })
    expect(sends).toHaveLength(1)
    expect(errors.flat()).toEqual([])
  })
})
