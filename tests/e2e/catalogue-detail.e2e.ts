import { href, PATHS } from '@/shared/lib/paths'
import { collectErrors, describeEachData, expect, ON, settled, test, requestsTo } from './browser'

/** The market product detail in Chromium (catalogue §2.6, §4.5, §5, §8, §9.2). */

const detailUrl = (fundCode: string, productType: number) =>
  `/#${href(PATHS.productMarketDetail, { fundCode, productType })}`

describeEachData('market product detail', ON.wechatAndApp, () => {
  test('opens a net-value product, changes the range, queries custom dates, toggles the chart and shows its data', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const navs = requestsTo(page, '/getTAProductNav')
    await page.goto(detailUrl('9K210049', 2))
    await settled(page, 'main')
    await page.getByRole('heading', { level: 1, name: '稳享日日盈2号' }).waitFor()
    await page.getByRole('tab', { name: '历史净值' }).waitFor()
    // The chart draws (echarts SVG) once the nav history arrives.
    await page.locator('[data-nav-chart] svg path').first().waitFor({ state: 'attached', timeout: 15_000 })
    expect(navs.at(-1)?.searchParams.get('queryUnit')).toBe('1')

    await page.getByRole('button', { name: '近1年' }).click()
    await page.waitForFunction(() => document.querySelector('[aria-pressed="true"]')?.textContent === '近1年')
    await expect.poll(() => navs.at(-1)?.searchParams.get('queryUnit')).toBe('4')

    // Custom dates: the message first, then both pickers confirmed → YYYYMMDD, chips deselected.
    await page.getByRole('button', { name: '查询' }).click()
    await page.getByText('请选择开始和结束日期').waitFor()
    await page.getByRole('button', { name: '结束日期' }).click()
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click()
    await page.getByRole('button', { name: '开始日期' }).click()
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click()
    const before = navs.length
    await page.getByRole('button', { name: '查询' }).click()
    await expect.poll(() => navs.length).toBeGreaterThan(before)
    const custom = navs.at(-1)!
    expect(custom.searchParams.get('startDate')).toMatch(/^\d{8}$/)
    expect(custom.searchParams.get('endDate')).toMatch(/^\d{8}$/)
    expect(custom.searchParams.has('queryUnit')).toBe(false)
    await expect(page.locator('[aria-label="时间区间"] [aria-pressed="true"]')).toHaveCount(0)

    // Back to a chip, then the cumulative-nav toggle and the data table.
    await page.getByRole('button', { name: '近3月' }).click()
    await page.locator('[data-nav-chart] svg path').first().waitFor({ state: 'attached', timeout: 15_000 })
    await page.getByRole('button', { name: '累计净值', exact: true }).click()
    await page.getByText(/^累计净值走势/).waitFor({ state: 'attached' })
    await page.getByRole('button', { name: '查看数据' }).click()
    const table = page.getByRole('table', { name: '累计净值数据' })
    // More than 20 rows: a 21st is there.
    await expect(table.getByRole('row').nth(20)).toBeAttached()

    expect(errors).toEqual([])
  })

  test('shows 请在购买渠道查看详情 for a 9998 product', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(detailUrl('9K210150', 2))
    await settled(page, 'main')
    await page.getByRole('alertdialog', { name: '请在购买渠道查看详情' }).waitFor()
    await expect(page.getByRole('tab')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
