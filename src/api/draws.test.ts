import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { BadPathParamError, endpoints } from './endpoints'
import {
  awardSpecialPrize,
  convertFmChance,
  drawCarbonPrizeNew,
  drawWalletPrizeNew,
  getFmActivityInfo,
  getFmDrawRecords,
  getSpecialInvitePrize,
  getTransferChanceRecords,
  getTransferDrawChance,
  getTransferPrizeList,
  getTransferPrizeRecords,
  getUserPrize,
  receiveWaitDrawChance,
  saveSpecialQueryRecord,
} from './draws'
import { drawPointsPrize, saveWinPrizeInfo } from './points'
import { recordRequests } from '@tests/record-requests'
import { spyOnToasts } from '@tests/toast-spy'

spyOnToasts()

const openid = () => db.users.opened.openid
// appUserId is the app client number (account-and-shared §7), never the openid
const appUserId = () => db.users.opened.appClientNo
const transfer = () => ({ appUserId: appUserId(), pageFlag: 'xywx_zzlqHome' })
const wallet = () => ({ user_id: openid(), page_flag: 'xywx_zzlqHome' })

describe('draws api', () => {
  it('asks for a won card by id in the path', async () => {
    let path = ''
    server.use(
      mswHttp.get(`*${endpoints.draws.userPrize}`, ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({ code: '0000', data: { cardViewType: 1 } })
      }),
    )
    await getUserPrize('DR000042')
    expect(path).toBe('/cms.marketing/api/userPrize/DR000042')
  })

  it('sends nothing for an id that would leave userPrize/ (a crafted link)', async () => {
    const sent = recordRequests()
    await expect(
      getUserPrize('../integral/marketing/alterOpenBoxState?user_id=x&box_id=box3'),
    ).rejects.toBeInstanceOf(BadPathParamError)
    expect(sent.paths()).toEqual([])
  })

  it('claims waiting transfer chances, draws them down and records each step', async () => {
    expect(await getTransferDrawChance(transfer())).toEqual({ chanceNum: 1, waitChanceNum: 2 })
    expect(await receiveWaitDrawChance(transfer())).toEqual({ chanceNum: 3, waitChanceNum: 0 })
    await expect(receiveWaitDrawChance(transfer())).rejects.toMatchObject({ code: '1111' })
    const wheel = (await getTransferPrizeList(transfer())).map((p) => p.id)
    const draws = [
      await drawWalletPrizeNew(wallet()),
      await drawWalletPrizeNew(wallet()),
      await drawWalletPrizeNew(wallet()),
    ]
    expect(draws.map((d) => d.chanceNum)).toEqual([2, 1, 0])
    for (const d of draws) {
      expect(wheel).toContain(d.prizeId)
      expect(d.isWin).toBe(d.prizeType === 0 ? '0' : '1')
    }
    await expect(drawWalletPrizeNew(wallet())).rejects.toMatchObject({ code: '1111' })
    const chances = await getTransferChanceRecords(transfer())
    expect(chances.slice(0, 4).map((c) => c.chanceNum)).toEqual([-1, -1, -1, 2])
    const won = draws.filter((d) => d.isWin === '1').length
    expect((await getTransferPrizeRecords(transfer())).length).toBe(2 + won)
  })

  it('keeps a won e-card for its detail page', async () => {
    const [seeded] = await getTransferPrizeRecords(transfer())
    const card = await getUserPrize(seeded.recordId)
    expect(card).toMatchObject({ prizesName: seeded.prizeName, cardViewType: 1 })
    await expect(getUserPrize('DR999999')).rejects.toMatchObject({ code: '4444' })
  })

  it('gives the same prize for the same draw on every run', async () => {
    await receiveWaitDrawChance(transfer())
    const first = await drawWalletPrizeNew(wallet())
    db.marketing.draws.pools[openid()].transfer.draws -= 1
    db.marketing.draws.pools[openid()].transfer.chanceNum += 1
    expect((await drawWalletPrizeNew(wallet())).prizeId).toBe(first.prizeId)
  })

  it('answers the records of the pool the page flag names', async () => {
    const names = async (pageFlag: string) =>
      (await getTransferPrizeRecords({ appUserId: appUserId(), pageFlag })).map((r) => r.prizeName)
    expect(await names('xywx_zzlq')).toEqual(['10元京东E卡', '20积分'])
    expect(await names('xywx_drawprize')).toEqual(['100积分', '10积分'])
    expect(await names('xywx_letter_card')).toEqual([])
    // The seeded points history: the next points draw wins a physical prize, kept as a right to exchange.
    const won = await drawPointsPrize({ user_id: openid(), event_id: 'xywx_drawprize' })
    expect(won).toMatchObject({ prizeName: '定制保温杯', prizeType: 3, isWin: '1' })
    const [record] = await getTransferPrizeRecords({ appUserId: appUserId(), pageFlag: 'xywx_drawprize' })
    expect(record).toMatchObject({ recordId: won.recordId, status: '待填写收货信息', needExchange: '1' })
    await saveWinPrizeInfo({
      user_id: openid(),
      record_id: won.recordId,
      receiverName: '张三',
      receiverPhone: '13800138000',
      receiverAddress: '上海市浦东新区世纪大道100号',
    })
    const [after] = await getTransferPrizeRecords({ appUserId: appUserId(), pageFlag: 'xywx_drawprize' })
    expect(after).toMatchObject({ recordId: won.recordId, status: '待发货', needExchange: '0' })
  })

  it('keeps the study pool apart: its own records, drawn with the study page flag', async () => {
    await convertFmChance({ user_id: openid(), page_id: 'xywx_tyjx' })
    const won = await drawPointsPrize({ user_id: openid(), event_id: 'xywx_tyjx' })
    expect(won).toMatchObject({ prizeName: '视频会员月卡', prizeType: 2, chanceNum: 0 })
    expect(
      (await getFmDrawRecords({ user_id: openid(), page_id: 'xywx_tyjx' })).map((r) => r.recordId),
    ).toEqual([won.recordId])
    expect(await getTransferPrizeRecords(transfer())).toHaveLength(2)
  })

  it('refuses a carbon draw without chances', async () => {
    await expect(
      drawCarbonPrizeNew({ userId: openid(), pageFlag: 'xywx_carbon', eventId: 'E' }),
    ).rejects.toMatchObject({
      code: '1111',
    })
  })

  it('converts the study chance of the financial manager', async () => {
    const info = await getFmActivityInfo({ user_id: openid(), page_id: 'xywx_tyjx' })
    expect(info).toMatchObject({ chanceNum: 0, waitChanceNum: 1, studyFinished: '0' })
    expect(info.prizeList.length).toBeGreaterThan(0)
    expect(await convertFmChance({ user_id: openid(), page_id: 'xywx_tyjx' })).toEqual({
      chanceNum: 1,
      waitChanceNum: 0,
    })
  })

  it('pays special invite tiers by valid invitations, once each', async () => {
    const params = { user_id: openid(), page_flag: 'xywx_special' }
    await saveSpecialQueryRecord(params)
    const before = await getSpecialInvitePrize(params)
    expect(before.inviteNum).toBe(4) // the seeded rows with flags 0 or 1
    expect(before.prizeList.map((t) => t.status)).toEqual([1, 1, 0])
    expect(await awardSpecialPrize({ ...params, prize_id: 'sp-3' })).toEqual({ prizeName: '30元京东E卡' })
    await expect(awardSpecialPrize({ ...params, prize_id: 'sp-3' })).rejects.toMatchObject({ code: '2222' })
    await expect(awardSpecialPrize({ ...params, prize_id: 'sp-5' })).rejects.toMatchObject({ code: '1111' })
    expect((await getSpecialInvitePrize(params)).prizeList.map((t) => t.status)).toEqual([1, 2, 0])
  })

  it('parses a field payload: numbers as strings, flags as true/1, null lists and items, missing objects', async () => {
    server.use(
      mswHttp.post(`*${endpoints.draws.walletDrawPrizeNew}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            recordId: 77,
            prizeId: 5,
            prizeName: '5元京东E卡',
            prizeType: '2',
            isWin: true,
            chanceNum: '2',
          },
        }),
      ),
      mswHttp.get(`*${endpoints.draws.taInitDrawChance}`, () =>
        HttpResponse.json({ code: '0000', data: { chanceNum: '3', waitChanceNum: null } }),
      ),
      mswHttp.get(`*${endpoints.draws.taPrizeRecord}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            { recordId: 9, prizeName: '20积分', prizeType: 1, drawTime: null, status: 'null' },
            {
              recordId: 10,
              prizeName: '保温杯',
              prizeType: '3',
              status: '待填写收货信息',
              needExchange: true,
            },
          ],
        }),
      ),
      mswHttp.get(`*${endpoints.draws.taUserPrizeList}`, () => HttpResponse.json({ code: '0000', data: {} })),
      mswHttp.get(`*${endpoints.draws.taDrawChanceRecord}`, () =>
        HttpResponse.json({ code: '0000', data: null }),
      ),
      mswHttp.get(`*${endpoints.draws.specialInvitePrize}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { inviteNum: '4', prizeList: [{ id: 3, prizeName: 'E卡', needNum: '3', status: '1' }, null] },
        }),
      ),
      mswHttp.get(`*${endpoints.draws.fmActivityInfo}`, () =>
        HttpResponse.json({ code: '0000', data: { studyFinished: 1, prizeList: 'x' } }),
      ),
    )
    expect(await drawWalletPrizeNew(wallet())).toEqual({
      recordId: '77',
      prizeId: '5',
      prizeName: '5元京东E卡',
      prizeImg: '',
      prizeType: 2,
      isWin: '1',
      chanceNum: 2,
    })
    expect(await getTransferDrawChance(transfer())).toEqual({ chanceNum: 3, waitChanceNum: 0 })
    expect(await getTransferPrizeRecords(transfer())).toEqual([
      { recordId: '9', prizeName: '20积分', prizeType: 1, drawTime: '', status: '', needExchange: '0' },
      {
        recordId: '10',
        prizeName: '保温杯',
        prizeType: 3,
        drawTime: '',
        status: '待填写收货信息',
        needExchange: '1',
      },
    ])
    expect(await getTransferPrizeList(transfer())).toEqual([])
    expect(await getTransferChanceRecords(transfer())).toEqual([])
    expect(await getSpecialInvitePrize(wallet())).toEqual({
      inviteNum: 4,
      prizeList: [{ id: '3', prizeName: 'E卡', needNum: 3, status: 1 }],
    })
    expect(await getFmActivityInfo({ user_id: openid(), page_id: 'x' })).toEqual({
      chanceNum: 0,
      waitChanceNum: 0,
      studyFinished: '1',
      prizeList: [],
    })
  })
})
