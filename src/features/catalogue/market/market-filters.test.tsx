import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { captureRequests } from '@tests/record-requests'

const C = endpoints.catalogue

async function openPanel(path = '/productMarket') {
  const user = userEvent.setup()
  const view = await renderRoute(path)
  await user.click(screen.getByRole('button', { name: /高级查询/ }))
  const panel = await screen.findByRole('dialog', { name: '高级查询' })
  return { user, panel, ...view }
}

const section = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name })

describe('advanced query panel (catalogue §2.4)', () => {
  it('first type tab: 产品类型, 风险等级, 起投金额, 其他; no 销售机构 in the tabbed variant', async () => {
    const { panel } = await openPanel()
    for (const name of ['产品类型', '风险等级', '起投金额', '其他'])
      expect(section(panel, name)).toBeInTheDocument()
    expect(within(panel).queryByRole('region', { name: '销售机构' })).toBeNull()
    expect(within(section(panel, '其他')).getByRole('button', { name: /查询历史产品/ })).toBeInTheDocument()
  })

  it('产品类型 only on the first type tab', async () => {
    const { panel } = await openPanel('/productMarket?type=2')
    expect(within(panel).queryByRole('region', { name: '产品类型' })).toBeNull()
    expect(section(panel, '风险等级')).toBeInTheDocument()
  })

  it('确定 sends the multi-select toggles 1-based and comma-joined, page 1', async () => {
    const calls = captureRequests(C.marketList)
    const { user, panel } = await openPanel()
    const risk = section(panel, '风险等级')
    await user.click(within(risk).getByRole('button', { name: 'PR4中高风险' }))
    await user.click(within(risk).getByRole('button', { name: 'PR2中低风险' }))
    await user.click(within(risk).getByRole('button', { name: 'PR5高风险' }))
    await user.click(within(risk).getByRole('button', { name: 'PR5高风险' })) // toggled off again
    expect(within(risk).getByRole('button', { name: 'PR5高风险' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(within(section(panel, '产品类型')).getByRole('button', { name: '现金管理' }))
    await user.click(within(section(panel, '起投金额')).getByRole('button', { name: '1万-100万元' }))
    calls.length = 0
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].get('riskLevel')).toBe('2,4')
    expect(calls[0].get('respProductType')).toBe('3')
    expect(calls[0].get('investment')).toBe('3')
    expect(calls[0].get('pageNum')).toBe('1')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '高级查询' })).toBeNull())
    expect(screen.getByRole('button', { name: /高级查询/ })).toHaveTextContent('高级查询4')
  })

  it('确定 with unchanged filters still reloads page 1', async () => {
    const calls = captureRequests(C.marketList)
    const { user, panel } = await openPanel()
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    calls.length = 0
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].get('pageNum')).toBe('1')
  })

  it('重置 clears every filter and reloads', async () => {
    const calls = captureRequests(C.marketList)
    const { user, panel } = await openPanel()
    await user.click(within(section(panel, '风险等级')).getByRole('button', { name: 'PR1低风险' }))
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls.at(-1)?.get('riskLevel')).toBe('1'))
    await user.click(screen.getByRole('button', { name: /高级查询/ }))
    const again = await screen.findByRole('dialog', { name: '高级查询' })
    expect(within(section(again, '风险等级')).getByRole('button', { name: 'PR1低风险' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    calls.length = 0
    await user.click(within(again).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].has('riskLevel')).toBe(false)
    expect(calls[0].get('pageNum')).toBe('1')
    expect(within(section(again, '风险等级')).getByRole('button', { name: 'PR1低风险' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('确定 clears the picked keyword', async () => {
    const target = db.catalogue.products.find((p) => p.prodSaleCustom === '0' && p.productType === 2)!
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    await user.click(screen.getByRole('button', { name: /输入产品名称\/代码/ }))
    await user.type(await screen.findByPlaceholderText('输入产品名称/代码'), target.prodCode)
    const results = await screen.findByRole('list', { name: '搜索结果' })
    await user.click(within(results).getAllByRole('button')[0])
    expect(await screen.findByText(/已选产品/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /高级查询/ }))
    const panel = await screen.findByRole('dialog', { name: '高级查询' })
    calls.length = 0
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].has('prodCode')).toBe(false)
    expect(screen.queryByText(/已选产品/)).toBeNull()
  })

  it('web variant: 销售机构 is single-select, tapping it again deselects', async () => {
    const calls = captureRequests(C.marketListWeb)
    const { user, panel } = await openPanel('/productMarketWeb')
    const channels = section(panel, '销售机构')
    const a = await within(channels).findByRole('button', { name: '兴业银行' })
    const b = within(channels).getByRole('button', { name: '招商银行' })
    await user.click(a)
    await user.click(b)
    expect(a).toHaveAttribute('aria-pressed', 'false')
    expect(b).toHaveAttribute('aria-pressed', 'true')
    calls.length = 0
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].get('distributorCode')).toBe('D002')
    await user.click(screen.getByRole('button', { name: /高级查询/ }))
    const again = await screen.findByRole('dialog', { name: '高级查询' })
    const b2 = await within(section(again, '销售机构')).findByRole('button', { name: '招商银行' })
    await user.click(b2)
    expect(b2).toHaveAttribute('aria-pressed', 'false')
    calls.length = 0
    await user.click(within(again).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].has('distributorCode')).toBe(false)
  })

  it('查询历史产品 opens /productMarketSearch', async () => {
    const { user, panel, location } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: /查询历史产品/ }))
    expect(location().pathname).toBe('/productMarketSearch')
  })
})
