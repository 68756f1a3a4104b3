import { channel, collectErrors, expect, ON, requestsTo, test } from './browser'

interface WechatStandIn {
  config: { signature?: string } | null
  signedUrl: string | null
  valid: boolean | null
  share: { link: string; title: string } | null
  entryUrl: string
}

/**
 * The share card of the inviter home in WeChat on both phones. The page gets a stand-in of WeChat's JS-SDK
 * (mocks/probe.js, asked for by /__mock/probe?wx=1) that checks the signature as WeChat does: an iPhone
 * against the address the page was entered at, Android against the current one (docs/engines.md). A wrong
 * one never calls back ready, so no share card is set. The mock signs the address the page sends, so a
 * valid signature also says what was sent for signing: the address WeChat checks.
 */
test.describe('WeChat share card', ON.wechatPhones, () => {
  test.use({ scenario: { user: 'opened' } })

  test('is signed for the address this phone checks, and carries the inviter but no sign-in data', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/__mock/probe?floor=0&wx=1')
    const exchanges = requestsTo(page, '/wechat/fans/codeUser')
    await signedIn('/#/mgmfour')
    const wx = () => page.evaluate(() => (window as unknown as { __wx: WechatStandIn }).__wx)
    // waitForFunction outlives a load of the page (an iPhone's new entry after the OAuth return, below).
    await page.waitForFunction(() => !!(window as unknown as { __wx?: WechatStandIn }).__wx?.share)
    const { signedUrl, valid, share, entryUrl } = await wx()
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    )
    expect(valid, `WeChat checks the signature against ${signedUrl}`).toBe(true)
    // One OAuth round trip signed the customer in.
    expect(exchanges).toHaveLength(1)
    // The address WeChat checks, so the one sent for signing, is the one the page shows, with no code,
    // state or 403 reload marker, on both phones. An iPhone checks the address the page was entered at:
    // after the OAuth return the page entered itself again at the cleaned address (reenterAfterSignIn,
    // src/api/auth/wechat-oauth.ts); Android checks the current one, which the app has cleaned in place.
    const shown = await page.evaluate(() => location.href.split('#')[0])
    expect(signedUrl).toBe(shown)
    expect(signedUrl).not.toMatch(/[?&](code|state|_r|_f)=/)
    if (channel() === 'iphone') {
      expect(navigation).toBe('reload')
      expect(entryUrl).not.toMatch(/[?&](code|state)=/)
    } else {
      expect(navigation).toBe('navigate')
      expect(entryUrl).toMatch(/[?&]code=/)
    }
    expect(share!.title).not.toBe('')
    expect(share!.link).toMatch(/[?&]inviterOpenId=[^&#]+/)
    expect(share!.link).not.toMatch(/[?&#](code|state)=|token|ticket/i)
    expect(errors).toEqual([])
  })
})
