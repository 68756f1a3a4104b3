import { readdirSync, readFileSync } from 'node:fs'
import { collectErrors, expect, ON, requestsTo, settled, signInViaOAuth, test } from './browser'
import { answerWechatReports, FAKE_WX } from './wechat-sdk-stand-in'

/** Security in a real browser: the page's Content-Security-Policy holds. */
test.describe('Content-Security-Policy', ON.wechat, () => {
  test('ships in the built page and refuses a script from another origin, which the walks would report', async ({
    page,
  }) => {
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
  })
})

test.describe(
  'Content-Security-Policy: what WeChat’s JS-SDK sends (docs/deployment.md, CSP)',
  ON.wechat,
  () => {
    test('the official SDK’s report beacon to open.weixin.qq.com goes out with no CSP violation', async ({
      page,
      context,
    }) => {
      await context.addInitScript(FAKE_WX)
      const reports = await answerWechatReports(context)
      // Every violation the page reports, beside the console messages collectErrors reads.
      await context.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { __violations: string[] }).__violations = seen
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
        )
      })
      const errors = collectErrors(page)
      // The inviter home sets its share card once drawn: wx.config, then the report.
      await signInViaOAuth(page, '/#/mgmfour')
      await page.waitForFunction(
        () => !!(window as unknown as { __shareData?: unknown }).__shareData,
        undefined,
        {
          timeout: 15_000,
        },
      )
      await expect.poll(() => reports.length).toBeGreaterThan(0)
      expect(new URL(reports[0]).pathname).toBe('/sdk/report')
      expect(
        await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      ).toEqual([])
      expect(errors).toEqual([])
    })
  },
)

test.describe(
  'Content-Security-Policy: the build’s own environment only (docs/deployment.md, Environments)',
  ON.wechat,
  () => {
    test('names no dev, sit or uat host, and loads pictures from the environment’s hosts only', async ({
      page,
    }) => {
      await page.goto('/#/productMarket')
      await settled(page)
      const policy = (await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')) ?? ''
      const directives = Object.fromEntries(
        policy.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/)
          return [name, values]
        }),
      ) as Record<string, string[]>
      // `npm run test:e2e` builds with --mode prod (.env.prod).
      expect(policy).not.toMatch(/\b(dev|sit|uat)-/)
      expect(directives['connect-src']).toEqual(["'self'", 'https://api.xywealth.com.cn'])
      expect(directives['frame-src']).toEqual(["'self'", 'https://zx.xywealth.com.cn'])
      for (const name of ['img-src', 'media-src']) {
        expect(directives[name]).not.toContain('https:')
        expect(directives[name]).toContain('https://api.xywealth.com.cn')
        expect(directives[name]).toContain('https://zx.xywealth.com.cn')
      }
      // The bundle carries no other environment's hosts either.
      const dist = process.env.DIST_DIR ?? 'dist'
      const leaks = readdirSync(`${dist}/assets`)
        .filter((f) => f.endsWith('.js'))
        .filter((f) =>
          /(dev|sit|uat)-(h5|api|zx|app)\.xywealth/.test(readFileSync(`${dist}/assets/${f}`, 'utf8')),
        )
      expect(leaks).toEqual([])

      // A picture from any other https host is refused by the page itself.
      const refused = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
              once: true,
            })
            const img = new Image()
            img.onload = () => resolve('loaded')
            img.onerror = () => setTimeout(() => resolve('error without a violation'), 500)
            img.src = 'https://evil.example.com/pixel.png'
          }),
      )
      expect(refused).toBe('img-src')
    })
  },
)

test.describe('server rich text cannot lay anything over the page (overlay spoofing)', ON.wechat, () => {
  test.use({ scenario: { user: 'unbound' } })
  test('an activity text borrowing antd-mobile’s mask classes stays in its card: the page’s own button still takes the tap', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const spoof =
      '<div class="adm-mask" style="position:fixed;inset:0"><div class="adm-center-popup-wrap adm-dialog">您的账户存在风险，请点击验证</div></div>'
    await page.route('**/newMgm/initPageInfo*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown> }
      body.data.richText = { content: `<p>活动说明</p>${spoof}` }
      await route.fulfill({ response, json: body })
    })
    await signInViaOAuth(page, '/#/product/activity?pageId=xywx_autumn')
    const intro = page.getByRole('region', { name: '活动介绍' })
    await intro.getByText('您的账户存在风险，请点击验证').waitFor()
    await expect(intro.locator('[class*="adm-"], [style]')).toHaveCount(0)
    // Nothing covers the page: the tap reaches 立即参与 (a mask over it would take the tap, and the click fail).
    await page.getByRole('button', { name: '立即参与' }).click({ timeout: 5_000 })
    await page.waitForURL(/#\/bindUserTip\?isMgm=30&pageId=xywx_autumn$/)
    expect(errors).toEqual([])
  })
})

test.describe('server text in chart tooltips (stored XSS through the pie tooltip)', ON.wechat, () => {
  test('shows a slice label carrying HTML as text: tapping the slices runs nothing', async ({ page }) => {
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
    // Tap around the ring (radius 52%-78% of the half height), 60° further each time: until a tooltip
    // shows (the ring may still be growing in), then once more all the way round, over both slices.
    const r = (box.height / 2) * 0.65
    const tooltip = page.locator('[data-asset-pie] > div').filter({ hasText: '元' })
    let angle = 0
    const tapNext = async () => {
      const a = (angle * Math.PI) / 180
      angle += 60
      await page.mouse.click(
        box.x + box.width / 2 + r * Math.cos(a),
        box.y + box.height / 2 + r * Math.sin(a),
      )
    }
    await expect
      .poll(
        async () => {
          await tapNext()
          return tooltip.first().isVisible()
        },
        { timeout: 5_000 },
      )
      .toBe(true)
    for (let i = 0; i < 6; i++) await tapNext()
    await expect(tooltip.first()).toContainText(payload)
    await expect(page.locator('[data-asset-pie] img')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  })
})

// The draw pages are WeChat's (marketing §2.10): in the app they say 请使用微信打开页面 and call nothing.
test.describe(
  'a link cannot steer a signed-in call (docs/api-contract.md "Paths with a parameter")',
  ON.wechat,
  () => {
    test('the crafted /cardqy record id sends no request outside userPrize/, and the box stays shut', async ({
      page,
    }) => {
      const errors = collectErrors(page)
      const sent = requestsTo(page, () => true)
      const crafted =
        '/#/cardqy?recordId=..%2Fintegral%2Fmarketing%2FalterOpenBoxState%3Fuser_id%3Dx%26box_id%3Dbox3'
      await signInViaOAuth(page, crafted)
      await expect(page.getByText('暂无权益，快去抽奖吧')).toBeVisible({ timeout: 15_000 })
      await settled(page)
      expect(sent.map((url) => url.pathname).filter((p) => /alterOpenBoxState|userPrize/.test(p))).toEqual([])
      expect(errors).toEqual([])
    })
  },
)
