import { collectErrors, describeEachData, expect, ON, setScenario, settled, test } from './browser'

/** marketing §2.1: the inviter home as the opened mock user (65 coins, one waiting first-purchase reward). */

test.use({ scenario: { user: 'opened' } })

describeEachData('inviter home (/mgmfour)', ON.wechat, () => {
  test('story once, receive, share poster or QR, exchange a prize that then shows in the records', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await signedIn('/#/mgmfour')
    await settled(page, 'main')

    // The first-time story shows once; its flag is set on click.
    const story = page.getByRole('dialog', { name: '邀请好友 共赚奖学金' })
    await story.getByRole('button', { name: '我知道了，去邀请' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mgmStoryShown'))).toBe('1')

    // Then the receive popup for the waiting first-purchase reward.
    const receive = page.getByRole('dialog', { name: '恭喜您获得奖学金' })
    await receive.getByRole('button', { name: '立即领取' }).click()
    await page.getByText('领取成功').waitFor()
    await page.getByTestId('can-use-xyj').filter({ hasText: '70' }).waitFor()

    // Share → QR poster: the server poster (a key in the build) or the local QR code (no key).
    await page.getByRole('button', { name: '立即邀请好友' }).click()
    await page
      .getByRole('dialog', { name: '邀请好友' })
      .getByRole('button', { name: /二维码海报/ })
      .click()
    const poster = page.getByRole('dialog', { name: '二维码海报' })
    await poster.locator('img[alt="邀请海报"], [data-testid="local-qr-poster"]').first().waitFor()
    await poster.getByRole('button', { name: '关闭' }).click()
    await poster.waitFor({ state: 'hidden' })

    // Exchange the default prize (the largest affordable one: 50 yuan).
    await page.getByRole('button', { name: '去兑换' }).click()
    const exchange = page.getByRole('dialog', { name: '奖学金兑换' })
    const chosen = exchange.locator('button[aria-pressed="true"]')
    await expect(chosen).toContainText('50元京东E卡')
    await exchange.getByRole('button', { name: '立即兑换' }).click()
    await exchange.getByText('兑换成功').waitFor({ timeout: 10_000 })
    await page.getByTestId('can-use-xyj').filter({ hasText: '20' }).waitFor()

    const records = page.waitForResponse((r) => r.url().includes('/newMgm/exchangePrizeList'))
    await exchange.getByRole('button', { name: '查看兑换记录' }).click()
    await expect(page).toHaveURL(/#\/mgmPrizeRecorder/)
    expect(page.url()).toContain('eventId=EV20250101')
    expect(page.url()).toContain('pageFlag=new_mgm_inviter')
    const body = (await (await records).json()) as { data: Array<{ prizesName: string }> }
    expect(body.data[0].prizesName).toBe('50元京东E卡')
    expect(errors).toEqual([])
  })

  test('Sc variant: its own page flag and landing in the share link', async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/mgmfournew')
    await page.evaluate(() => localStorage.setItem('mgmStoryShown', '1'))
    const home = page.waitForResponse((r) => r.url().includes('/newMgm/initHomeData'))
    await page.reload()
    await settled(page, 'main')
    expect((await home).url()).toContain('pageFlag=new_mgm_inviterSc')
    await expect(page.locator('main[data-variant="sc"]')).toHaveCount(1)
    const forward = page.waitForRequest((r) => r.url().includes('/saveEmployeeForward'))
    await page.getByRole('button', { name: '关闭' }).first().click()
    await page.getByRole('button', { name: '立即邀请好友' }).click()
    await page
      .getByRole('dialog', { name: '邀请好友' })
      .getByRole('button', { name: /微信好友/ })
      .click()
    const record = (await forward).postDataJSON() as Record<string, string>
    expect(record.actType).toBe('new_mgm_inviterSc')
    expect(record.pageUrl).toMatch(/\?inviterOpenId=[^#]+#\/mgmInvitednew\?inviterOpenId=/)
    await page.getByText(/选择「发送给朋友」/).waitFor()
    expect(errors).toEqual([])
  })
})

test.describe('a failed app login (marketing §4.4 last paragraph)', ON.wechat, () => {
  test('resets the bound state and shows the first alert again, over the login button', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await signedIn('/#/mgmfour')
    await settled(page, 'main')
    await page.evaluate(() => localStorage.setItem('mgmStoryShown', '1'))
    // The app login by openid fails from now on (loginToApp alone is refused).
    await setScenario({ fault: '5555', faultPaths: ['/loginToApp'] })
    await page.evaluate(() => sessionStorage.removeItem('unionAppClientNo'))
    await page.reload()
    await settled(page, 'main')
    const story = page.getByRole('dialog', { name: '邀请好友 共赚奖学金' })
    await story.waitFor()
    await page.getByRole('button', { name: '立即登录' }).waitFor({ state: 'attached' })
    await story.getByRole('button', { name: '我知道了，去邀请' }).click()
    await story.waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
  })
})
