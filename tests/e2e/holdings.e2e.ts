import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  collectErrors,
  describeEachData,
  newPhone,
  setScenario,
  signInViaOAuth,
  suiteBrowser,
} from './browser'

const suite = suiteBrowser()

async function settled(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(
    () => !document.querySelector('[data-page-loading]') && !!document.querySelector('#root main'),
    undefined,
    { timeout: 15_000 },
  )
}

describeEachData('all-channel holdings (marketing §2.7)', () => {
  it('an opened user sees totals, masks them, switches to the pie and opens a product', async () => {
    await setScenario({ user: 'opened' })
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    await signInViaOAuth(page, '/#/allChannelAssets')
    await settled(page)

    const total = page.getByTestId('assets-total')
    await total.waitFor()
    expect(await total.textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)

    await page.getByRole('button', { name: '隐藏金额' }).click()
    expect(await total.textContent()).toBe('******')
    expect(await page.evaluate(() => localStorage.getItem('assetsHidden'))).toBe('1')
    await page.reload()
    await settled(page)
    await page.getByTestId('assets-total').waitFor()
    expect(await page.getByTestId('assets-total').textContent()).toBe('******')
    await page.getByRole('button', { name: '显示金额' }).click()
    expect(await page.getByTestId('assets-total').textContent()).toMatch(/\d\.\d{2}$/)

    await page.getByRole('tab', { name: '饼图' }).click()
    const legend = page.getByRole('table', { name: '资产类型占比' })
    await legend.waitFor()
    expect(await legend.getByRole('cell').filter({ hasText: /%$/ }).count()).toBeGreaterThan(0)
    // The chart really draws (echarts registered inside the init function survives tree-shaking).
    await page.waitForFunction(() => !!document.querySelector('[data-asset-pie] canvas'), undefined, {
      timeout: 10_000,
    })

    await page.getByRole('tab', { name: '列表' }).click()
    const rows = page.locator('section[aria-label] button:has-text("持有金额")')
    await rows.first().waitFor()
    const count = await rows.count()
    let opened = false
    for (let i = 0; i < count && !opened; i++) {
      await rows.nth(i).click()
      await page.waitForTimeout(300)
      opened = /#\/fundDetail(Currency|Open)\?fundCode=/.test(page.url())
    }
    expect(opened).toBe(true)
    expect(errors).toEqual([])
    await ctx.close()
  })

  it('a user without an account sees the bind-now state', async () => {
    await setScenario({ user: 'unbound' })
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await signInViaOAuth(page, '/#/allChannelAssets')
    await settled(page)
    await page.getByRole('button', { name: '立即绑定' }).waitFor()
    await ctx.close()
  })
})
