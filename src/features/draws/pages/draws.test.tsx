import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute, expectNoRawValues } from '@tests/render'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const pools = () => db.marketing.draws.pools[db.users.opened.openid]
/** The customer's own e-card: the transfer pool's seeded 10元京东E卡. */
const ownCard = () => pools().transfer.drawRecords.find((r) => r.prizeType === 2)!.recordId
/** A card the backend holds for another customer: in none of this customer's records. */
function anotherCustomersCard() {
  const id = 'DR888888'
  db.marketing.draws.userPrizes[id] = { ...db.marketing.draws.userPrizes[ownCard()], accountNum: 'NOT-MINE' }
  return id
}

/** How many times the page asked for the points pool's chances. */
function countChanceReads() {
  const reads = captureRequests(endpoints.draws.luckDrawChance)
  return () => reads.length
}

describe('draw page /drawprize (marketing §2.10)', () => {
  it('draws, decrements the chances and pops up the result', async () => {
    await renderRoute('/drawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会3次')
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    const dialog = await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(pools().points.chanceNum).toBe(2)
    const won = pools().points.drawRecords[0]?.prizeName
    if (won && won !== '谢谢参与') expect(within(dialog).getByText(`恭喜获得${won}`)).toBeInTheDocument()
    else expect(within(dialog).getByText('很遗憾，未中奖')).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会2次')
  })

  it('the draw’s answer is the count: the chances are not asked again', async () => {
    const reads = countChanceReads()
    await renderRoute('/drawprize')
    const before = reads()
    expect(before).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会2次')
    expect(reads()).toBe(before)
  })

  it('sends one draw for two quick taps', async () => {
    let calls = 0
    server.use(
      http.post(`*${endpoints.points.drawPrizeNew}`, async () => {
        calls += 1
        await delay(100)
        return HttpResponse.json({
          code: '0000',
          data: {
            recordId: 'R1',
            prizeId: 'p',
            prizeName: '50积分',
            prizeImg: '',
            prizeType: 1,
            isWin: '1',
            chanceNum: 2,
          },
        })
      }),
    )
    await renderRoute('/drawprize')
    const button = screen.getByRole('button', { name: '立即抽奖' })
    await userEvent.click(button)
    await userEvent.click(button)
    expect(await screen.findByText('恭喜获得50积分')).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it('a failed draw keeps the page and refreshes the chances', async () => {
    server.use(
      http.post(`*${endpoints.points.drawPrizeNew}`, () =>
        HttpResponse.json({ code: '1111', msg: '您的抽奖机会已用完' }),
      ),
    )
    const reads = countChanceReads()
    await renderRoute('/drawprize')
    const before = reads()
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    expect(await screen.findByText('您的抽奖机会已用完')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '抽奖结果' })).not.toBeInTheDocument()
    await waitFor(() => expect(reads()).toBe(before + 1))
  })
})

describe('/carddrawprize with no chance', () => {
  it('disables the draw with a hint', async () => {
    await renderRoute('/carddrawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(screen.getByRole('button', { name: '暂无抽奖机会' })).toBeDisabled()
    expect(screen.getByText(/抽奖机会已用完，完成活动任务可获得更多机会/)).toBeInTheDocument()
  })

  it('shows the error view when the chances fail to load', async () => {
    server.use(
      http.get(`*${endpoints.draws.luckDrawChance}`, () =>
        HttpResponse.json({ code: '9999', msg: '系统繁忙' }),
      ),
    )
    await renderRoute('/carddrawprize')
    expect(await screen.findByText('抽奖信息加载失败')).toBeInTheDocument()
  })

  it('重新加载 after a failure asks for the chances again', async () => {
    server.use(
      http.get(
        `*${endpoints.draws.luckDrawChance}`,
        () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }),
        { once: true },
      ),
    )
    await renderRoute('/carddrawprize')
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    expect(await screen.findByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(screen.queryByText('抽奖信息加载失败')).toBeNull()
  })
})

describe('union draw → result page', () => {
  it('draws the transfer pool and opens the result page', async () => {
    const view = await renderRoute('/uniondrawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次')
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    await waitFor(() => expect(view.location().pathname).toBe('/unionDrawPrizeRes'))
    expect(pools().transfer.chanceNum).toBe(0)
    expect(await screen.findByText('剩余抽奖机会 0 次')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '返回活动' })).toBeInTheDocument()
  })

  it('the result page, handed the draw in route state (nothing in the address), offers a won e-card', async () => {
    server.use(
      http.post(`*${endpoints.draws.walletDrawPrizeNew}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            recordId: ownCard(),
            prizeId: 'p2',
            prizeName: '10元京东E卡',
            prizeImg: '',
            prizeType: 2,
            isWin: '1',
            chanceNum: 1,
          },
        }),
      ),
    )
    const view = await renderRoute('/uniondrawprize')
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    await waitFor(() => expect(view.location().pathname).toBe('/unionDrawPrizeRes'))
    expect(view.location().search).toBe('')
    expect(await screen.findByText('恭喜获得10元京东E卡')).toBeInTheDocument()
    expect(screen.getByText('剩余抽奖机会 1 次')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '查看权益' }))
    await waitFor(() => expect(view.location().pathname).toBe('/cardqy'))
    expect(view.location().search).toBe(`?recordId=${ownCard()}&pool=transfer`)
  })

  it('a link opened cold names no prize, whatever its query: 抽奖结果 and the chances the server counts', async () => {
    const crafted = encodeURIComponent('XSSMARK注入文本')
    await renderRoute(
      `/unionDrawPrizeRes?prizeName=${crafted}&prizeType=1&isWin=1&recordId=${ownCard()}&chanceNum=5`,
    )
    expect(await screen.findByText('剩余抽奖机会 1 次')).toBeInTheDocument()
    expect(screen.getByText('抽奖结果')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/XSSMARK|注入文本|恭喜获得/)
    expect(screen.queryByRole('button', { name: '查看权益' })).toBeNull()
    expect(screen.getByRole('button', { name: '继续抽奖' })).toBeInTheDocument()
  })
})

describe('prize records and rights', () => {
  it('lists the records; an e-card row opens its card with copy buttons', async () => {
    const view = await renderRoute('/prizelist')
    expect(screen.getByText('20积分')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: /10元京东E卡/ }))
    await waitFor(() => expect(view.location().pathname).toBe('/cardqy'))
    expect(await screen.findByRole('button', { name: '复制卡号' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '复制卡密' })).toBeInTheDocument()
  })

  it('empty records and a missing card show empty states', async () => {
    pools().transfer.drawRecords = []
    const view = await renderRoute('/prizelist')
    expect(screen.getByText('暂无中奖记录')).toBeInTheDocument()
    view.unmount()
    await renderRoute('/cardqy')
    expect(screen.getByText('暂无权益，快去抽奖吧')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '复制卡号' })).not.toBeInTheDocument()
  })
})

describe('draws with what the real backend sends', () => {
  it('/drawprize reads chances as strings and a win flagged true with its prize type as text', async () => {
    server.use(
      http.get(`*${endpoints.draws.luckDrawChance}`, () =>
        HttpResponse.json({ code: '0000', data: { chanceNum: '3', waitChanceNum: null } }),
      ),
      http.post(`*${endpoints.points.drawPrizeNew}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            recordId: 77,
            prizeId: 5,
            prizeName: '5元京东E卡',
            prizeImg: null,
            prizeType: '2',
            isWin: true,
            chanceNum: '2',
          },
        }),
      ),
    )
    await renderRoute('/drawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会3次')
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }))
    const dialog = await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(within(dialog).getByText('恭喜获得5元京东E卡')).toBeInTheDocument()
    expect(within(dialog).getByText(/卡券已发放/)).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会2次')
  })

  it('/drawprize with no chance data at all offers no draw', async () => {
    server.use(
      http.get(`*${endpoints.draws.luckDrawChance}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    await renderRoute('/drawprize')
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(screen.getByRole('button', { name: '暂无抽奖机会' })).toBeDisabled()
  })

  it.each([
    ['an object', {}],
    ['null', null],
  ])('/prizelist shows a record list sent as %s as empty', async (_, data) => {
    server.use(http.get(`*${endpoints.draws.taPrizeRecord}`, () => HttpResponse.json({ code: '0000', data })))
    await renderRoute('/prizelist')
    expect(screen.getByText('暂无中奖记录')).toBeInTheDocument()
  })

  it('/prizelist skips null rows and reads numeric ids and text prize types', async () => {
    server.use(
      http.get(`*${endpoints.draws.taPrizeRecord}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            { recordId: 9, prizeName: '10元京东E卡', prizeType: ' 2 ', drawTime: null, status: 'null' },
            {
              recordId: 10,
              prizeName: '20积分',
              prizeType: 1,
              drawTime: '2026-11-18 10:00:00',
              status: 'null',
            },
          ],
        }),
      ),
    )
    await renderRoute('/prizelist')
    expect(screen.getByRole('link', { name: /10元京东E卡/ })).toHaveAttribute(
      'href',
      '/cardqy?recordId=9&pool=transfer',
    )
    expect(screen.getByText('20积分')).toBeInTheDocument()
    expect(screen.getAllByText('--')).toHaveLength(2) // the missing draw time and status
    expectNoRawValues()
  })

  it('/cardqy reads a card whose codes come as numbers and its view type as text', async () => {
    server.use(
      http.get(`*${endpoints.draws.userPrize}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            prizesName: '10元京东E卡',
            prizeSendTime: null,
            accountNum: 8800123,
            cami: 123456,
            deadline: 'null',
            status: null,
            instructions: null,
            cardViewType: '1',
          },
        }),
      ),
    )
    await renderRoute(`/cardqy?recordId=${ownCard()}`)
    expect(screen.getByRole('heading', { name: '10元京东E卡' })).toBeInTheDocument()
    expect(screen.getByText('券码')).toBeInTheDocument()
    expect(screen.getByText('8800123')).toBeInTheDocument()
    expect(screen.getByText('123456')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '复制卡密' })).toBeInTheDocument()
    expect(screen.getByText('有效期至 --')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '使用说明' })).not.toBeInTheDocument()
    expectNoRawValues()
  })

  it('/cardqy says there is no card when the card comes without a name or code', async () => {
    server.use(
      http.get(`*${endpoints.draws.userPrize}`, () =>
        HttpResponse.json({ code: '0000', data: { status: '已发放' } }),
      ),
    )
    await renderRoute(`/cardqy?recordId=${ownCard()}`)
    expect(screen.getByText('暂无权益，快去抽奖吧')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '复制卡号' })).not.toBeInTheDocument()
  })
})

describe('/cardqy asks only for the customer’s own records (docs/api-contract.md "Paths with a parameter")', () => {
  it.each([
    ['another customer’s card', () => anotherCustomersCard()],
    ['an id in no record', () => 'DR999999'],
  ])('%s: shows no right and never asks userPrize/', async (_, id) => {
    const sent = recordRequests()
    await renderRoute(`/cardqy?recordId=${id()}&pool=transfer`)
    expect(await screen.findByText('暂无权益，快去抽奖吧')).toBeInTheDocument()
    // The records were read (the id is in none of them), and no card was asked for.
    expect(sent.to(endpoints.draws.taPrizeRecord)).not.toHaveLength(0)
    expect(sent.paths().filter((p) => /userPrize/.test(p))).toEqual([])
    expect(screen.queryByRole('button', { name: '复制卡号' })).not.toBeInTheDocument()
  })

  it('the customer’s own card is asked for and shown', async () => {
    const sent = recordRequests()
    await renderRoute(`/cardqy?recordId=${ownCard()}&pool=transfer`)
    expect(await screen.findByRole('button', { name: '复制卡号' })).toBeInTheDocument()
    expect(sent.paths().filter((p) => /userPrize/.test(p))).toEqual([
      endpoints.draws.userPrize.replace(':id', ownCard()),
    ])
  })
})

describe('/cardqy with a crafted record id (docs/api-contract.md "Paths with a parameter")', () => {
  it('shows no right and sends nothing outside userPrize/: the id never reaches a path', async () => {
    const sent = recordRequests()
    await renderRoute(
      '/cardqy?recordId=..%2Fintegral%2Fmarketing%2FalterOpenBoxState%3Fuser_id%3Dx%26box_id%3Dbox3',
    )
    expect(await screen.findByText('暂无权益，快去抽奖吧')).toBeInTheDocument()
    expect(sent.paths().filter((p) => /alterOpenBoxState|userPrize/.test(p))).toEqual([])
  })
})

describe('record lists that fail to load: 加载失败 with 重新加载, never the empty text', () => {
  it.each([
    ['/prizelist', '中奖记录加载失败', '暂无中奖记录'],
    ['/cardqy', '权益信息加载失败', '暂无权益，快去抽奖吧'],
  ])('%s', async (path, failedText, emptyText) => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.draws.taPrizeRecord]
    await renderRoute(path)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent(failedText)
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText(emptyText)).not.toBeInTheDocument()
    db.scenario.fault = 'none'
    await userEvent.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect((await screen.findAllByText(/10元京东E卡/))[0]).toBeInTheDocument()
    expect(screen.queryByText(failedText)).not.toBeInTheDocument()
  })
})
