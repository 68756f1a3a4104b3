// Blank rows during a fast flick: the windowed holdings lists draw only 2 rows beyond each
// edge of the screen. This drives Debian's Chromium at 4× CPU throttling through the same flick as
// scripts/bench-holdings.mjs (120 px a frame) and, in every frame, adds up the pixels of each list on screen
// that no drawn row covers. A script, not a test (it forces a layout per frame, so it is kept apart from the
// benchmark's timings).
//
// Usage, against a production build served with the mock (`DIST_DIR=… PORT=4195 npm run mock:serve`):
//   node scripts/check-holdings-blank.mjs --base=http://127.0.0.1:4195 [--rows=10000] [--route=/assetsHold?respProductType=1]
import { chromium } from '@playwright/test'

const opt = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, ...v]) => [k, v.join('=') || 'true']),
)
const base = (opt.base ?? 'http://127.0.0.1:4195').replace(/\/$/, '')
const route = opt.route ?? '/assetsHold?respProductType=1'
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'

const setScenario = (patch) =>
  fetch(`${base}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  })

await setScenario({ user: 'opened', holdings: Number(opt.rows ?? 10_000), fault: 'none', data: 'mock' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const ctx = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
  })
  const page = await ctx.newPage()
  await page.goto(`${base}/#/mgmfour`)
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 30_000 })
  await page.goto(`${base}/#${route}`)
  await page.waitForSelector('li[aria-posinset]', { timeout: 120_000 })
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.evaluate(() => {
    const blanks = []
    window.__blanks = blanks
    const check = () => {
      for (const list of document.querySelectorAll('ul:has(> li[aria-posinset])')) {
        const box = list.getBoundingClientRect()
        const top = Math.max(box.top, 0)
        const bottom = Math.min(box.bottom, innerHeight)
        if (bottom <= top) continue
        const spans = [...list.children]
          .map((li) => li.getBoundingClientRect())
          .map((r) => [Math.max(r.top, top), Math.min(r.bottom, bottom)])
          .filter(([a, b]) => b > a)
          .sort((a, b) => a[0] - b[0])
        let covered = 0
        let at = top
        for (const [a, b] of spans)
          if (b > at) {
            covered += b - Math.max(a, at)
            at = b
          }
        blanks.push(Math.round(bottom - top - covered))
      }
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  for (let i = 0; i < 200; i++) {
    await page.mouse.wheel(0, i < 160 ? 120 : -120)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
  }
  const blanks = await page.evaluate(() => window.__blanks)
  const blankFrames = blanks.filter((px) => px > 1).length
  console.log(
    `${route}: ${blanks.length} list frames checked, ${blankFrames} with uncovered rows, most uncovered ${Math.max(0, ...blanks)} px`,
  )
  process.exitCode = blankFrames ? 1 : 0
} finally {
  await browser.close()
  await setScenario({ holdings: 0 }).catch(() => {})
}
