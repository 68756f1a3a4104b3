import type { BrowserContext, Page } from '@playwright/test'
import { collectErrors, expect, ON, setScenario, settled, test, requestsTo } from './browser'

/**
 * Pages act on answers about the customer as they are now (marketing §2.1, §4.4; docs/identity.md, "Answers a
 * page asked for"): a customer who binds from a campaign page comes back to it, the backend answers slowly (the
 * mock's `slow` fault on the calls that say who the campaign user is), and the page shows its loading state,
 * never what it knew before the bind (立即登录, the story closed before, 您还未绑定手机号 / 去绑定).
 */

const INVITER = 'oMock0005wxUser5' // the `opened` scenario user
const shareLink = (path = '/mgmInvited') => `/?inviterOpenId=${INVITER}#${path}?inviterOpenId=${INVITER}`

/**
 * The calls that say who the campaign user is (the customer status, src/api/identity-queries.ts), answered
 * slowly from now on.
 */
const CAMPAIGN_USER_PATHS = ['getUserBindStatus', 'loginToApp', 'getOpenStatus', 'appUserOpenStatus']

/**
 * Records, from now on, which of `texts` the page ever draws (and whether it draws its loading state), on
 * every change of the document: a retrying check would miss a text drawn for a moment.
 */
const WATCH = (texts: string[]) => {
  const w = window as unknown as { __drawn: string[] }
  w.__drawn = []
  const check = () => {
    const shown = document.body?.innerText ?? ''
    for (const text of texts) if (shown.includes(text) && !w.__drawn.includes(text)) w.__drawn.push(text)
    if (document.querySelector('[data-page-loading]') && !w.__drawn.includes('loading'))
      w.__drawn.push('loading')
  }
  // The document itself: a script run before the page's own has no <html> element to observe yet.
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
  check()
}

async function watch(page: Page, texts: string[]): Promise<void> {
  await page.evaluate(WATCH, texts)
}

async function watchFromStart(ctx: BrowserContext, texts: string[]): Promise<void> {
  await ctx.addInitScript(WATCH, texts)
}

/** What the page has drawn until now: a record that only grows, read once (at this instant). */
const drawn = (page: Page) => page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn)

/** /bindUserTip → the privacy sheet → /bindUserPhoneRegister: one-tap registration → /bindSuccess. */
async function registerFromBindTip(page: Page): Promise<void> {
  await page.getByRole('button', { name: '同意', exact: true }).click({ timeout: 15_000 })
  await expect(page).toHaveURL(/#\/bindUserPhoneRegister/, { timeout: 15_000 })
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check({ force: true })
  await page.getByRole('button', { name: '一键注册并绑定' }).click()
  await expect(page).toHaveURL(/#\/bindSuccess/, { timeout: 15_000 })
  await settled(page, 'main')
}

test.describe('back on the campaign after binding, with a slow answer', ON.wechat, () => {
  // A phone bound but not registered: its app login fails (§4.4), so the home says 立即登录.
  test.use({ scenario: { user: 'boundNotRegistered' } })

  test('/mgmfour: neither 立即登录 nor the story closed before, then 立即开户', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await signedIn('/#/mgmfour')
    await settled(page, 'main')
    await page.getByRole('button', { name: '我知道了，去邀请' }).click()
    await page.getByRole('button', { name: '立即登录 参与活动' }).click()
    await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=16/)
    await registerFromBindTip(page)

    await setScenario({ fault: 'slow', faultPaths: CAMPAIGN_USER_PATHS })
    await watch(page, ['立即登录', '我知道了，去邀请'])
    await page.getByRole('button', { name: '继续参与活动' }).click()
    await expect(page).toHaveURL(/#\/mgmfour/)
    // Registered now, without a direct-sales account.
    await page.getByRole('button', { name: '立即开户 参与活动' }).waitFor({ timeout: 20_000 })
    expect(await drawn(page)).toEqual(['loading'])
    expect(errors).toEqual([])
  })

  test('the invitee landing: never 您还未绑定手机号 / 去绑定, and the invitation saved once', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    const saves = requestsTo(page, '/newMgm/saveNewMgmRecord')
    await signedIn(shareLink())
    const alert = page.getByRole('dialog')
    await alert.getByText('您还未绑定手机号，绑定后即可接受好友邀请').waitFor({ timeout: 15_000 })
    await alert.getByRole('button', { name: '去绑定' }).click()
    await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=17/)
    // The registration saves the invitation (account-and-shared §4) before /bindSuccess.
    await registerFromBindTip(page)
    expect(saves).toHaveLength(1)

    await setScenario({ fault: 'slow', faultPaths: CAMPAIGN_USER_PATHS })
    await watch(page, ['您还未绑定手机号', '去绑定'])
    await page.getByRole('button', { name: '继续参与活动' }).click()
    await expect(page).toHaveURL((url) => url.hash.includes('hasSaveInvite=1'))
    await page.getByText('您的好友 杨* 邀请您').waitFor({ timeout: 20_000 })
    expect(await drawn(page)).toEqual(['loading'])
    // The landing drew the bind flow's answer: no second save (a real backend may refuse it with 3333).
    expect(saves).toHaveLength(1)
    expect(errors).toEqual([])
  })
})

test.describe('back on the invitee landing after the app’s login, with a slow answer', ON.app, () => {
  test.use({ scenario: { user: 'boundNotOpened' } })

  test('never 您还未登录 / 去登录 once signed in; the invitation saved once', async ({ page, context }) => {
    const errors = collectErrors(page)
    const saves = requestsTo(page, '/newMgm/saveNewMgmRecord')
    await page.goto(shareLink())
    const alert = page.getByRole('dialog')
    await alert.getByText('您还未登录，登录后即可接受好友邀请').waitFor({ timeout: 15_000 })

    await setScenario({ fault: 'slow', faultPaths: CAMPAIGN_USER_PATHS })
    // The native login comes back with a ticket: a new document, watched from its start.
    await watchFromStart(context, ['您还未登录', '去登录'])
    await alert.getByRole('button', { name: '去登录' }).click()
    await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, {
      timeout: 15_000,
    })
    await page.getByText(/您的好友 .+ 邀请您/).waitFor({ timeout: 20_000 })
    expect(await drawn(page)).toEqual(['loading'])
    expect(saves).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test('a signed-in app friend’s landing opened again (Back) saves nothing more', async ({
    page,
    signedIn,
  }) => {
    const saves = requestsTo(page, '/newMgm/saveNewMgmRecord')
    await signedIn(shareLink())
    await page.getByText(/您的好友 .+ 邀请您/).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: '去学理财' }).click()
    await expect(page).toHaveURL(/#\/studyMoneyManage/)
    await settled(page)
    await page.goBack()
    await page.getByText(/您的好友 .+ 邀请您/).waitFor({ timeout: 15_000 })
    expect(saves).toHaveLength(1)
  })
})
