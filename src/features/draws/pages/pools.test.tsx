import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { session } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import { renderRoute, expectNoRawValues } from '@tests/render'

/**
 * Every draw page's records and rights are its own pool's, rights carry their record, a won
 * physical prize is exchanged, the study pool is drawn, the rules come from the server.
 */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const openid = () => db.users.opened.openid
const pools = () => db.marketing.draws.pools[openid()]

/** Request bodies (POST) or queries (GET) the page sent, by path suffix. */
function spy() {
  const sent = recordRequests()
  return { to: (endpoint: string) => sent.to(endpoint).map((r) => (r.method === 'GET' ? r.query : r.body)) }
}

async function drawOnce() {
  await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
  return screen.findByRole('dialog', { name: '抽奖结果' })
}

describe('records carry the pool they belong to', () => {
  it('中奖记录 after a win on /drawprize shows the points pool’s records, with the win', async () => {
    const view = await renderRoute('/drawprize')
    const dialog = await drawOnce()
    expect(within(dialog).getByText('恭喜获得定制保温杯')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '再抽一次' }))
    await userEvent.click(screen.getByRole('link', { name: '中奖记录 ›' }))
    await waitFor(() => expect(view.location().search).toBe('?pool=points'))
    expect(await screen.findByText('定制保温杯')).toBeInTheDocument()
    expect(screen.getByText('100积分')).toBeInTheDocument()
    expect(screen.queryByText('暂无中奖记录')).toBeNull()
    // not the transfer pool's records
    expect(screen.queryByText('10元京东E卡')).toBeNull()
  })

  it('/carddrawprize links to the carbon pool’s records and rights, /uniondrawprize to the transfer pool’s', async () => {
    const view = await renderRoute('/carddrawprize')
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute('href', '/prizelist?pool=carbon')
    expect(screen.getByRole('link', { name: '我的权益 ›' })).toHaveAttribute('href', '/cardqy?pool=carbon')
    view.unmount()
    await renderRoute('/uniondrawprize')
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute(
      'href',
      '/prizelist?pool=transfer',
    )
  })

  it('/prizelist?pool=carbon asks for the carbon pool’s records and offers its draw when empty', async () => {
    const calls = spy()
    await renderRoute('/prizelist?pool=carbon')
    expect(screen.getByText('暂无中奖记录')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去抽奖' })).toHaveAttribute('href', '/carddrawprize')
    expect(calls.to(endpoints.draws.taPrizeRecord)[0]).toMatchObject({ pageFlag: 'xywx_letter_card' })
  })

  it.each([
    ['points', 'xywx_drawprize'],
    ['carbon', 'xywx_letter_card'],
  ])(
    '/prizelist?pool=%s sends the app client number as appUserId, never the openid (account-and-shared §7)',
    async (pool, pageFlag) => {
      const calls = spy()
      expect(session.get('unionAppClientNo')).toBeNull() // in WeChat the client number comes from the app login
      await renderRoute(`/prizelist?pool=${pool}`, { user: 'opened' })
      await waitFor(() => expect(calls.to(endpoints.draws.taPrizeRecord)).toHaveLength(1))
      expect(calls.to(endpoints.draws.taPrizeRecord)[0]).toEqual({
        appUserId: db.users.opened.appClientNo,
        pageFlag,
      })
    },
  )

  it('a WeChat customer without an app account has no pool records to ask for', async () => {
    const calls = spy()
    await renderRoute('/prizelist?pool=points', { user: 'unbound' })
    expect(await screen.findByText('暂无中奖记录')).toBeInTheDocument()
    expect(calls.to(endpoints.draws.taPrizeRecord)).toHaveLength(0)
  })

  it('/prizeActivityScore (积分抽奖, isMgm 5) is the points pool’s draw', async () => {
    const calls = spy()
    await renderRoute('/prizeActivityScore')
    expect(screen.getByRole('heading', { name: '幸运抽奖' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会3次')
    expect(calls.to(endpoints.draws.luckDrawChance)[0]).toMatchObject({ page_flag: 'xywx_drawprize' })
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute('href', '/prizelist?pool=points')
  })

  it('/transferspecialactivityPrize lists the transfer pool’s records', async () => {
    await renderRoute('/transferspecialactivityPrize')
    expect(screen.getByRole('link', { name: /10元京东E卡/ })).toHaveAttribute(
      'href',
      expect.stringContaining('pool=transfer'),
    )
    expect(screen.getByText('20积分')).toBeInTheDocument()
  })
})

describe('rights links carry the record they belong to', () => {
  it('a won prize’s popup opens its own right', async () => {
    const view = await renderRoute('/drawprize')
    const dialog = await drawOnce()
    const recordId = pools().points.drawRecords[0].recordId
    await userEvent.click(within(dialog).getByRole('button', { name: '去兑换' }))
    await waitFor(() => expect(view.location().pathname).toBe('/cardqy'))
    expect(view.location().search).toBe(`?recordId=${recordId}&pool=points`)
    expect(await screen.findByRole('heading', { name: '定制保温杯' })).toBeInTheDocument()
    expect(screen.getByTestId('right-status')).toHaveTextContent('待填写收货信息')
    expect(screen.queryByText('暂无权益，快去抽奖吧')).toBeNull()
  })

  it('我的权益 › lists the pool’s rights, each opening its record', async () => {
    const view = await renderRoute('/drawprize')
    await drawOnce() // 定制保温杯
    await userEvent.click(screen.getByRole('button', { name: '再抽一次' }))
    await drawOnce() // 5元京东E卡
    await userEvent.click(screen.getByRole('button', { name: '再抽一次' }))
    await userEvent.click(screen.getByRole('link', { name: '我的权益 ›' }))
    await waitFor(() => expect(view.location().search).toBe('?pool=points'))
    const rights = await screen.findByRole('region', { name: '我的权益' })
    expect(within(rights).queryByText('暂无权益，快去抽奖吧')).toBeNull()
    expect(within(rights).getAllByRole('link')).toHaveLength(2) // the cup and the card; points are no rights
    const [card, cup] = pools().points.drawRecords // newest first
    expect(within(rights).getByRole('link', { name: /定制保温杯.*去兑换/ })).toHaveAttribute(
      'href',
      `/cardqy?recordId=${cup.recordId}&pool=points`,
    )
    await userEvent.click(within(rights).getByRole('link', { name: /5元京东E卡/ }))
    await waitFor(() => expect(view.location().search).toBe(`?recordId=${card.recordId}&pool=points`))
    expect(await screen.findByRole('button', { name: '复制卡号' })).toBeInTheDocument()
    expectNoRawValues()
  })

  it('a pool without rights says so and offers its draw', async () => {
    await renderRoute('/cardqy?pool=study')
    expect(screen.getByText('暂无权益，快去抽奖吧')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去抽奖' })).toHaveAttribute('href', '/studyspecialprize')
  })
})

describe('the rights page exchanges (去兑换)', () => {
  async function openCup() {
    await renderRoute('/drawprize')
    await drawOnce()
    const cup = pools().points.drawRecords[0]
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }))
    await screen.findByRole('heading', { name: '定制保温杯' })
    return cup
  }

  it('sends the delivery details with saveWinPrizeInfo; the prize is then on its way', async () => {
    const calls = spy()
    const cup = await openCup()
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }))
    const form = await screen.findByRole('dialog', { name: '填写收货信息' })
    await userEvent.click(within(form).getByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('请输入收货人姓名')).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText('收货人'), '张三')
    await userEvent.type(within(form).getByLabelText('手机号'), '12800138000')
    await userEvent.click(within(form).getByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument()
    expect(calls.to(endpoints.points.saveWinPrizeInfo)).toHaveLength(0)
    await userEvent.clear(within(form).getByLabelText('手机号'))
    await userEvent.type(within(form).getByLabelText('手机号'), '13800138000')
    await userEvent.type(within(form).getByLabelText('收货地址'), '上海市浦东新区世纪大道100号')
    await userEvent.click(within(form).getByRole('button', { name: '确认兑换' }))
    await waitFor(() => expect(screen.getByTestId('right-status')).toHaveTextContent('待发货'))
    expect(calls.to(endpoints.points.saveWinPrizeInfo)).toEqual([
      {
        user_id: openid(),
        record_id: cup.recordId,
        receiverName: '张三',
        receiverPhone: '13800138000',
        receiverAddress: '上海市浦东新区世纪大道100号',
      },
    ])
    expect(calls.to(endpoints.points.sendWinPrizedMessage)).toEqual([
      { user_id: openid(), record_id: cup.recordId },
    ])
    expect(screen.queryByRole('button', { name: '去兑换' })).toBeNull()
    expect(pools().points.drawRecords[0].status).toBe('待发货')
  })

  it('a refused exchange keeps the form and what was typed', async () => {
    server.use(
      http.post(`*${endpoints.points.saveWinPrizeInfo}`, () =>
        HttpResponse.json({ code: '4444', msg: '奖品已过兑换期' }),
      ),
    )
    await openCup()
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }))
    const form = await screen.findByRole('dialog', { name: '填写收货信息' })
    await userEvent.type(within(form).getByLabelText('收货人'), '张三')
    await userEvent.type(within(form).getByLabelText('手机号'), '13800138000')
    await userEvent.type(within(form).getByLabelText('收货地址'), '上海市')
    await userEvent.click(within(form).getByRole('button', { name: '确认兑换' }))
    // In the form, where it stays (a toast would pass), with what was typed.
    expect(await within(form).findByRole('alert')).toHaveTextContent('奖品已过兑换期')
    expect(within(form).getByLabelText('收货人')).toHaveValue('张三')
    expect(screen.getByTestId('right-status')).toHaveTextContent('待填写收货信息')
    // Typing again clears it.
    await userEvent.type(within(form).getByLabelText('收货地址'), '浦东')
    expect(within(form).queryByRole('alert')).toBeNull()
  })

  it('1111 says the prize is gone (marketing §8) and reads the right again', async () => {
    const cup = await openCup()
    server.use(
      http.post(`*${endpoints.points.saveWinPrizeInfo}`, () => {
        pools().points.drawRecords[0].status = '奖品已兑完'
        return HttpResponse.json({ code: '1111', msg: '奖品库存不足' })
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }))
    const form = await screen.findByRole('dialog', { name: '填写收货信息' })
    await userEvent.type(within(form).getByLabelText('收货人'), '张三')
    await userEvent.type(within(form).getByLabelText('手机号'), '13800138000')
    await userEvent.type(within(form).getByLabelText('收货地址'), '上海市')
    await userEvent.click(within(form).getByRole('button', { name: '确认兑换' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('您来晚了，权益已被兑完')
    await waitFor(() => expect(screen.getByTestId('right-status')).toHaveTextContent('奖品已兑完'))
    expect(pools().points.drawRecords[0].recordId).toBe(cup.recordId)
    expect(screen.queryByText('奖品库存不足')).toBeNull()
  })
})

describe('the study pool can be drawn', () => {
  it('/studyspecialprize claims the waiting study chance, draws it and keeps the win in the study pool', async () => {
    const calls = spy()
    await renderRoute('/studyspecialprize')
    expect(screen.getByRole('heading', { name: '学习奖励抽奖' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(screen.getByTestId('waiting-chances')).toHaveTextContent('待领取机会 1 次')
    await userEvent.click(screen.getByRole('button', { name: '领取' }))
    await waitFor(() => expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次'))
    expect(screen.queryByTestId('waiting-chances')).toBeNull()
    const dialog = await drawOnce()
    expect(within(dialog).getByText('恭喜获得视频会员月卡')).toBeInTheDocument()
    expect(calls.to(endpoints.draws.fmConverChance)[0]).toEqual({ user_id: openid(), page_id: 'xywx_tyjx' })
    expect(calls.to(endpoints.points.drawPrizeNew)[0]).toEqual({ user_id: openid(), event_id: 'xywx_tyjx' })
    expect(pools().study.drawRecords.map((r) => r.prizeName)).toEqual(['视频会员月卡'])
    expect(pools().points.chanceNum).toBe(3) // the points pool is untouched
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute('href', '/prizelist?pool=study')
  })

  it('/prizelist?pool=study reads the financial-manager records', async () => {
    const calls = spy()
    await renderRoute('/prizelist?pool=study')
    expect(screen.getByText('学习奖励抽奖')).toBeInTheDocument()
    expect(calls.to(endpoints.draws.fmDrawPrizeRecord)[0]).toEqual({
      user_id: openid(),
      page_id: 'xywx_tyjx',
    })
    expect(calls.to(endpoints.draws.taPrizeRecord)).toHaveLength(0)
  })
})

describe('the draw rules come from the server', () => {
  it.each([
    ['/drawprize', 'xywx_drawprize_rule'],
    ['/carddrawprize', 'xywx_letter_card_rule'],
    ['/uniondrawprize', 'xywx_zzlqHome_rule'],
    ['/studyspecialprize', 'studyRule'],
  ])('%s shows the rich text %s', async (path, flag) => {
    const flags: string[] = []
    server.use(
      http.get(`*${endpoints.config.richText}`, ({ request }) => {
        flags.push(new URL(request.url).searchParams.get('richFlag') ?? '')
        return HttpResponse.json({ code: '0000', data: { content: '<p>规则正文</p>' } })
      }),
    )
    await renderRoute(path)
    const rules = await screen.findByRole('region', { name: '活动规则' })
    expect(rules).toHaveTextContent('规则正文')
    expect(flags).toContain(flag)
    expect(rules).not.toHaveTextContent('每次抽奖消耗 1 次抽奖机会')
  })

  it.each([
    ['the bare key', 'xywx_drawprize_rule'],
    [
      'the key in a sentence',
      '<h3>活动说明</h3><p>本活动（xywx_drawprize_rule）的具体规则以页面公示为准。</p>',
    ],
  ])(
    'a rule text that is %s (a missing text falling back to it) is no text: the card hides',
    async (_, content) => {
      server.use(
        http.get(`*${endpoints.config.richText}`, () =>
          HttpResponse.json({ code: '0000', data: { content } }),
        ),
      )
      await renderRoute('/drawprize')
      await waitFor(() => expect(screen.queryByRole('region', { name: '活动规则' })).toBeNull())
      expect(screen.queryByText(/xywx_drawprize_rule/)).toBeNull()
      expect(screen.getByRole('button', { name: '立即抽奖' })).toBeEnabled()
    },
  )

  it('the mock backend answers a rule for the pool, and never its key', async () => {
    await renderRoute('/drawprize')
    const rules = await screen.findByRole('region', { name: '活动规则' })
    expect(rules).toHaveTextContent('活动说明')
    expect(rules).not.toHaveTextContent('xywx_drawprize_rule')
  })

  it('an empty rule hides the card; a failed one offers a retry without blocking the draw', async () => {
    server.use(
      http.get(`*${endpoints.config.richText}`, () =>
        HttpResponse.json({ code: '0000', data: { content: '' } }),
      ),
    )
    const view = await renderRoute('/drawprize')
    await waitFor(() => expect(screen.queryByRole('region', { name: '活动规则' })).toBeNull())
    view.unmount()
    server.use(
      http.get(`*${endpoints.config.richText}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    await renderRoute('/drawprize')
    expect(await screen.findByText('活动规则加载失败')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '立即抽奖' })).toBeEnabled()
  })

  it('重试 of a failed rule asks again and shows it', async () => {
    // The first answer fails, the next ones carry the rule.
    server.use(
      http.get(`*${endpoints.config.richText}`, () =>
        HttpResponse.json({ code: '0000', data: { content: '<p>规则正文</p>' } }),
      ),
    )
    server.use(
      http.get(`*${endpoints.config.richText}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }), {
        once: true,
      }),
    )
    await renderRoute('/drawprize')
    await userEvent.click(await screen.findByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '活动规则' })).toHaveTextContent('规则正文')
    expect(screen.queryByText('活动规则加载失败')).toBeNull()
  })
})

describe('with what the real backend sends (field data)', () => {
  it.each([1, 2, 3])('seed %i: draw → its right → 去兑换 still works, with no raw value', async (seed) => {
    db.scenario.data = 'field'
    db.scenario.seed = seed
    const view = await renderRoute('/drawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会3次')
    const dialog = await drawOnce()
    expect(within(dialog).getByText('恭喜获得定制保温杯')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '去兑换' }))
    await waitFor(() => expect(view.location().pathname).toBe('/cardqy'))
    expect(await screen.findByRole('heading', { name: '定制保温杯' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去兑换' })).toBeInTheDocument()
    expectNoRawValues()
  })

  it.each([
    '/prizelist?pool=transfer',
    '/cardqy?pool=transfer',
    '/studyMoneyManage',
    '/transferspecialactivity',
    '/studyspecialprize',
    '/studyRule',
  ])('%s shows no raw value', async (path) => {
    db.scenario.data = 'field'
    db.scenario.seed = 2
    await renderRoute(path)
    expect(screen.queryByRole('alert')).toBeNull()
    expectNoRawValues()
  })
})
