import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { recordRequests } from '@tests/record-requests'
import { renderRoute, expectNoRawValues } from '@tests/render'

/** The requests to one endpoint from now on (method, body), in the order they were sent. */
const watch = (path: string) => recordRequests(path).list

const openedAccount = () => db.marketing.points.accounts[db.users.opened.openid]!

/** An app user signed in inside the provider's app: client number + this session's token. */
function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

describe('/pointsHome', () => {
  it('shows the balance, the expiry notice and the waiting points', async () => {
    await renderRoute(PATHS.pointsHome)
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    expect(screen.getByText(/您有120积分将于\d{4}-\d{2}-\d{2}过期，请尽快使用/)).toBeInTheDocument()
    expect(screen.getByText('您有150积分待领取，点击去领取')).toBeInTheDocument()
    for (const label of ['积分明细', '待领积分', '积分商城', '权益'])
      expect(screen.getAllByRole('button', { name: new RegExp(label) }).length).toBeGreaterThan(0)
    expect(screen.getByText(/理财非存款/)).toBeInTheDocument()
  })

  it('has no expiry notice when nothing expires', async () => {
    await renderRoute(PATHS.pointsHomeNew, { user: 'whitelisted' })
    expect(screen.getByTestId('points-balance')).toHaveTextContent('300')
    expect(screen.queryByText(/过期，请尽快使用/)).not.toBeInTheDocument()
    expect(screen.queryByText(/积分待领取，点击去领取/)).not.toBeInTheDocument()
  })

  it('signs in once: today is marked, the balance grows, a second tap sends nothing', async () => {
    const signs = watch(endpoints.points.sign)
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHomeLocal)
    const before = openedAccount().balance
    const button = await screen.findByRole('button', { name: '立即签到' })
    expect(screen.getByLabelText('今天未签到')).toBeInTheDocument()
    await user.click(button)
    await user.click(button)
    expect(await screen.findByText(/签到成功，获得\d+积分/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled()
    expect(screen.getByLabelText('今天已签到')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('points-balance')).not.toHaveTextContent('1,280'))
    expect(openedAccount().balance).toBeGreaterThan(before)
    expect(signs.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('a sign-in renews what it changed: the treasure-box strip counts the new day', async () => {
    openedAccount().signDates = [ymdIn(-3), ymdIn(-2)]
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHome)
    const strip = screen.getByRole('button', { name: /^签到开宝箱/ })
    await waitFor(() => expect(strip).toHaveTextContent('再签到1天可开启青铜宝箱'))
    await user.click(await screen.findByRole('button', { name: '立即签到' }))
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled()
    await waitFor(() => expect(strip).toHaveTextContent('青铜宝箱可开启，快去领取吧'))
  })

  it('shows 今日已签到 when already signed and offers no sign', async () => {
    const today = new Date()
    const ymd = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`
    openedAccount().signDates.push(ymd)
    await renderRoute(PATHS.pointsHome)
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: '立即签到' })).not.toBeInTheDocument()
  })

  it('tracks the view by channel; an entry is no §9 event (marketing §9)', async () => {
    const stats = watch(endpoints.config.addEventStat)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    await waitFor(() =>
      expect(stats.map((s) => s.body)).toContainEqual({
        pro_id: 'points',
        pro_name: '积分首页',
        buttom_name: '微信首页浏览',
      }),
    )
    await user.click(
      within(screen.getByRole('navigation', { name: '积分服务' })).getByRole('button', { name: /待领积分/ }),
    )
    await waitFor(() => expect(location().pathname).toBe(PATHS.pointsWait))
    // The waiting-points page's own view is listed (points get); the entry's tap is not.
    await waitFor(() =>
      expect(stats.map((s) => s.body)).toContainEqual(
        expect.objectContaining({ buttom_name: '积分获取浏览' }),
      ),
    )
    expect(stats.map((s) => s.body)).not.toContainEqual(expect.objectContaining({ buttom_name: '待领积分' }))
  })

  it('tracks 我的积分浏览 in the app', async () => {
    const stats = watch(endpoints.config.addEventStat)
    signInApp()
    await renderRoute(PATHS.pointsHomeOld, { channel: 'app', signedIn: false })
    await waitFor(() =>
      expect(stats.map((s) => s.body)).toContainEqual(
        expect.objectContaining({ buttom_name: '我的积分浏览' }),
      ),
    )
  })

  it('shows an error with retry when the balance fails', async () => {
    server.use(
      http.get(`*${endpoints.points.initInfo}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    await renderRoute(PATHS.pointsHome, { settle: false })
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument()
    expect(screen.queryByTestId('points-balance')).not.toBeInTheDocument()
  })
})

describe('/pointsHome in the app', () => {
  it('an app user sees their balance and signs in keyed on their client number', async () => {
    const signs = watch(endpoints.points.sign)
    signInApp('opened')
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHome, { channel: 'app', signedIn: false })
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    const before = openedAccount().balance
    await user.click(await screen.findByRole('button', { name: '立即签到' }))
    expect(await screen.findByText(/签到成功，获得\d+积分/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled()
    await waitFor(() => expect(signs).toHaveLength(1))
    expect(signs[0].body).toEqual(expect.objectContaining({ user_id: db.users.opened.appClientNo }))
    expect(openedAccount().balance).toBeGreaterThan(before)
  })
})

/** 'YYYYMMDD' of today plus `days` (local time), as the sign-in list sends dates. */
const ymdIn = (days: number) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

/** Serves `data` as the envelope's data for one GET path. */
const serve = (path: string, data: unknown) =>
  server.use(http.get(`*${path}`, () => HttpResponse.json({ code: '0000', data })))

/** No raw JavaScript values leaked into the page text. */
const expectCleanText = expectNoRawValues

describe('/pointsHome with what the real backend sends', () => {
  it('reads balances and day counts sent as strings and flags sent as 1/true', async () => {
    serve(endpoints.points.initInfo, {
      nickname: null,
      headimgurl: 'null',
      integral: '1280',
      expiryValue: '120',
      expiryDate: '2026-11-30',
      waitValue: '150',
      isMember: 1,
      memberLevel: null,
    })
    serve(endpoints.points.signInit, {
      todaySigned: 1,
      signDays: '3',
      signList: [
        null,
        { date: Number(ymdIn(-1)), signed: true, integral: '5' },
        { date: ymdIn(0), signed: '1', integral: 10 },
        { date: ymdIn(1), signed: 0, integral: '5' },
      ],
    })
    await renderRoute(PATHS.pointsHome)
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,280')
    expect(screen.getByText('您有120积分将于2026-11-30过期，请尽快使用')).toBeInTheDocument()
    expect(screen.getByText('您有150积分待领取，点击去领取')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: '立即签到' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('今天已签到')).toBeInTheDocument()
    expect(screen.getByText('3')).toHaveClass(/strong/)
    const days = within(screen.getByRole('list', { name: '本周签到' })).getAllByRole('listitem')
    expect(days).toHaveLength(3)
    expect(days[0]).toHaveAccessibleName(/已签到$/)
    expect(days[2]).toHaveTextContent('+5')
    expect(document.querySelector('img[src="null"]')).toBeNull()
    expectCleanText()
  })

  it.each([
    ['an object', {}],
    ['null', null],
  ])('shows a sign-in list sent as %s as no days, and still signs in', async (_, signList) => {
    serve(endpoints.points.initInfo, { integral: 300, expiryValue: null, waitValue: 'null' })
    serve(endpoints.points.signInit, { todaySigned: '0', signDays: null, signList })
    server.use(
      http.post(`*${endpoints.points.sign}`, () =>
        HttpResponse.json({ code: '0000', data: { integral: '10', signDays: '1' } }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHome)
    expect(screen.getByTestId('points-balance')).toHaveTextContent('300')
    expect(screen.queryByText(/过期，请尽快使用|积分待领取，点击去领取/)).not.toBeInTheDocument()
    expect(screen.getByRole('list', { name: '本周签到' })).toBeEmptyDOMElement()
    expect(screen.getByLabelText('每日签到')).toHaveTextContent('已连续签到 0 天')
    expectCleanText()
    serve(endpoints.points.signInit, { todaySigned: true, signDays: '1', signList: {} })
    await user.click(screen.getByRole('button', { name: '立即签到' }))
    expect(await screen.findByText('签到成功，获得10积分')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled()
    expect(screen.getByLabelText('每日签到')).toHaveTextContent('已连续签到 1 天')
  })

  it('lists records sent with numbers as strings, and none for a null list', async () => {
    serve(endpoints.points.userIntegralRecords, {
      total: '2',
      records: [null, { id: 42, integralName: '签到', integralValue: '-5', changeType: 2, createTime: null }],
    })
    const view = await renderRoute(PATHS.pointsDetails)
    expect(await screen.findByText('签到')).toBeInTheDocument()
    expect(screen.getByText('-5')).toBeInTheDocument()
    view.unmount()
    serve(endpoints.points.userIntegralRecords, { total: null, records: null })
    await renderRoute(PATHS.pointsHistory)
    expect(await screen.findByText('暂无积分记录')).toBeInTheDocument()
    expectCleanText()
  })
})

describe('/pointsDetails and /pointsHistory', () => {
  it('lists the records, filters by type and opens one', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsDetails)
    expect(await screen.findByText('开户礼')).toBeInTheDocument()
    expect(screen.getByText('-100')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: '使用' }))
    expect(await screen.findByText('兑换5元话费券')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('开户礼')).not.toBeInTheDocument())
    await user.click(screen.getByText('兑换5元话费券'))
    await waitFor(() => expect(location().pathname).toBe(PATHS.pointsDetailsInfo))
    expect(await screen.findByText('流水号')).toBeInTheDocument()
    expect(screen.getByText('使用')).toBeInTheDocument()
  })

  it('shows the empty state for a user without records', async () => {
    await renderRoute(PATHS.pointsHistory, { user: 'boundNotOpened' })
    expect(await screen.findByText('暂无积分记录')).toBeInTheDocument()
  })

  it('looks a record up by id when opened directly, and says when it is unknown', async () => {
    const id = openedAccount().records[0]!.id
    await renderRoute(`${PATHS.pointsDetailsInfo}?id=${id}`)
    expect(await screen.findByText(id)).toBeInTheDocument()
  })

  it('says when the record does not exist', async () => {
    await renderRoute(`${PATHS.pointsDetailsInfo}?id=nope`)
    expect(await screen.findByText('未找到该积分记录')).toBeInTheDocument()
  })
})

describe('/pointsWait', () => {
  it('claims one waiting record once and removes it', async () => {
    const claims = watch(endpoints.points.converIntegral)
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsWait)
    expect(screen.getByText('月度理财礼')).toBeInTheDocument()
    const [first] = screen.getAllByRole('button', { name: '领取' })
    await user.click(first!)
    await user.click(first!)
    expect(await screen.findByText('领取成功，获得100积分')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('月度理财礼')).not.toBeInTheDocument())
    expect(screen.getByText('理财知识答题奖励')).toBeInTheDocument()
    expect(claims).toHaveLength(1)
    expect(openedAccount().waits).toHaveLength(1)
  })

  it('a record’s validity is a range that breaks only between its two dates', async () => {
    await renderRoute(PATHS.pointsWait)
    const [range] = document.querySelectorAll('[data-date-range]')
    const dates = [...range!.querySelectorAll(':scope > span')]
    expect(dates).toHaveLength(2)
    for (const date of dates) {
      expect(date.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(date).toHaveStyle({ whiteSpace: 'nowrap' })
    }
    expect(range!.textContent).toBe(`${dates[0]!.textContent}~${dates[1]!.textContent}`)
  })

  it('shows the empty state when nothing waits', async () => {
    await renderRoute(PATHS.pointsWait, { user: 'whitelisted' })
    expect(screen.getByText('暂无待领取积分')).toBeInTheDocument()
  })
})

describe('/pointsMall', () => {
  it('draws once per tap and shows the result', async () => {
    const draws = watch(endpoints.points.drawPrizeNew)
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsMall)
    expect(screen.getByRole('list', { name: '奖品列表' })).toBeInTheDocument()
    const button = screen.getByRole('button', { name: '立即抽奖' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(within(dialog).getByText(/恭喜您获得|很遗憾，未中奖/)).toBeInTheDocument()
    expect(screen.getByText('剩余抽奖机会 2 次')).toBeInTheDocument()
    expect(draws).toHaveLength(1)
  })

  it('toasts when no chance is left and shows no result', async () => {
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsMallLocal, { user: 'whitelisted' })
    await user.click(screen.getByRole('button', { name: '立即抽奖' }))
    expect(await screen.findByText('您的抽奖机会已用完')).toBeInTheDocument()
    expect(screen.queryByText(/恭喜您获得/)).not.toBeInTheDocument()
  })
})

describe('/interestsDetails', () => {
  it('lists the rights and opens one', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.interestsDetails)
    await user.click(screen.getByText('咖啡兑换券'))
    await waitFor(() => expect(location().search).toContain('id=yb-2'))
    expect(await screen.findByText('权益说明')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去兑换' })).toBeEnabled()
  })

  it('says when a right is unknown', async () => {
    await renderRoute(`${PATHS.interestsDetailInfo}?id=zzz`)
    expect(screen.getByText('该权益不存在或已下架')).toBeInTheDocument()
  })
})

describe('the simple points pages', () => {
  it('shows the rules as rich text', async () => {
    server.use(
      http.get(`*${endpoints.config.richText}`, () =>
        HttpResponse.json({ code: '0000', data: { content: '<p>签到可得积分</p><script>x()</script>' } }),
      ),
    )
    await renderRoute(PATHS.pointsHomeRules)
    expect(await screen.findByText('签到可得积分')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
  })

  it('searches the rights', async () => {
    const user = userEvent.setup()
    await renderRoute(PATHS.pointsHomeNewSearch)
    await user.type(screen.getByRole('searchbox'), '咖啡')
    expect(screen.getByText('咖啡兑换券')).toBeInTheDocument()
    expect(screen.queryByText('视频会员月卡')).not.toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), '不存在')
    expect(screen.getByText('没有找到相关权益')).toBeInTheDocument()
  })

  it('shows the reminders, and none when nothing is due', async () => {
    await renderRoute(PATHS.pointsHomeAlert)
    expect(screen.getByText('积分即将过期')).toBeInTheDocument()
    expect(screen.getByText('积分待领取')).toBeInTheDocument()
  })

  it('the video page is the config-driven activity page (no fixed 即将上线 page)', async () => {
    await renderRoute(PATHS.pointsHomeNewVedio)
    expect(screen.getByRole('region', { name: '活动介绍' })).toBeInTheDocument()
    expect(screen.queryByText('精彩视频即将上线，敬请期待')).toBeNull()
  })
})
