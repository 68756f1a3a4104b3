import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { PATHS } from '@/shared/lib/paths'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { poolOf } from '@mocks/db/marketing-draws'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { renderRoute } from '@tests/render'
import { onRequest } from '@tests/record-requests'

/** Records the bodies (or queries) of the requests to one endpoint. */
function watch(path: string) {
  const calls: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith(path)) return
    if (request.method === 'GET') return void calls.push(Object.fromEntries(url.searchParams))
    void request
      .clone()
      .text()
      .then((t) => calls.push(t ? (JSON.parse(t) as unknown) : null))
  }
  onRequest(listener)
  return calls
}
const offs: Array<() => void> = []
afterEach(() => {
  offs.splice(0).forEach((off) => off())
  vi.restoreAllMocks()
})

const me = () => db.users.opened.openid

// The mock's partner and order links are on its official domain: the app follows only its own.
let officialDomain = ''
beforeEach(() => {
  officialDomain = env().officialDomain
  env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host
})
afterEach(() => {
  env().officialDomain = officialDomain
})

describe('/pointsMall: a physical prize’s address (saveWinPrizeInfo, sendWinPrizedMessage)', () => {
  it('asks for the address after the draw, checks it, saves it once and sends the win message', async () => {
    poolOf(db.marketing.draws, me(), 'points').drawRecords.unshift({
      recordId: 'DR-CUP',
      prizeName: '定制保温杯',
      prizeType: 3,
      drawTime: '2026-11-18 10:00:00',
      status: '待填写收货信息',
      needExchange: '1',
    })
    server.use(
      http.post(`*${endpoints.points.drawPrizeNew}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            recordId: 'DR-CUP',
            prizeId: 'pt-cup',
            prizeName: '定制保温杯',
            prizeType: 3,
            isWin: 1,
            chanceNum: 2,
          },
        }),
      ),
    )
    const saves = watch(endpoints.points.saveWinPrizeInfo)
    const messages = watch(endpoints.points.sendWinPrizedMessage)
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsMall)
    await user.click(screen.getByRole('button', { name: '立即抽奖' }))
    const result = await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(within(result).getByText('恭喜您获得定制保温杯')).toBeInTheDocument()
    expect(within(result).getByText('请填写收货信息，我们将尽快为您寄出')).toBeInTheDocument()
    await user.click(within(result).getByRole('button', { name: '填写收货信息' }))
    const form = await screen.findByRole('dialog', { name: '填写收货信息' })
    await user.click(within(form).getByRole('button', { name: '提交' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('请输入收货人姓名')
    await user.type(within(form).getByLabelText('收货人'), '张三')
    await user.type(within(form).getByLabelText('联系电话'), '138')
    await user.click(within(form).getByRole('button', { name: '提交' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(/手机号/)
    await user.type(within(form).getByLabelText('联系电话'), '00000001')
    await user.type(within(form).getByLabelText('收货地址'), '上海市浦东新区世纪大道100号')
    expect(saves).toHaveLength(0)
    await user.click(within(form).getByRole('button', { name: '提交' }))
    expect(await screen.findByText('提交成功，奖品将尽快为您寄出')).toBeInTheDocument()
    expect(saves).toEqual([
      {
        user_id: me(),
        record_id: 'DR-CUP',
        receiverName: '张三',
        receiverPhone: '13800000001',
        receiverAddress: '上海市浦东新区世纪大道100号',
      },
    ])
    await waitFor(() => expect(messages).toEqual([{ user_id: me(), record_id: 'DR-CUP' }]))
    expect(poolOf(db.marketing.draws, me(), 'points').drawRecords[0]!.status).toBe('待发货')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '填写收货信息' })).not.toBeInTheDocument(),
    )
  })

  it('keeps the form when the server refuses the address', async () => {
    server.use(
      http.post(`*${endpoints.points.drawPrizeNew}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { recordId: 'DR-X', prizeName: '定制保温杯', prizeType: 3, isWin: '1', chanceNum: 0 },
        }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsMall)
    await user.click(screen.getByRole('button', { name: '立即抽奖' }))
    await user.click(await screen.findByRole('button', { name: '填写收货信息' }))
    const form = await screen.findByRole('dialog', { name: '填写收货信息' })
    await user.type(within(form).getByLabelText('收货人'), '张三')
    await user.type(within(form).getByLabelText('联系电话'), '13800000001')
    await user.type(within(form).getByLabelText('收货地址'), '上海市浦东新区世纪大道100号')
    await user.click(within(form).getByRole('button', { name: '提交' }))
    expect(await screen.findByText('中奖记录不存在')).toBeInTheDocument()
    expect(within(form).getByLabelText('收货人')).toHaveValue('张三')
  })
})

describe('rights partners (jumpThird initStatus / saveStatus, userEncrypt)', () => {
  it('asks once before leaving for a partner, then goes with the encrypted user id', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const saves = watch(endpoints.privacy.saveStatus)
    const encrypts = watch(endpoints.points.userEncrypt)
    const user = userEvent.setup()
    const view = await renderRoute(`${PATHS.interestsDetailInfo}?id=yb-3`)
    await user.click(screen.getByRole('button', { name: '去兑换' }))
    expect(await screen.findByText(/您即将离开本平台，前往第三方权益平台/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByText(/您即将离开本平台/)).not.toBeVisible())
    expect(assign).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '去兑换' }))
    await user.click(await screen.findByRole('button', { name: '同意并前往' }))
    await waitFor(() => expect(assign).toHaveBeenCalledOnce())
    const url = new URL(assign.mock.calls[0]![0])
    expect(url.origin).toBe(MOCK_OFFICIAL_ORIGIN)
    expect(url.searchParams.get('uid')).toMatch(/^[0-9a-f]{32}$/)
    expect(url.hash).toBe('#/rights?id=yb-3')
    expect(saves).toEqual([{ openId: me(), pageFlag: 'xywx_yibai_rights', status: '1' }])
    expect(encrypts).toEqual([{ user_id: me() }])

    // Agreed once: the next time goes straight on.
    view.unmount()
    await renderRoute(`${PATHS.interestsDetailInfo}?id=yb-3`)
    await user.click(screen.getByRole('button', { name: '去兑换' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
    expect(screen.queryByText(/您即将离开本平台/)).toBeNull()
  })

  it('opens an in-app right page without the notice', async () => {
    const inits = watch(endpoints.privacy.initStatus)
    const user = userEvent.setup()
    const { location } = await renderRoute(`${PATHS.interestsDetailInfo}?id=yb-2`)
    await user.click(screen.getByRole('button', { name: '去兑换' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.pointsMall))
    expect(inits).toHaveLength(0)
  })

  it('tracks 权益查看 when the rights are looked at', async () => {
    const stats = watch(endpoints.config.addEventStat)
    await renderRoute(PATHS.interestsDetails)
    await waitFor(() =>
      expect(stats).toContainEqual({ pro_id: 'points', pro_name: '权益', buttom_name: '权益查看' }),
    )
  })
})

describe('/pointsDetailsInfo: an exchange’s order (getOrderDetailUrl)', () => {
  it('opens the mall order of an exchange on the official domain', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const record = db.marketing.points.accounts[me()]!.records.find((r) => r.orderNo)!
    const user = userEvent.setup()
    await renderRoute(`${PATHS.pointsDetailsInfo}?id=${record.id}`)
    expect(screen.getByText(record.orderNo)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '查看订单' }))
    await waitFor(() => expect(assign).toHaveBeenCalledOnce())
    // A direct-sales link: the current-time parameter is added (account-and-shared §5).
    expect(assign.mock.calls[0]![0]).toMatch(
      new RegExp(`^${MOCK_OFFICIAL_ORIGIN}/mall/\\?t=\\d+#/orderDetail\\?orderNo=${record.orderNo}$`),
    )
  })

  it('refuses an order link off the official domain without a word (a console warning), and shows none for other records', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get(`*${endpoints.points.orderDetailUrl}`, () =>
        HttpResponse.json({ code: '0000', data: 'https://evil.example.com/o' }),
      ),
    )
    const records = db.marketing.points.accounts[me()]!.records
    const user = userEvent.setup()
    const view = await renderRoute(`${PATHS.pointsDetailsInfo}?id=${records.find((r) => r.orderNo)!.id}`)
    await user.click(screen.getByRole('button', { name: '查看订单' }))
    // account-and-shared §8: nothing happens; QA reads the warning.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[link refused]', 'evil.example.com'))
    expect(screen.queryByText('订单详情暂不可查看')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
    warn.mockRestore()
    view.unmount()
    await renderRoute(`${PATHS.pointsDetailsInfo}?id=${records.find((r) => !r.orderNo)!.id}`)
    expect(screen.queryByRole('button', { name: '查看订单' })).not.toBeInTheDocument()
  })
})

describe('/pointsWait', () => {
  it('tracks 积分获取浏览', async () => {
    const stats = watch(endpoints.config.addEventStat)
    await renderRoute(PATHS.pointsWait)
    await waitFor(() =>
      expect(stats).toContainEqual({ pro_id: 'points', pro_name: '待领积分', buttom_name: '积分获取浏览' }),
    )
  })
})
