import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { renderRoute, expectNoRawValues } from '@tests/render'
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
afterEach(() => offs.splice(0).forEach((off) => off()))

const event = (pro_name: string, buttom_name: string) => ({ pro_id: 'points', pro_name, buttom_name })
const section = (name: string) => screen.getByRole('region', { name })
const path = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`

describe('the WeChat home', () => {
  it('shows the gifts, points and rights in the spec’s order, each section viewed once', async () => {
    const stats = watch(endpoints.config.addEventStat)
    await renderRoute(PATHS.pointsHome)
    const gifts = section('会员礼遇')
    expect(await within(gifts).findByText('本月150积分待领取')).toBeInTheDocument()
    expect(within(gifts).getByRole('button', { name: '去领取' })).toBeInTheDocument()
    expect(within(gifts).getByText('开户客户专享好礼')).toBeInTheDocument()
    expect(await within(section('好友礼')).findByText(/已成功邀请/)).toBeInTheDocument()
    expect(await screen.findByTestId('transfer-chances')).toHaveTextContent('1')
    expect(within(section('转入礼')).getByRole('button', { name: '领取2次机会' })).toBeInTheDocument()
    expect(await screen.findByText('青铜宝箱可开启，快去领取吧')).toBeInTheDocument()
    expect(await within(section('权益')).findByText('视频会员月卡')).toBeInTheDocument()
    const order = ['会员礼遇', '好友礼', '转入礼', '每日签到', '签到开宝箱', '积分服务', '权益'].map((name) =>
      screen.getByLabelText(name, { selector: 'section, nav, button' }),
    )
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const views = [
      event('积分首页', '微信首页浏览'),
      event('月度礼', '月度礼浏览'),
      event('专属礼', '专属礼浏览'),
      event('好友礼', '好友礼浏览'),
      event('转入礼', '转入礼浏览'),
    ]
    await waitFor(() => {
      for (const v of views) expect(stats).toContainEqual(v)
    })
    for (const v of views)
      expect(stats.filter((s) => JSON.stringify(s) === JSON.stringify(v))).toHaveLength(1)
    expectNoRawValues()
  })

  it('月度礼 去领取 opens the waiting points and is tracked', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    await user.click(await within(section('会员礼遇')).findByRole('button', { name: '去领取' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.pointsWait))
    await waitFor(() => expect(stats).toContainEqual(event('月度礼', '去领取')))
  })

  it('专属礼 立即领取 opens the special-gift claim page (wrongful-login notice) bound for the mall', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    await user.click(await within(section('会员礼遇')).findByRole('button', { name: '立即领取' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.linkApp))
    expect(new URLSearchParams(location().search).get('pageFlag')).toBe('xywx_zzlqHome')
    expect(new URLSearchParams(location().search).get('targetUrl')).toBe(PATHS.pointsMall)
    await waitFor(() => expect(stats).toContainEqual(event('专属礼', '立即领取')))
  })

  it.each([
    ['unbound', '立即绑定', '/bindUserTip?isMgm=34'],
    ['boundNotOpened', '立即开户', '/linkZxTip'],
  ] as const)('专属礼 for %s leads to %s first', async (who, label, to) => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome, { user: who })
    await user.click(await within(section('会员礼遇')).findByRole('button', { name: label }))
    await waitFor(() => expect(path(location())).toBe(to))
  })

  it('月度礼 without waiting points says so, for members and others', async () => {
    await renderRoute(PATHS.pointsHome, { user: 'whitelisted' })
    expect(await within(section('会员礼遇')).findByText('成为会员，每月可领月度礼')).toBeInTheDocument()
    expect(within(section('会员礼遇')).queryByRole('button', { name: '去领取' })).not.toBeInTheDocument()
  })

  it('好友礼: records the look once, claims a reached tier once, and invites', async () => {
    server.use(
      http.get(`*${endpoints.draws.specialInvitePrize}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            inviteNum: '3',
            prizeList: [
              { id: 'sp-1', prizeName: '10元京东E卡', needNum: 1, status: 2 },
              { id: 'sp-3', prizeName: '30元京东E卡', needNum: 3, status: '1' },
              { id: 'sp-5', prizeName: '100元京东E卡', needNum: 5, status: 0 },
            ],
          },
        }),
      ),
      http.post(`*${endpoints.draws.specialAwardPrize}`, () =>
        HttpResponse.json({ code: '0000', data: { prizeName: '30元京东E卡' } }),
      ),
    )
    const queries = watch(endpoints.draws.specialSaveQueryRecord)
    const awards = watch(endpoints.draws.specialAwardPrize)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    const friend = section('好友礼')
    expect(await within(friend).findByRole('button', { name: '10元京东E卡已领取' })).toBeDisabled()
    expect(within(friend).getByRole('button', { name: '100元京东E卡还差2人' })).toBeDisabled()
    await user.click(within(friend).getByRole('button', { name: '30元京东E卡领取' }))
    expect(await screen.findByText('领取成功，30元京东E卡已发放至您的账户')).toBeInTheDocument()
    // Bodies are read asynchronously by watch(): wait for them.
    await waitFor(() =>
      expect(awards).toEqual([
        { user_id: db.users.opened.openid, page_flag: 'xywx_wxHome_friend', prize_id: 'sp-3' },
      ]),
    )
    await waitFor(() => expect(queries).toHaveLength(1))
    await user.click(within(friend).getByRole('button', { name: '立即参与' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.mgmfour))
  })

  it('claims a gift once however often it is tapped (好友礼 tier, 转入礼 chances)', async () => {
    const awards = watch(endpoints.draws.specialAwardPrize)
    const receives = watch(endpoints.draws.taReceiveWaitDrawChance)
    await renderRoute(PATHS.pointsHome)
    const tier = await within(section('好友礼')).findByRole('button', { name: '10元京东E卡领取' })
    const chances = await within(section('转入礼')).findByRole('button', { name: '领取2次机会' })
    // Both taps land before React re-renders the buttons as busy.
    act(() => {
      tier.click()
      tier.click()
      chances.click()
      chances.click()
    })
    expect(
      await within(section('好友礼')).findByRole('button', { name: '10元京东E卡已领取' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('transfer-chances')).toHaveTextContent('3'))
    await waitFor(() => expect(awards).toHaveLength(1))
    await waitFor(() => expect(receives).toHaveLength(1))
  })

  it('好友礼 shows its failure with a retry, the rest of the home still works', async () => {
    server.use(
      http.get(
        `*${endpoints.draws.specialInvitePrize}`,
        () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }),
        {
          once: true,
        },
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHome)
    const retry = await within(section('好友礼')).findByRole('button', { name: '好友礼加载失败，点击重试' })
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    await user.click(retry)
    expect(await within(section('好友礼')).findByText(/已成功邀请/)).toBeInTheDocument()
  })

  it('转入礼: claims the waiting chances, then draws; its chance records open in a sheet', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    const gift = section('转入礼')
    await user.click(await within(gift).findByRole('button', { name: '领取2次机会' }))
    expect(await screen.findByText('领取成功，获得2次抽奖机会')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('transfer-chances')).toHaveTextContent('3'))
    await user.click(within(gift).getByRole('button', { name: '机会明细 ›' }))
    const sheet = await screen.findByRole('dialog', { name: '机会明细' })
    expect(within(sheet).getByText('转账达标')).toBeInTheDocument()
    expect(within(sheet).getByText('+3次')).toBeInTheDocument()
    await user.click(within(gift).getByRole('button', { name: '去抽奖' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.uniondrawprize))
    // §9's transfer-gift click is its 立即参与 only (points-tracking.test.tsx).
    expect(stats).not.toContainEqual(event('转入礼', '立即参与'))
  })

  it('转入礼 without chances invites to the transfer activity, and that is its §9 click', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome, { user: 'whitelisted' })
    await user.click(await within(section('转入礼')).findByRole('button', { name: '立即参与' }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.transferspecialactivity))
    await waitFor(() => expect(stats).toContainEqual(event('转入礼', '立即参与')))
  })

  it('我的兑换 carries 新 until looked at, then opens the exchanges (使用)', async () => {
    const clears = watch(endpoints.points.clearMyExchange)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    const grid = screen.getByRole('navigation', { name: '积分服务' })
    const entry = within(grid).getByRole('button', { name: /^我的兑换/ })
    await waitFor(() => expect(entry).toHaveTextContent('我的兑换新'))
    await user.click(entry)
    await waitFor(() => expect(path(location())).toBe('/pointsDetails?type=2'))
    expect(await screen.findByRole('tab', { name: '使用', selected: true })).toBeInTheDocument()
    expect(await screen.findByText('兑换5元话费券')).toBeInTheDocument()
    await waitFor(() => expect(clears).toHaveLength(1))
    await waitFor(() =>
      expect(db.marketing.points.accounts[db.users.opened.openid]!.hasNewExchange).toBe(false),
    )
  })

  it('opens the boxes and a right from the home, the right tracked as 权益查看', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const view = await renderRoute(PATHS.pointsHome)
    await user.click(await within(section('权益')).findByRole('button', { name: /视频会员月卡/ }))
    await waitFor(() => expect(path(view.location())).toBe('/interestsDetailInfo?id=yb-1'))
    await waitFor(() => expect(stats).toContainEqual(event('权益', '权益查看')))
    view.unmount()
    const again = await renderRoute(PATHS.pointsHome)
    await user.click(screen.getByRole('button', { name: /^签到开宝箱/ }))
    await waitFor(() => expect(again.location().pathname).toBe(PATHS.prizeActivityBox))
  })

  it('shows no rights as an empty state', async () => {
    server.use(
      http.get(`*${endpoints.points.yiBaiRights}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    await renderRoute(PATHS.pointsHome)
    expect(await within(section('权益')).findByText('暂无可兑换权益')).toBeInTheDocument()
  })

  it('reads the home as the real backend types it', async () => {
    db.scenario.data = 'field'
    await renderRoute(PATHS.pointsHome)
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    expect(await within(section('会员礼遇')).findByText('本月150积分待领取')).toBeInTheDocument()
    expect(await screen.findByTestId('transfer-chances')).toHaveTextContent('1')
    expect(await within(section('权益')).findByText('视频会员月卡')).toBeInTheDocument()
    expectNoRawValues()
  })
})

describe('我的积分 in the app', () => {
  it('has points and rights but no WeChat gifts, and is viewed as 我的积分浏览', async () => {
    const stats = watch(endpoints.config.addEventStat)
    db.scenario.user = 'opened'
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    session.set('appClientToken', db.users.opened.appClientToken || 'tok')
    await renderRoute(PATHS.pointsHome, { channel: 'app', signedIn: false })
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    for (const name of ['会员礼遇', '好友礼', '转入礼'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument()
    expect(await within(section('权益')).findByText('视频会员月卡')).toBeInTheDocument()
    await waitFor(() => expect(stats).toContainEqual(event('积分首页', '我的积分浏览')))
    expect(stats).not.toContainEqual(event('积分首页', '微信首页浏览'))
  })
})
