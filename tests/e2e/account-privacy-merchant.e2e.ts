import type { Page } from '@playwright/test'
import { href, PATHS } from '@/shared/lib/paths'
import { collectErrors, expect, ON, settled, test } from './browser'

/** The pop-up's check boxes (antd-mobile hides the native input). */
const box = (page: Page, i: number) => page.locator('.adm-checkbox').nth(i)

/** What 同意 needs: all three boxes ticked (the second one by 同意本协议 in its sheet). */
const allTicked = (page: Page) =>
  expect.poll(() => page.locator('.adm-checkbox.adm-checkbox-checked').count(), { timeout: 5000 }).toBe(3)

/** Scrolls the document inside the named frame to its end (the document posts END_OF_SCROLL). */
async function readToEnd(page: Page, title: string) {
  const frame = page.frameLocator(`iframe[title="${title}"]`)
  await frame.locator('h1').waitFor()
  await frame.locator('body').evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

test.describe('privacy consent through the pop-up page', ON.wechat, () => {
  test('reads the document to the end, ticks three boxes, agrees and is redirected', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(`/#${href(PATHS.privacypop, { redirectUrl: '/productMarket', privacyBeta: '1' })}`)
    await settled(page)
    await page.getByRole('heading', { name: '隐私政策' }).waitFor()
    // the first box opens the viewer before the document is read
    await box(page, 0).click()
    const unread = page.getByRole('button', { name: '请上滑看完本隐私政策再同意' })
    await unread.waitFor()
    await expect(unread).toBeDisabled()
    await readToEnd(page, '隐私政策')
    await page.getByRole('button', { name: '同意本隐私政策' }).click()
    await page.getByRole('button', { name: '同意', exact: true }).waitFor()
    // the second box has its own agreement to read
    await box(page, 1).click()
    await readToEnd(page, '用户服务协议')
    await page.getByRole('button', { name: '同意本协议' }).click()
    await box(page, 2).click()
    await allTicked(page)
    await page.getByRole('button', { name: '同意', exact: true }).click()
    await expect(page).toHaveURL(/#\/productMarket/, { timeout: 15_000 })
    await expect
      .poll(() =>
        page.evaluate(() => ({
          version: localStorage.getItem('privacy-version'),
          status: localStorage.getItem('privacyAgreeStatus'),
        })),
      )
      .toEqual({ version: '3.2', status: '1' })
    expect(errors).toEqual([])
  })

  test('does not follow a redirect off the official domain', async ({ page }) => {
    await page.goto(`/#${href(PATHS.privacypop, { redirectUrl: 'https://evil.example/x' })}`)
    await settled(page)
    await page.evaluate(() => localStorage.setItem('privacyReadEnd', '1'))
    await page.reload()
    await settled(page)
    await box(page, 0).click()
    await box(page, 1).click()
    await readToEnd(page, '用户服务协议')
    await page.getByRole('button', { name: '同意本协议' }).click()
    await box(page, 2).click()
    await allTicked(page)
    await page.getByRole('button', { name: '同意', exact: true }).click()
    await page.getByText('您已同意隐私政策').waitFor()
    expect(new URL(page.url()).host).not.toBe('evil.example')
  })
})

test.describe('the privacy viewer shows only its own texts (catalogue §2.8)', ON.wechatAndApp, () => {
  const CRAFTED = {
    privacyTitle: '您的账户存在异常，请立即致电400-000-0000',
    privateContentNotReadedButton: '账户已冻结，请致电400-000-0000解冻',
    privateContentReadedButton: '立即致电400-000-0000',
  }

  test('a crafted link gets the default title and buttons, never its own sentence', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(`/#${href(PATHS.privacywebview, { privacyUrl: '/__mock/doc/privacy', ...CRAFTED })}`)
    await settled(page)
    const unread = page.getByRole('button', { name: '请上滑看完本隐私政策再同意' })
    await expect(unread).toBeDisabled()
    await expect(page).toHaveTitle('隐私政策')
    await readToEnd(page, '隐私政策')
    await expect(page.getByRole('button', { name: '同意本隐私政策' })).toBeEnabled()
    // Read once, the document read to its end: a crafted sentence shown at all is the fault.
    const shown = await page.evaluate(() => `${document.title}\n${document.body.innerHTML}`)
    for (const text of Object.values(CRAFTED)) expect(shown).not.toContain(text)
    expect(shown).not.toContain('400-000-0000')
    expect(errors).toEqual([])
  })

  test('a link with the configured button texts still shows them; a title in the address is ignored', async ({
    page,
  }) => {
    await page.goto(
      `/#${href(PATHS.privacywebview, {
        privacyUrl: '/__mock/doc/service',
        privacyTitle: '用户服务协议',
        privateContentNotReadedButton: '查看隐私政策',
        privateContentReadedButton: '同意',
      })}`,
    )
    await settled(page)
    await expect(page.getByRole('button', { name: '查看隐私政策' })).toBeDisabled()
    await expect(page).toHaveTitle('隐私政策')
    await readToEnd(page, '隐私政策')
    await expect(page.getByRole('button', { name: '同意', exact: true })).toBeEnabled()
  })
})

test.describe('the viewer shows the title the app hands it (catalogue §2.8)', ON.wechat, () => {
  test.use({ scenario: { user: 'unbound' } })

  test('a configured agreement opened from the bind form is titled with its name', async ({
    page,
    signedIn,
  }) => {
    await signedIn(`/#${PATHS.bindUser}`)
    await settled(page)
    await page.getByRole('link', { name: '《用户服务协议》' }).click()
    await expect(page).toHaveTitle('用户服务协议')
    await expect(page.locator('iframe[title="用户服务协议"]')).toBeVisible()
    expect(new URL(page.url()).hash).not.toContain('privacyTitle')
  })
})

test.describe('merchant business binding', ON.wechat, () => {
  test.describe(() => {
    test.use({ scenario: { user: 'unbound' } })
    test('binds with captcha 1234 and SMS 123456 and reaches its success', async ({ page, signedIn }) => {
      const errors = collectErrors(page)
      await signedIn(`/#${href(PATHS.bindBusiness, { pageFlag: 'xywx_bindbusiness', posId: 'P1' })}`)
      await settled(page)
      await page.getByRole('textbox', { name: '手机号' }).fill('13912345678')
      await page.getByAltText('图形验证码').waitFor()
      await page.getByRole('textbox', { name: '图形验证码' }).fill('1234')
      await page.getByRole('button', { name: '获取验证码' }).click()
      await page.getByRole('button', { name: /s后重新获取/ }).waitFor()
      await page.getByRole('textbox', { name: '短信验证码' }).fill('123456')
      await page.getByRole('button', { name: '立即绑定' }).click()
      await page.getByText('您的好友已成功邀请您').waitFor()
      await expect(page.getByRole('button', { name: '下载APP' })).toBeVisible()
      expect(errors).toEqual([])
    })
  })

  test('a stopped merchant page shows its stop notice', async ({ page, signedIn }) => {
    await signedIn(`/#${href(PATHS.bindBusiness, { pageFlag: 'closed_demo' })}`)
    await settled(page)
    await expect(page.getByRole('button', { name: '立即绑定' })).toHaveCount(0)
  })
})
