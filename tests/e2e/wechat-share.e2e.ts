import { channel, collectErrors, expect, ON, test } from './browser'

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
 * against the address the page was entered at (the OAuth return, with code and state), Android against the
 * current one (docs/engines.md). A wrong one never calls back ready, so no share card is set.
 */
test.describe('WeChat share card', ON.wechatPhones, () => {
  test.use({ scenario: { user: 'opened' } })

  test('is signed for the address this phone checks, and carries the inviter but no sign-in data', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/__mock/probe?floor=0&wx=1')
    await signedIn('/#/mgmfour')
    const wx = () => page.evaluate(() => (window as unknown as { __wx: WechatStandIn }).__wx)
    await expect.poll(async () => (await wx()).share !== null).toBe(true)
    const { signedUrl, valid, share, entryUrl } = await wx()
    expect(valid, `WeChat checks the signature against ${signedUrl}`).toBe(true)
    // The phones differ in the address WeChat checks: the entered one on an iPhone (code and state still
    // in it), the current one, which the app has cleaned, on Android.
    expect(entryUrl).toMatch(/[?&]code=/)
    if (channel() === 'iphone') expect(signedUrl).toMatch(/[?&]code=/)
    else expect(signedUrl).not.toMatch(/[?&](code|state)=/)
    expect(share!.title).not.toBe('')
    expect(share!.link).toMatch(/[?&]inviterOpenId=[^&#]+/)
    expect(share!.link).not.toMatch(/[?&#](code|state)=|token|ticket/i)
    expect(errors).toEqual([])
  })
})
