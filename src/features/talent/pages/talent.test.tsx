import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute, expectNoRawValues } from '@tests/render'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const talent = () => db.marketing.talent
const me = () => db.users.opened.openid

describe('talent station home (marketing §2.9, §7.3)', () => {
  it('shows the balance, draws credit once per tap and updates balance and draws left', async () => {
    const before = talent().accounts[me()].credit
    await renderRoute('/talentCompetition')
    expect(screen.getByTestId('user-credit')).toHaveTextContent(String(before))
    expect(screen.getByText('今日还可抽取 3 次')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '抽取学分' }))
    const dialog = await screen.findByRole('dialog', { name: '抽取结果' })
    const after = talent().accounts[me()].credit
    expect(after).toBeGreaterThan(before)
    expect(within(dialog).getByText(`+${after - before} 学分`)).toBeInTheDocument()
    expect(screen.getByTestId('user-credit')).toHaveTextContent(String(after))
    expect(screen.getByText('今日还可抽取 2 次')).toBeInTheDocument()
  })

  it('does not submit a second draw while one is in flight', async () => {
    let calls = 0
    server.use(
      http.post(`*${endpoints.talent.drawCredit}`, async () => {
        calls += 1
        await delay(150)
        return HttpResponse.json({ code: '0000', data: { credit: 5, userCredit: 999, drawCreditNum: 2 } })
      }),
    )
    await renderRoute('/talentCompetition')
    const button = screen.getByRole('button', { name: '抽取学分' })
    await userEvent.click(button)
    await userEvent.click(button)
    expect(await screen.findByText('+5 学分')).toBeInTheDocument()
    expect(calls).toBe(1)
    expect(screen.getByTestId('user-credit')).toHaveTextContent('999')
  })

  it('disables the draw with a hint when no draws are left today', async () => {
    talentOfToday(3)
    await renderRoute('/talentCompetition')
    expect(screen.getByRole('button', { name: '抽取学分' })).toBeDisabled()
    expect(screen.getByText('今日抽取次数已用完，明天再来吧')).toBeInTheDocument()
  })

  it('lists the knowledge with learned tags and opens one', async () => {
    await renderRoute('/talentCompetition')
    expect(await screen.findByText('什么是净值型理财产品？')).toBeInTheDocument()
    expect(screen.getAllByText('已学习')).toHaveLength(2)
    expect(screen.getAllByText('去学习')).toHaveLength(2)
    await userEvent.click(screen.getByText('认识业绩比较基准'))
    expect(await screen.findByText(/业绩比较基准是管理人设定的投资目标参考/)).toBeInTheDocument()
  })

  it('shows the error view when the station fails', async () => {
    server.use(
      http.get(`*${endpoints.talent.initData}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    await renderRoute('/talentCompetition')
    expect(await screen.findByText('达人驿站加载失败')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '抽取学分' })).not.toBeInTheDocument()
  })

  it('重新加载 after a failed station asks again', async () => {
    server.use(
      http.get(`*${endpoints.talent.initData}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }), {
        once: true,
      }),
    )
    await renderRoute('/talentCompetition')
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('button', { name: '抽取学分' })).toBeInTheDocument()
    expect(screen.queryByText('达人驿站加载失败')).toBeNull()
  })
})

function talentOfToday(used: number) {
  const a = talent().accounts[me()]
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  a.drawDay = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  a.drawsUsed = used
}

describe('talent lists', () => {
  it('credit records show signed values; empty list shows the empty state', async () => {
    const view = await renderRoute('/talentCreditRecord')
    expect(screen.getByText('-50')).toBeInTheDocument()
    expect(screen.getByText('+60')).toBeInTheDocument()
    view.unmount()
    talent().accounts[me()].creditRecords = []
    await renderRoute('/talentCreditRecord')
    expect(await screen.findByText('暂无学分记录')).toBeInTheDocument()
  })

  it('exchange records list the cards; empty shows the empty state', async () => {
    const view = await renderRoute('/talentExchangePrize')
    expect(screen.getByText('5元话费券')).toBeInTheDocument()
    view.unmount()
    talent().accounts[me()].exchangeRecords = []
    await renderRoute('/talentExchangePrize')
    expect(await screen.findByText('暂无兑换记录')).toBeInTheDocument()
  })
})

describe('talent prizes and exchange (marketing §7.3, §8)', () => {
  it('exchanges after a confirm, shows the result and takes the credit once', async () => {
    const before = talent().accounts[me()].credit
    await renderRoute('/talentPrizeList')
    expect(screen.getByRole('button', { name: '已兑完 视频会员月卡' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: '立即兑换 10元京东E卡' }))
    await userEvent.click(await screen.findByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('兑换成功')).toBeInTheDocument()
    expect(screen.getByText('已成功兑换「10元京东E卡」')).toBeInTheDocument()
    expect(talent().accounts[me()].credit).toBe(before - 100)
    await userEvent.click(screen.getByRole('button', { name: '好的' }))
    // The list is read again: the card's stock went down by the one exchanged.
    const card = screen.getByRole('button', { name: /10元京东E卡/ }).closest('li')!
    await waitFor(() => expect(card).toHaveTextContent('剩余 49 份'))
  })

  it('cancelling the confirm exchanges nothing', async () => {
    const before = talent().accounts[me()].credit
    await renderRoute('/talentPrizeList')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换 5元话费券' }))
    await userEvent.click(await screen.findByRole('button', { name: '再想想' }))
    await waitFor(() => expect(screen.queryByText('确认兑换')).not.toBeInTheDocument())
    expect(talent().accounts[me()].credit).toBe(before)
  })

  it('1111 says the prizes are gone', async () => {
    server.use(
      http.post(`*${endpoints.talent.creditExchangeCard}`, async () => {
        await delay(10)
        return HttpResponse.json({ code: '1111', msg: '' })
      }),
    )
    await renderRoute('/talentPrizeList')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换 5元话费券' }))
    await userEvent.click(await screen.findByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('您来晚了，权益已被兑完')).toBeInTheDocument()
    expect(screen.queryByText('兑换成功')).not.toBeInTheDocument()
  })

  it('an empty prize list shows the empty state', async () => {
    server.use(http.get(`*${endpoints.talent.prizes}`, () => HttpResponse.json({ code: '0000', data: [] })))
    await renderRoute('/talentPrizeList')
    expect(await screen.findByText('暂无可兑换的奖品')).toBeInTheDocument()
  })
})

describe('talent with what the real backend sends', () => {
  const serve = (path: string, data: unknown) =>
    server.use(http.get(`*${path}`, () => HttpResponse.json({ code: '0000', data })))

  it('/talentCompetition reads credits and draws left as strings, flags as 1 and skips null knowledge', async () => {
    serve(endpoints.talent.initData, {
      nickname: null,
      headimgurl: 'null',
      userCredit: '20',
      totalCredit: '120',
      drawCreditNum: '3',
      knowledgeNum: '1',
      learnedNum: '1',
      isBind: 1,
    })
    serve(endpoints.talent.knowledges, [
      null,
      { id: 7, title: '基金定投', content: null, creditValue: '5', isLearned: 1 },
    ])
    server.use(
      http.post(`*${endpoints.talent.drawCredit}`, () =>
        HttpResponse.json({ code: '0000', data: { credit: '5', userCredit: '25', drawCreditNum: '2' } }),
      ),
    )
    await renderRoute('/talentCompetition')
    expect(screen.getByTestId('user-credit')).toHaveTextContent('20')
    expect(screen.getByText('今日还可抽取 3 次')).toBeInTheDocument()
    expect(screen.queryByAltText('头像')).not.toBeInTheDocument()
    // No picture ('null'): the default person, never an empty circle.
    expect(document.querySelector('[data-placeholder="avatar"] svg')).not.toBeNull()
    expect(await screen.findByText('基金定投')).toBeInTheDocument()
    expect(screen.getByText('可得 5 学分')).toBeInTheDocument()
    expect(screen.getByText('已学习')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '抽取学分' }))
    const dialog = await screen.findByRole('dialog', { name: '抽取结果' })
    expect(within(dialog).getByText('+5 学分')).toBeInTheDocument()
    expect(screen.getByTestId('user-credit')).toHaveTextContent('25')
    expect(screen.getByText('125')).toBeInTheDocument() // total credit: 120 + 5
    expect(screen.getByText('今日还可抽取 2 次')).toBeInTheDocument()
    expectNoRawValues()
  })

  it.each([
    ['an object', {}],
    ['null', null],
  ])('/talentCompetition shows a knowledge list sent as %s as empty', async (_, data) => {
    serve(endpoints.talent.knowledges, data)
    await renderRoute('/talentCompetition')
    expect(await screen.findByText('暂无知识内容')).toBeInTheDocument()
  })

  it('/talentCompetition says the station failed to load when it comes as null', async () => {
    serve(endpoints.talent.initData, null)
    await renderRoute('/talentCompetition', { settle: false })
    expect(await screen.findByText('达人驿站加载失败')).toBeInTheDocument()
  })

  it('/talentPrizeList reads credit, stock and the isEnough code sent as strings', async () => {
    serve(endpoints.talent.prizes, [
      null,
      { id: 'p1', prizeName: '咖啡券', prizeImg: null, needCredit: '10', stock: '3', isEnough: '1' },
      { id: 'p2', prizeName: '会员卡', prizeImg: null, needCredit: '500', stock: '0', isEnough: '2' },
    ])
    await renderRoute('/talentPrizeList')
    expect(screen.getByRole('button', { name: '立即兑换 咖啡券' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '已兑完 会员卡' })).toBeDisabled()
    expect(screen.getByText(/剩余 3 份/)).toBeInTheDocument()
  })
})

describe('talent lists that fail to load: 加载失败 with 重新加载, never the empty text', () => {
  it.each([
    ['/talentCreditRecord', endpoints.talent.creditList, '学分记录加载失败', '暂无学分记录', '+60'],
    [
      '/talentExchangePrize',
      endpoints.talent.exchangePrizeList,
      '兑换记录加载失败',
      '暂无兑换记录',
      '5元话费券',
    ],
    ['/talentPrizeList', endpoints.talent.prizes, '奖品加载失败', '暂无可兑换的奖品', '10元京东E卡'],
  ])('%s', async (path, endpoint, failedText, emptyText, rowText) => {
    server.use(
      http.get(`*${endpoint}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }), { once: true }),
    )
    await renderRoute(path)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent(failedText)
    expect(failed).not.toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText(emptyText)).not.toBeInTheDocument()
    await userEvent.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect((await screen.findAllByText(rowText))[0]).toBeInTheDocument()
    expect(screen.queryByText(failedText)).not.toBeInTheDocument()
  })
})
