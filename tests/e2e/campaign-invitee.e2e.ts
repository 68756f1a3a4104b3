import type { Page } from '@playwright/test'
import { collectErrors, expect, ON, settled, test, requestsTo } from './browser'

/** The invitee landing, invite progress and prize pages (marketing §2.2-§2.4, §4.3, §4.4). */

const INVITER = 'oMock0005wxUser5' // the `opened` scenario user
const shareLink = (path = '/mgmInvited', inviter = INVITER) =>
  `/?inviterOpenId=${inviter}#${path}?inviterOpenId=${inviter}`

/** Signs the scenario's customer in on `page` (the `signedIn` fixture) and opens `path`. */
async function open(
  page: Page,
  signedIn: (path: string) => Promise<void>,
  path: string,
): Promise<{ errors: string[] }> {
  const errors = collectErrors(page)
  await signedIn(path)
  await settled(page, 'main')
  return { errors }
}

test.describe('invitee landing outcomes', ON.wechat, () => {
  test.describe(() => {
    test.use({ scenario: { user: 'boundNotOpened' } })
    test('a link without an inviter shows the invalid-link view', async ({ page, signedIn }) => {
      const { errors } = await open(page, signedIn, '/#/mgmInvited?inviterOpenId=null')
      await expect(page.getByText('邀请链接已失效')).toBeVisible()
      await page.getByRole('img', { name: '下载APP查看奖励' }).waitFor()
      expect(errors).toEqual([])
    })

    test('a new friend is saved: inviter shown, first purchase to do, inviter stored', async ({
      page,
      signedIn,
    }) => {
      const { errors } = await open(page, signedIn, shareLink())
      await page.getByText('您的好友 杨* 邀请您').waitFor()
      await page.getByRole('button', { name: '去完成' }).waitFor()
      await expect.poll(() => page.evaluate(() => localStorage.getItem('inviterOpenId'))).toBe(INVITER)
      await page.getByRole('button', { name: '去学理财' }).click()
      await expect(page).toHaveURL(/#\/studyMoneyManage/)
      expect(errors).toEqual([])
    })
  })

  test.describe(() => {
    test.use({ scenario: { user: 'whitelisted' } })
    test('an account holder is invited to become a promoter', async ({ page, signedIn }) => {
      await open(page, signedIn, shareLink('/mgmInvitednew'))
      await page.getByText('您已是我们的老朋友，本次邀请仅限新朋友参与').waitFor()
      await page.getByRole('button', { name: '邀请好友' }).click()
      await expect(page).toHaveURL(/#\/mgmfournew/)
    })
  })

  test.describe(() => {
    test.use({ scenario: { user: 'unbound' } })
    test('an unbound friend is sent to bind with isMgm=17; behind the alert the bind task is still to do', async ({
      page,
      signedIn,
    }) => {
      await open(page, signedIn, shareLink())
      await page.getByRole('dialog').getByText('您还未绑定手机号，绑定后即可接受好友邀请').waitFor()
      // The no-bind view never says 绑定手机号 已完成.
      const bindTask = page.locator('li', { hasText: '绑定手机号' })
      await expect(bindTask).toContainText('待完成')
      await expect(bindTask).not.toContainText('已完成')
      await page.getByRole('button', { name: '去绑定' }).click()
      await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=17/)
    })
  })

  test.describe(() => {
    test.use({ scenario: { user: 'boundNotOpened' } })
    test('back from the bind flow (hasSaveInvite=1): the answer the invitation had, and no second save', async ({
      page,
      signedIn,
    }) => {
      const errors = collectErrors(page)
      const saves = requestsTo(page, '/newMgm/saveNewMgmRecord')
      // The friend came through the link (the inviter is stored) and the invitation was saved once.
      await signedIn(shareLink())
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
      page,
      signedIn,
    }) => {
      const sent = requestsTo(page, '/saveEmployeeForward')
      const records = () => sent.map((r) => r.json<Record<string, string>>())
      const query = `inviterOpenId=${INVITER}&inviterIdType=2`
      await signedIn(`/?${query}#/mgmInvitednew?${query}&staffClientId=EMP42`)
      await settled(page, 'main')
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2)
      expect(records().map((r) => [r.forwardUserId, r.userIdType, r.actType, r.forwardType])).toEqual([
        ['EMP42', '3', 'new_mgm_invitedSc', 'link'],
        [INVITER, '2', 'new_mgm_invitedSc', 'link'],
      ])
      expect(records()[1].invitedUserId).toMatch(/^o/)
    })
  })
})

test.describe('direct links: the home buttons’ gates (marketing §6)', ON.wechat, () => {
  test.describe(() => {
    test.use({ scenario: { user: 'unbound' } })
    test('an unbound visitor opening the prize record gets the bind popup and no records', async ({
      page,
      signedIn,
    }) => {
      const recordsAsked = requestsTo(page, '/newMgm/exchangePrizeList')
      const errors = collectErrors(page)
      await signedIn('/#/mgmPrizeRecorder?pageFlag=new_mgm_inviter')
      await settled(page, 'main')
      const popup = page.getByRole('dialog')
      await popup.getByText('您还未登录，请先绑定手机号后参与活动').waitFor()
      await popup.getByRole('button', { name: '去绑定' }).click()
      await expect(page).toHaveURL(/#\/bindUserTip\?isMgm=16/)
      expect(recordsAsked).toEqual([])
      expect(errors).toEqual([])
    })
  })

  test.describe(() => {
    test.use({ scenario: { user: 'boundNotOpened' } })
    test('a bound user without an account opening invite progress gets the open-account popup', async ({
      page,
      signedIn,
    }) => {
      const progressAsked = requestsTo(page, '/newMgm/inviteRecordDetail')
      await signedIn('/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
      await settled(page, 'main')
      const popup = page.getByRole('dialog')
      await popup.getByText('您还未开通直销账户，开户后即可邀请好友赚奖学金').waitFor()
      await popup.getByRole('button', { name: '取消' }).click()
      await expect(page).toHaveURL(/#\/mgmfour/)
      expect(progressAsked).toEqual([])
    })
  })
})

test.describe('invite progress', ON.wechat, () => {
  test.use({ scenario: { user: 'opened' } })

  test('reminds a friend once per channel per day', async ({ page, signedIn }) => {
    const { errors } = await open(page, signedIn, '/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
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
  test.use({ scenario: { user: 'opened' } })

  test('opens a code+password prize and copies both', async ({ page, signedIn }) => {
    const { errors } = await open(page, signedIn, '/#/mgmPrizeRecorder?pageFlag=new_mgm_inviter')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: /10元京东E卡/ }).click()
    await expect(page).toHaveURL(/#\/mgmfourQy/)
    await page.getByRole('button', { name: '一键复制卡号和卡密' }).click()
    await page.getByText('复制成功').waitFor()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^卡号：\w+\n卡密：\d{6}$/)
    expect(errors).toEqual([])
  })
})
