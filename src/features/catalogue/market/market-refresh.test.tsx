import type { ReactNode } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { servePages } from './test/helpers'

/**
 * jsdom cannot drag, so antd-mobile's pull gesture is replaced by a button that calls the same
 * `onRefresh` the real pull-to-refresh calls, and shows what the real one would end with.
 */
vi.mock('./components/pull-to-refresh', async () => {
  const { useState } = await import('react')
  return {
    default: function FakePull({
      onRefresh,
      children,
    }: {
      onRefresh: () => Promise<unknown>
      children: ReactNode
    }) {
      const [result, setResult] = useState('')
      return (
        <div>
          <button
            type="button"
            onClick={() => void onRefresh().then((r) => setResult(r === false ? 'failed' : 'ok'))}
          >
            下拉刷新
          </button>
          {result && <output aria-label="刷新结果">{result}</output>}
          {children}
        </div>
      )
    },
  }
})

const C = endpoints.catalogue

const table = () => screen.getByRole('table', { name: '产品列表' })
const rowCount = () => Number(table().getAttribute('aria-rowcount')) - 1

describe('pull-to-refresh on the market list (catalogue §4.1)', () => {
  it('a failed refresh keeps the rows, says the refresh failed, and never shows 暂无数据', async () => {
    servePages(server, C.marketList, [20])
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    await waitFor(() => expect(rowCount()).toBe(20), { timeout: 5000 })
    const pull = await screen.findByRole('button', { name: '下拉刷新' }, { timeout: 5000 })

    server.use(http.get(`*${C.marketList}`, () => HttpResponse.error()))
    await user.click(pull)
    expect(await screen.findByRole('status', { name: '刷新结果' })).toHaveTextContent('failed')
    expect(screen.getByText('刷新失败，已保留当前列表，请下拉重试')).toHaveAttribute('role', 'status')
    expect(rowCount()).toBe(20)
    expect(within(table()).getByText('测试产品1号')).toBeInTheDocument()
    expect(screen.queryByText('暂无数据')).toBeNull()
    // The list is finished (§4.1): no 加载中 and no end-of-list text under rows that may be stale.
    expect(screen.queryByText('加载中')).toBeNull()
    expect(screen.queryByText('无更多产品')).toBeNull()

    // A refresh that works replaces the rows and the message goes.
    servePages(server, C.marketList, [3])
    await user.click(pull)
    await waitFor(() => expect(rowCount()).toBe(3))
    expect(screen.getByRole('status', { name: '刷新结果' })).toHaveTextContent('ok')
    expect(screen.queryByText('刷新失败，已保留当前列表，请下拉重试')).toBeNull()
    expect(screen.getByText('无更多产品')).toBeInTheDocument()
  })

  it('a refresh that answers an error code also keeps the rows', async () => {
    servePages(server, C.marketList, [20])
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    await waitFor(() => expect(rowCount()).toBe(20), { timeout: 5000 })
    server.use(http.get(`*${C.marketList}`, () => HttpResponse.json({ code: '1111', msg: '查询服务繁忙' })))
    await user.click(await screen.findByRole('button', { name: '下拉刷新' }, { timeout: 5000 }))
    expect(await screen.findByText('刷新失败，已保留当前列表，请下拉重试')).toBeInTheDocument()
    expect(rowCount()).toBe(20)
    expect(screen.queryByText('暂无数据')).toBeNull()
  })
})
