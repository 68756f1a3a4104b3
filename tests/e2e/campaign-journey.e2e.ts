import type { Locator } from '@playwright/test'
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
import { answerWechatReports, FAKE_WX } from './wechat-sdk-stand-in'

/**
 * The whole invitation journey across two phones (marketing §2.1-§2.4, account-and-shared §4):
 * inviter home → share link → a new friend lands, binds (captcha 1234, SMS 123456) and comes back →
 * the inviter sees the friend in the progress list, reminds, exchanges coins and copies the prize.
 */

const FRIEND_PHONE = '13600007777'
const FRIEND_MASKED = '136****7777'

/** Clicks when the element shows up within `ms` (first-visit overlays); false otherwise. */
async function clickIfShown(locator: Locator, ms = 2500): Promise<boolean> {
  try {
    await locator.waitFor({ state: 'visible', timeout: ms })
  } catch {
    return false
  }
  await locator.click()
  return true
}

describeEachData('invitation journey', ON.wechat, () => {
  test.use({ scenario: { user: 'opened' } })

  test('inviter shares, friend binds through the link, inviter reminds, exchanges and copies the prize', async ({
    browser,
    page: inviter,
    context: inviterCtx,
    signedIn,
  }) => {
    // 1. The inviter opens the home and shares to a WeChat friend.
    await inviterCtx.addInitScript(FAKE_WX)
    const reports = await answerWechatReports(inviterCtx)
    await inviterCtx.grantPermissions(['clipboard-read', 'clipboard-write'])
    const inviterErrors = collectErrors(inviter)
    await signedIn('/#/mgmfour')
    await settled(inviter, 'main')
    await clickIfShown(inviter.getByRole('button', { name: '我知道了，去邀请' }))
    await clickIfShown(inviter.getByRole('button', { name: '立即领取' }))
    await clickIfShown(inviter.getByRole('button', { name: '微信好友' }), 1500)
    await inviter.waitForFunction(() => !!(window as unknown as { __shareData?: unknown }).__shareData)
    // The SDK's report beacon went out, past the CSP (no violation: inviterErrors below).
    await expect.poll(() => reports.length).toBeGreaterThan(0)
    const shareLink = await inviter.evaluate(
      () => (window as unknown as { __shareData: { link: string } }).__shareData.link,
    )
    // The inviter id and its share-tracking type (2: a WeChat openid) in both parts of the link.
    expect(shareLink).toMatch(
      /\?inviterOpenId=oMock0005wxUser5&inviterIdType=2#\/mgmInvited\?inviterOpenId=oMock0005wxUser5&inviterIdType=2$/,
    )

    // 2. A friend without a bound phone opens the link in a new WeChat.
    await setScenario({ user: 'unbound' })
    const friendCtx = await newPhone(browser)
    const friend = await friendCtx.newPage()
    const friendErrors = collectErrors(friend)
    const visit = friend.waitForRequest((r) => r.url().includes('/saveEmployeeForward'))
    await signInViaOAuth(friend, shareLink)
    await friend.getByRole('dialog').getByText('您还未绑定手机号，绑定后即可接受好友邀请').waitFor()
    // §7.7: the invited-friend page tracks the inviter with the type the inviter's share was tracked with.
    expect((await visit).postDataJSON()).toMatchObject({
      forwardUserId: 'oMock0005wxUser5',
      userIdType: '2',
      actType: 'new_mgm_invited',
    })
    await expect
      .poll(() => friend.evaluate(() => localStorage.getItem('inviterOpenId')))
      .toBe('oMock0005wxUser5')
    await friend.getByRole('button', { name: '去绑定' }).click()
    await expect(friend).toHaveURL((url) => url.hash.includes('isMgm=17'))
    await clickIfShown(friend.getByRole('button', { name: '同意', exact: true }), 5000)
    await expect(friend).toHaveURL(/#\/bindUser\?/)

    // 3. The friend binds: phone, captcha 1234, SMS 123456, agreement.
    await friend.getByLabel('手机号', { exact: true }).fill(FRIEND_PHONE)
    await friend.getByRole('img', { name: '图形验证码' }).waitFor()
    await friend.getByLabel('图形验证码', { exact: true }).fill('1234')
    await friend.getByRole('button', { name: '获取验证码' }).click()
    await friend.getByLabel('短信验证码').fill('123456')
    await friend.locator('.adm-checkbox-icon').first().click()
    await friend.getByRole('button', { name: '绑定', exact: true }).click()
    await expect(friend).toHaveURL(/#\/bindSuccess/, { timeout: 15_000 })
    await friend.getByRole('button', { name: '继续参与活动' }).click()

    // 4. Back on the landing (hasSaveInvite=1): the invite is saved, first purchase still to do.
    await expect(friend).toHaveURL((url) => url.hash.includes('hasSaveInvite=1'))
    await settled(friend, 'main')
    await friend.getByText('一起赚奖学金').waitFor()
    await friend.getByRole('button', { name: '去完成' }).waitFor()
    expect(friendErrors).toEqual([])
    await friendCtx.close()

    // 5. The inviter's progress shows the friend; a reminder by SMS goes out once.
    await setScenario({ user: 'opened' })
    await inviter.goto('/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
    await settled(inviter, 'main')
    await inviter.getByRole('button', { name: `提醒TA ${FRIEND_MASKED}` }).click()
    await inviter.getByText('短信提醒').click()
    await inviter.getByText('发送成功').waitFor()
    await inviter.getByRole('button', { name: `已提醒 ${FRIEND_MASKED}` }).waitFor()

    // 6. The inviter exchanges coins for a card and copies it from the prize detail.
    await inviter.goto('/#/mgmfour')
    await settled(inviter, 'main')
    await clickIfShown(inviter.getByRole('button', { name: '立即领取' }), 1500)
    await inviter.getByRole('button', { name: '去兑换' }).click()
    await inviter.getByRole('button', { name: '立即兑换' }).click()
    await inviter.getByText('兑换成功').waitFor({ timeout: 15_000 })
    await inviter.getByRole('button', { name: '查看兑换记录' }).click()
    await expect(inviter).toHaveURL(/#\/mgmPrizeRecorder/)
    await settled(inviter, 'main')
    await inviter.getByRole('list', { name: '兑换记录' }).getByRole('button').first().click()
    await expect(inviter).toHaveURL(/#\/mgmfourQy/)
    // The 4th card of the campaign is a code + password card (the mock cycles 1 → 2 → 3 → 1).
    await inviter.getByRole('button', { name: '一键复制卡号和卡密' }).click()
    await inviter.getByText('复制成功').waitFor()
    await expect
      .poll(() => inviter.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^卡号：\w+\n卡密：\d{6}$/)
    expect(inviterErrors).toEqual([])
  })
})
