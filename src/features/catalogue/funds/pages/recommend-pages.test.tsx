import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { PATHS } from '@/shared/lib/paths'
import { db } from '@mocks/db'
import { renderRoute, waitForPage } from '@tests/render'
import { onRequest } from '@tests/record-requests'

const columnCalls = () => {
  const codes: string[] = []
  onRequest(({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(endpoints.catalogue.recommendedList))
      codes.push(url.searchParams.get('columnCode') ?? '')
  })
  return codes
}

describe('/productCalendar (catalogue §2.7)', () => {
  it('has the four tabs, each with its own column', async () => {
    const codes = columnCalls()
    const user = userEvent.setup()
    await renderRoute(PATHS.productCalendar)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '当日开放',
      '高频开放',
      '定期开放',
      '添利宝专区',
    ])
    await waitFor(() => expect(codes).toEqual(['calendar_daily']))
    await user.click(screen.getByRole('tab', { name: '添利宝专区' }))
    await waitFor(() => expect(codes.at(-1)).toBe('calendar_tianlibao'))
    expect(await screen.findAllByText('七日年化收益率')).not.toHaveLength(0)
  })

  it('opens a recommended money fund (productType 2) on the currency detail (§4.6)', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.productCalendar)
    await user.click(screen.getByRole('tab', { name: '添利宝专区' }))
    const money = db.catalogue.funds.find((s) => s.fund.fundType === 0 && s.fund.fundStatus === 1)!.fund
    await user.click(await screen.findByRole('button', { name: new RegExp(money.shortName) }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.fundDetailCurrency))
  })
})

describe('a recommended column that fails to load', () => {
  it('says 加载失败 with 重新加载 (not 暂无数据), and 重新加载 shows its funds', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.catalogue.recommendedList]
    const codes = columnCalls()
    const user = userEvent.setup()
    await renderRoute(PATHS.productCalendar)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无数据')).toBeNull()
    db.scenario.fault = 'none'
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /起投/ }).length).toBeGreaterThan(0))
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(codes).toEqual(['calendar_daily', 'calendar_daily'])
  })
})

describe('/fourPage (catalogue §2.1, §2.7)', () => {
  it('redirects to /fourPage/current', async () => {
    const { location } = await renderRoute(PATHS.fourPage)
    await waitFor(() => expect(location().pathname).toBe(PATHS.current))
  })

  it('current account: search, banners, hot picture and the groups of type 1', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.current)
    expect(await screen.findByRole('region', { name: '活动推荐' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '热点资讯' })).toBeInTheDocument()
    for (const name of ['热门推荐', '稳健优选', '灵活存取'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument()
    const group = screen.getByRole('region', { name: '热门推荐' })
    await waitFor(() => expect(within(group).getAllByRole('button').length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: '输入产品名称/代码' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.search1))
  })

  it.each([
    // A direct-sales link gets the current-time parameter (account-and-shared §5).
    [`https://${env().officialDomain}/news/?id=1#/hot`, /^https:\/\/[^/]+\/news\/\?id=1&t=\d+#\/hot$/],
    // Another https link without @ is followed as it is (account-and-shared §4 "navigate to the link").
    ['https://apps.example.com/app/1', /^https:\/\/apps\.example\.com\/app\/1$/],
  ])('the hot picture follows its link %s as every configured link is', async (jumpTarget, expected) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    db.account.configPictures.h5_redian[0].jumpTarget = jumpTarget
    const user = userEvent.setup()
    await renderRoute(PATHS.current)
    await user.click(await screen.findByRole('button', { name: '热点资讯' }))
    expect(assign).toHaveBeenCalledTimes(1)
    const followed = String(assign.mock.calls[0]![0])
    expect(followed, followed).toMatch(expected)
    assign.mockRestore()
  })

  it('tabs switch between the child routes', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.current)
    await user.click(screen.getByRole('tab', { name: '星选' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.starSelection))
    await waitForPage() // the 星选 page is drawn (its code has arrived)
    await user.click(await screen.findByRole('tab', { name: '活期理财' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.current))
  })

  it('star selection: banner, head tabs, middle and bottom groups', async () => {
    const codes = columnCalls()
    const user = userEvent.setup()
    await renderRoute(PATHS.starSelection)
    expect(await screen.findByRole('tab', { name: '货币精选' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '债券精选' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '明星经理' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '新发好基' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '活动推荐' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: '权益精选' }))
    await waitFor(() => expect(codes).toContain('star_equity'))
    expect(codes).not.toContain('star_bond')
  })
})
