import type { Browser, Page } from '@playwright/test'
import { collectErrors, expect, newPhone, ON, setScenario, settled, signInViaOAuth, test } from './browser'

/** The invitee landing, invite progress and prize pages (marketing §2.2-§2.4, §4.3, §4.4). */

const INVITER = 'oMock0005wxUser5' // the `opened` scenario user
const shareLink = (path = '/mgmInvited', inviter = INVITER) =>
  `/?inviterOpenId=${inviter}#${path}?inviterOpenId=${inviter}`

async function phoneAs(
  browser: Browser,
  user: string,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  await setScenario({ user })
  const page = await (await newPhone(browser)).newPage()
  const errors = collectErrors(page)
  await signInViaOAuth(page, path)
  await settled(page, 'main')
  return { page, errors }
}

test.describe('invitee landing outcomes', ON.wechat, () => {
  test('a link without an inviter shows the invalid-link view', async ({ browser }) => {
    const { page, errors } = await phoneAs(browser, 'boundNotOpened', '/#/mgmInvited?inviterOpenId=null')
    await expect(page.getByText('邀请链接已失效')).toBeVisible()
    await page.getByRole('img', { name: '下载APP查看奖励' }).waitFor()
    expect(errors).toEqual([])
  })

  test('a new friend is saved: inviter shown, first purchase to do, inviter stored', async ({ browser }) => {
    const { page, errors } = await phoneAs(browser, 'boundNotOpened', shareLink())
    await page.getByText('您的好友 杨* 邀请您').waitFor()
    await page.getByRole('button', { name: '去完成' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('inviterOpenId'))).toBe(INVITER)
    await page.getByRole('button', { name: '去学理财' }).click()
    await expect(page).toHaveURL(/#\/studyMoneyManage/)
    expect(errors).toEqual([])
  })

  test('an account holder is invited to become a promoter', async ({ browser }) => {
    const { page } = await phoneAs(browser, 'whitelisted', shareLink('/mgmInvitednew'))
    await page.getByText('您已是我们的老朋友，本次邀请仅限新朋友参与').waitFor()
    await page.getByRole('button', { name: '邀请好友' }).click()
    await expect(page).toHaveURL(/#\/mgmfournew/)
  })

  test('an unbound friend is sent to bind with isMgm=17; behind the alert the bind task is still to do', async ({
    browser,
  }) => {
    const { page } = await phoneAs(browser, 'unbound', shareLink())
    await page.getByRole('dialog').getByText('您还未绑定手机号，绑定后即可接受好友邀请').waitFor()
    // The no-bind view never says 绑定手机号 已完成.
    const bindTask = page.locator('li', { hasText: '绑定手机号' })
    await expect(bindTask).toContainText('待完成')
    await expect(bindTask).not.toContainText('已完成')
    await page.getByRole('button', { name: '去绑定' }).click()
    await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=17/)
  })

  test('back from the bind flow (hasSaveInvite=1): the answer the invitation had, and no second save', async ({
    browser,
  }) => {
    await setScenario({ user: 'boundNotOpened' })
    const ctx = await newPhone(browser)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    const saves: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/newMgm/saveNewMgmRecord')) saves.push(r.url())
    })
    // The friend came through the link (the inviter is stored) and the invitation was saved once.
    await signInViaOAuth(page, shareLink())
    await settled(page, 'main')
    await page.getByText('您的好友 杨* 邀请您').waitFor()
    expect(saves).toHaveLength(1)
    await page.goto('/#/mgmInvited?hasSaveInvite=1')
    await settled(page, 'main')
    await page.getByText('您的好友 杨* 邀请您').waitFor()
    // A repeat could be refused (3333, another inviter): the landing shows the answer it has.
    expect(saves).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test('the invited-friend page records the inviter’s link and the staff forward (§7.7)', async ({
    browser,
  }) => {
    await setScenario({ user: 'boundNotOpened' })
    const ctx = await newPhone(browser)
    const page = await ctx.newPage()
    const records: Array<Record<string, string>> = []
    page.on('request', (r) => {
      if (r.url().includes('/saveEmployeeForward')) records.push(r.postDataJSON() as Record<string, string>)
    })
    const query = `inviterOpenId=${INVITER}&inviterIdType=2`
    await signInViaOAuth(page, `/?${query}#/mgmInvitednew?${query}&staffClientId=EMP42`)
    await settled(page, 'main')
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(2)
    expect(records.map((r) => [r.forwardUserId, r.userIdType, r.actType, r.forwardType])).toEqual([
      ['EMP42', '3', 'new_mgm_invitedSc', 'link'],
      [INVITER, '2', 'new_mgm_invitedSc', 'link'],
    ])
    expect(records[1].invitedUserId).toMatch(/^o/)
  })
})

test.describe('direct links: the home buttons’ gates (marketing §6)', ON.wechat, () => {
  test('an unbound visitor opening the prize record gets the bind popup and no records', async ({
    browser,
  }) => {
    let recordsAsked = false
    await setScenario({ user: 'unbound' })
    const ctx = await newPhone(browser)
    const page = await ctx.newPage()
    page.on('request', (r) => {
      if (r.url().includes('/newMgm/exchangePrizeList')) recordsAsked = true
    })
    const errors = collectErrors(page)
    await signInViaOAuth(page, '/#/mgmPrizeRecorder?pageFlag=new_mgm_inviter')
    await settled(page, 'main')
    const popup = page.getByRole('dialog')
    await popup.getByText('您还未登录，请先绑定手机号后参与活动').waitFor()
    await popup.getByRole('button', { name: '去绑定' }).click()
    await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=16/)
    expect(recordsAsked).toBe(false)
    expect(errors).toEqual([])
  })

  test('a bound user without an account opening invite progress gets the open-account popup', async ({
    browser,
  }) => {
    let progressAsked = false
    await setScenario({ user: 'boundNotOpened' })
    const ctx = await newPhone(browser)
    const page = await ctx.newPage()
    page.on('request', (r) => {
      if (r.url().includes('/newMgm/inviteRecordDetail')) progressAsked = true
    })
    await signInViaOAuth(page, '/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
    await settled(page, 'main')
    const popup = page.getByRole('dialog')
    await popup.getByText('您还未开通直销账户，开户后即可邀请好友赚奖学金').waitFor()
    await popup.getByRole('button', { name: '取消' }).click()
    await expect(page).toHaveURL(/#\/mgmfour/)
    expect(progressAsked).toBe(false)
  })
})

test.describe('invite progress', ON.wechat, () => {
  test('reminds a friend once per channel per day', async ({ browser }) => {
    const { page, errors } = await phoneAs(browser, 'opened', '/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
    await page.getByRole('button', { name: '提醒TA 139****0001' }).click()
    await page.getByText('微信提醒').click()
    await page.getByText('提醒成功').waitFor()
    const again = page.getByRole('button', { name: '已提醒 139****0001' })
    await again.waitFor()
    await again.click()
    await page.getByText('微信提醒').click()
    await page.getByText('今日已提醒过该好友').waitFor()
    await expect(page.getByText('温馨提示：好友完成任务后，最晚7个工作日内', { exact: false })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('prize record and detail', ON.wechat, () => {
  test('opens a code+password prize and copies both', async ({ browser }) => {
    const { page, errors } = await phoneAs(browser, 'opened', '/#/mgmPrizeRecorder?pageFlag=new_mgm_inviter')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: /10元京东E卡/ }).click()
    await expect(page).toHaveURL(/#\/mgmfourQy/)
    await page.getByRole('button', { name: '一键复制卡号和卡密' }).click()
    await page.getByText('复制成功').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^卡号：\w+\n卡密：\d{6}$/)
    expect(errors).toEqual([])
  })
})
