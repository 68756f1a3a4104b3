import { describe, expect, it } from 'vitest'
import { collectErrors, newPhone, settled, suiteBrowser } from './browser'

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
