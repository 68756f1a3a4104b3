import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import type { IntegralRecord } from '@/api/points'
import { RECORDS_PAGE_SIZE } from '@/api/points-queries'
import { PATHS } from '@/shared/lib/paths'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { renderRoute } from '@tests/render'
import { onRequest } from '@tests/record-requests'

/** The page numbers (and change types) the records list asks for, in order. */
function watchPages() {
  const pages: Array<{ pageNum: string | null; pageSize: string | null; changeType: string | null }> = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith(endpoints.points.userIntegralRecords)) return
    pages.push({
      pageNum: url.searchParams.get('pageNum'),
      pageSize: url.searchParams.get('pageSize'),
      changeType: url.searchParams.get('changeType'),
    })
  }
  onRequest(listener)
  return pages
}
const offs: Array<() => void> = []

/** Fails the records page `pageNum` the next `times` times it is asked (a server error, 9999). */
function failPage(pageNum: number, times = 1) {
  let left = times
  server.use(
    http.get(`*${endpoints.points.userIntegralRecords}`, ({ request }) => {
      if (new URL(request.url).searchParams.get('pageNum') !== String(pageNum) || left === 0) return
      left -= 1
      return HttpResponse.json({ code: '9999', msg: '系统繁忙' })
    }),
  )
}

/** `n` records of the opened customer, newest first: 记录1 … 记录n. */
function seedRecords(n: number) {
  const records: IntegralRecord[] = Array.from({ length: n }, (_, i) => ({
    id: `R${String(i + 1).padStart(4, '0')}`,
    integralName: `记录${i + 1}`,
    integralValue: 10,
    changeType: '1',
    createTime: '2026-01-01 10:00:00',
    orderNo: '',
  }))
  db.marketing.points.accounts[db.users.opened.openid]!.records = records
}

const shown = () => screen.queryAllByText(/^记录\d+$/)

beforeEach(() => {
  // jsdom lays nothing out: give elements an offsetParent so InfiniteScroll sees its end in view.
  const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement
  })
  offs.push(() => offsetParent.mockRestore())
})
afterEach(() => offs.splice(0).forEach((off) => off()))

describe('/pointsDetails paged records', () => {
  it('asks page after page of 20 while the end is in view, and stops at the end of the list', async () => {
    seedRecords(2 * RECORDS_PAGE_SIZE + 5)
    const pages = watchPages()
    await renderRoute(PATHS.pointsDetails)
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    expect(shown()).toHaveLength(45)
    expect(pages.map((p) => p.pageNum)).toEqual(['1', '2', '3'])
    expect(pages.every((p) => p.pageSize === '20' && p.changeType === null)).toBe(true)
  })

  it('ends when a full page reaches the total, without asking an empty page', async () => {
    seedRecords(2 * RECORDS_PAGE_SIZE)
    const pages = watchPages()
    await renderRoute(PATHS.pointsDetails)
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    expect(shown()).toHaveLength(40)
    expect(pages.map((p) => p.pageNum)).toEqual(['1', '2'])
  })

  it('a failed page stops the paging, keeps what was shown, and 重新加载 at its end asks that page again', async () => {
    seedRecords(2 * RECORDS_PAGE_SIZE + 5)
    failPage(2)
    const pages = watchPages()
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsDetails)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败，系统繁忙')
    expect(failed).not.toHaveTextContent('请检查网络后重试')
    expect(shown()).toHaveLength(20)
    expect(screen.queryByText('没有更多了')).not.toBeInTheDocument()
    expect(pages.map((p) => p.pageNum)).toEqual(['1', '2'])
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    expect(shown()).toHaveLength(45)
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument()
    expect(pages.map((p) => p.pageNum)).toEqual(['1', '2', '2', '3'])
  })

  it('a failed first page shows 加载失败, and 重新加载 loads the list (not 暂无积分记录)', async () => {
    seedRecords(5)
    failPage(1)
    const pages = watchPages()
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsDetails)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('系统繁忙')
    expect(screen.queryByText('暂无积分记录')).not.toBeInTheDocument()
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    expect(shown()).toHaveLength(5)
    expect(screen.queryByText('暂无积分记录')).not.toBeInTheDocument()
    expect(pages.map((p) => p.pageNum)).toEqual(['1', '1'])
  })

  it('a network failure says to check the network', async () => {
    seedRecords(5)
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.points.userIntegralRecords]
    await renderRoute(PATHS.pointsDetails)
    expect(await screen.findByRole('alert')).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无积分记录')).not.toBeInTheDocument()
  })

  it('asks each tab by its change type', async () => {
    const pages = watchPages()
    const user = userEvent.setup()
    await renderRoute(`${PATHS.pointsDetails}?type=1`)
    await waitFor(() => expect(pages.map((p) => p.changeType)).toContain('1'))
    await user.click(screen.getByRole('tab', { name: '使用' }))
    expect(await screen.findByText('兑换5元话费券')).toBeInTheDocument()
    expect(pages.map((p) => p.changeType)).toContain('2')
    expect(pages.map((p) => p.changeType)).not.toContain(null)
  })
})
