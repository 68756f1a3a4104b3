// Screenshot a page of a running build at 375x667 in Debian's Chromium with a WeChat user agent.
// Usage: node scripts/shot.mjs <url> <out.png> [--ua=wx|app|h5] [--full] [--wait=ms] [--click=text] [--care]
// (--care: care mode on, as its switch leaves it in localStorage)
// Serve a build first, e.g.:
//   npx vite build --mode prod --outDir /tmp/dist-me --emptyOutDir
//   DIST_DIR=/tmp/dist-me PORT=4300 npx tsx --tsconfig tsconfig.app.json mocks/serve.ts &
//   node scripts/shot.mjs 'http://127.0.0.1:4300/#/productMarket' /tmp/market.png
import { chromium } from '@playwright/test'

const [url, out, ...rest] = process.argv.slice(2)
const opt = Object.fromEntries(
  rest.map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? true]),
)
const UAS = {
  wx: 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN',
  app: 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 LightOS/3.2.1',
  h5: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const ctx = await browser.newContext({
  userAgent: UAS[opt.ua ?? 'wx'],
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
})
if (opt.care) await ctx.addInitScript(() => localStorage.setItem('careMode', '1'))
const page = await ctx.newPage()
page.on('pageerror', (e) => console.error('pageerror:', e.message))
await page.goto(url)
await page.waitForLoadState('networkidle').catch(() => {})
await page.waitForTimeout(Number(opt.wait ?? 800))
if (opt.click) {
  await page.getByText(String(opt.click)).first().click()
  await page.waitForTimeout(800)
}
await page.screenshot({ path: out, fullPage: !!opt.full })
console.log(`saved ${out} (${page.url()})`)
await browser.close()
