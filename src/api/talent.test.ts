import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import { loadingCounter } from '@/shared/lib/loading'
import {
  drawCredit,
  exchangeCredit,
  getCreditRecords,
  getKnowledges,
  getTalentExchangeRecords,
  getTalentPrizes,
  getTalentStation,
} from './talent'
import { spyOnToasts } from '@tests/toast-spy'

spyOnToasts()

const me = () => ({ user_id: db.users.opened.openid, page_flag: 'xywx_talent' })

describe('talent api', () => {
  it('loads the station silently (marketing §7.3) with its params', async () => {
    let url: URL | undefined
    let loadingDuringCall = -1
    server.use(
      mswHttp.get(`*${endpoints.talent.initData}`, ({ request }) => {
        url = new URL(request.url)
        loadingDuringCall = loadingCounter.value()
        return HttpResponse.json({ code: '0000', data: { userCredit: 1 } })
      }),
    )
    await getTalentStation({ user_id: 'u1', page_flag: 'pf' })
    expect(loadingDuringCall).toBe(0)
    expect(Object.fromEntries(url!.searchParams)).toEqual({ user_id: 'u1', page_flag: 'pf' })
  })

  it('serves the seeded station: credit, knowledge and records agree', async () => {
    const station = (await getTalentStation(me()))!
    const records = await getCreditRecords(me())
    expect(station.userCredit).toBe(records.reduce((s, r) => s + r.creditValue, 0))
    expect(station.drawCreditNum).toBe(3)
    const knowledge = await getKnowledges(me())
    expect(knowledge).toHaveLength(station.knowledgeNum)
    expect(knowledge.filter((k) => k.isLearned === '1')).toHaveLength(station.learnedNum)
  })

  it('draws credit three times a day, then refuses', async () => {
    const before = (await getTalentStation(me()))!.userCredit
    let last = { credit: 0, userCredit: before, drawCreditNum: 3 }
    for (let i = 0; i < 3; i++) {
      const draw = await drawCredit(me())
      expect([1, 2, 3, 5, 8]).toContain(draw.credit)
      expect(draw.userCredit).toBe(last.userCredit + draw.credit)
      expect(draw.drawCreditNum).toBe(2 - i)
      last = draw
    }
    await expect(drawCredit(me())).rejects.toMatchObject({ code: '1111' })
    expect((await getCreditRecords(me()))[0]).toMatchObject({
      creditName: '抽取学分',
      creditValue: last.credit,
    })
  })

  it('exchanges credit for a card and refuses sold-out or unaffordable prizes', async () => {
    const prizes = await getTalentPrizes(me())
    expect(prizes.find((p) => p.id === 'tp-vip')?.isEnough).toBe(2)
    expect(prizes.find((p) => p.id === 'tp-jd10')?.isEnough).toBe(1)
    expect(prizes.find((p) => p.id === 'tp-jd20')?.isEnough).toBe(0)
    const result = await exchangeCredit({ ...me(), prize_id: 'tp-jd10' })
    expect(result).toMatchObject({ prizeName: '10元京东E卡', userCredit: 20 })
    const [card] = await getTalentExchangeRecords(me())
    expect(card).toMatchObject({ prizesName: '10元京东E卡', cardViewType: 2 })
    await expect(exchangeCredit({ ...me(), prize_id: 'tp-vip' })).rejects.toMatchObject({ code: '1111' })
    await expect(exchangeCredit({ ...me(), prize_id: 'tp-jd20' })).rejects.toMatchObject({ code: '2222' })
  })

  it('parses a field payload: counts as strings, flags as 1/true, null fields and lists, null items', async () => {
    const reply = (path: string, data: unknown) =>
      server.use(mswHttp.get(`*${path}`, () => HttpResponse.json({ code: '0000', data })))
    reply(endpoints.talent.initData, {
      nickname: null,
      headimgurl: 'null',
      userCredit: '20',
      totalCredit: 120,
      drawCreditNum: '3',
      knowledgeNum: '2',
      learnedNum: null,
      isBind: true,
    })
    expect(await getTalentStation(me())).toEqual({
      nickname: '',
      headimgurl: '',
      userCredit: 20,
      totalCredit: 120,
      drawCreditNum: 3,
      knowledgeNum: 2,
      learnedNum: 0,
      isBind: '1',
    })
    reply(endpoints.talent.knowledges, [
      null,
      { id: 7, title: '基金定投', content: null, creditValue: '5', isLearned: 1 },
    ])
    expect(await getKnowledges(me())).toEqual([
      { id: '7', title: '基金定投', content: '', creditValue: 5, isLearned: '1' },
    ])
    reply(endpoints.talent.prizes, [{ id: 'p', needCredit: '10', stock: '3', isEnough: '1', prizeImg: null }])
    expect(await getTalentPrizes(me())).toEqual([
      { id: 'p', prizeName: '', prizeImg: '', needCredit: 10, stock: 3, isEnough: 1 },
    ])
    reply(endpoints.talent.creditList, { records: [] })
    expect(await getCreditRecords(me())).toEqual([])
    reply(endpoints.talent.exchangePrizeList, 'x')
    expect(await getTalentExchangeRecords(me())).toEqual([])
    server.use(
      mswHttp.post(`*${endpoints.talent.drawCredit}`, () =>
        HttpResponse.json({ code: '0000', data: { credit: '5', userCredit: '25', drawCreditNum: '2' } }),
      ),
    )
    expect(await drawCredit(me())).toEqual({ credit: 5, userCredit: 25, drawCreditNum: 2 })
  })

  it('gives no station when initData sends none (the page says it failed to load)', async () => {
    server.use(
      mswHttp.get(`*${endpoints.talent.initData}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    expect(await getTalentStation(me())).toBeNull()
  })
})
