import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import {
  checkTransferCode,
  convertIntegral,
  drawPointsPrize,
  getIntegralRecords,
  getOpenBoxState,
  getPointsInfo,
  getPointsPrizeList,
  getSignInfo,
  getTransferTarget,
  getTreasureBoxResult,
  getWaitIntegralRecords,
  needMessageVerify,
  openTreasureBox,
  signIn,
  transferIntegral,
} from './points'

let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => {
  toastShow.mockRestore()
  vi.useRealTimers()
})

const user_id = () => db.users.opened.openid
const compact = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`

describe('points api', () => {
  it('sends initInfo as GET with user_id', async () => {
    let url: URL | undefined
    server.use(
      mswHttp.get(`*${endpoints.points.initInfo}`, ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ code: '0000', data: { integral: 1 } })
      }),
    )
    await getPointsInfo({ user_id: 'u1' })
    expect(url?.searchParams.get('user_id')).toBe('u1')
  })

  it('serves a balance that matches the records, and pages them', async () => {
    const info = await getPointsInfo({ user_id: user_id() })
    const all = await getIntegralRecords({ user_id: user_id(), pageNum: 1, pageSize: 100 })
    expect(info.integral).toBe(all.records.reduce((s, r) => s + r.integralValue, 0))
    expect(info.waitValue).toBe(150)
    expect(info.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const page2 = await getIntegralRecords({ user_id: user_id(), pageNum: 2, pageSize: 3 })
    expect(page2).toMatchObject({ total: all.total, records: all.records.slice(3, 6) })
    const spent = await getIntegralRecords({ user_id: user_id(), changeType: '2' })
    expect(spent.records.every((r) => r.integralValue < 0)).toBe(true)
  })

  it('signs in once a day and marks today in this week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date())
    const before = await getSignInfo({ user_id: user_id(), event_id: 'SIGN1' })
    expect(before.todaySigned).toBe('0')
    expect(before.signDays).toBe(2) // seeded: yesterday and the day before
    const balance = (await getPointsInfo({ user_id: user_id() })).integral
    const result = await signIn({ user_id: user_id(), event_id: 'SIGN1' })
    expect(result.signDays).toBe(3)
    const after = await getSignInfo({ user_id: user_id(), event_id: 'SIGN1' })
    expect(after.todaySigned).toBe('1')
    expect(after.signList.find((d) => d.date === compact(new Date()))).toMatchObject({
      signed: '1',
      integral: result.integral,
    })
    expect(after.signList).toHaveLength(7)
    expect((await getPointsInfo({ user_id: user_id() })).integral).toBe(balance + result.integral)
    await expect(signIn({ user_id: user_id(), event_id: 'SIGN1' })).rejects.toMatchObject({ code: '1111' })
    vi.setSystemTime(new Date(Date.now() + 86_400_000))
    expect((await getSignInfo({ user_id: user_id(), event_id: 'SIGN1' })).todaySigned).toBe('0')
  })

  it('claims waiting points once', async () => {
    const [wait] = await getWaitIntegralRecords({ user_id: user_id() })
    const before = (await getPointsInfo({ user_id: user_id() })).integral
    const result = await convertIntegral({
      user_id: user_id(),
      event_id: wait.eventId,
      wait_integral_id: wait.id,
    })
    expect(result).toEqual({ integral: wait.integralValue, balance: before + wait.integralValue })
    await expect(
      convertIntegral({ user_id: user_id(), event_id: wait.eventId, wait_integral_id: wait.id }),
    ).rejects.toMatchObject({ code: '1111' })
  })

  it('opens a treasure box once the sign-in days allow it', async () => {
    const state = await getOpenBoxState({ user_id: user_id() })
    expect(state.boxList.map((b) => b.status)).toEqual([1, 0, 0])
    expect(await getTreasureBoxResult({ user_id: user_id(), box_id: 'box3' })).toBeNull()
    const opened = await openTreasureBox({ user_id: user_id(), box_id: 'box3' })
    expect(opened.integral).toBe(20)
    expect(await getTreasureBoxResult({ user_id: user_id(), box_id: 'box3' })).toEqual(opened)
    await expect(openTreasureBox({ user_id: user_id(), box_id: 'box3' })).rejects.toMatchObject({
      code: '1111',
    })
    await expect(openTreasureBox({ user_id: user_id(), box_id: 'box7' })).rejects.toMatchObject({
      code: '1111',
    })
  })

  it('draws from the points pool until the chances run out', async () => {
    const wheel = await getPointsPrizeList({ user_id: user_id(), event_id: 'EV-DRAW' })
    const results = []
    for (let i = 0; i < 3; i++)
      results.push(await drawPointsPrize({ user_id: user_id(), event_id: 'EV-DRAW' }))
    expect(results.map((r) => r.chanceNum)).toEqual([2, 1, 0])
    for (const r of results) expect(wheel.map((w) => w.id)).toContain(r.prizeId)
    await expect(drawPointsPrize({ user_id: user_id(), event_id: 'EV-DRAW' })).rejects.toMatchObject({
      code: '1111',
    })
  })

  it('transfers points, asking for the SMS check from 500 points', async () => {
    const target = await getTransferTarget({ phone: db.users.whitelisted.phone })
    expect(target).toMatchObject({ receiveUserId: db.users.whitelisted.openid, phone: '150****5606' })
    expect(await needMessageVerify({ user_id: user_id(), integral: 100 })).toEqual({ needVerify: '0' })
    expect(await needMessageVerify({ user_id: user_id(), integral: 500 })).toEqual({ needVerify: '1' })
    const { balance } = await transferIntegral({
      user_id: user_id(),
      receive_user_id: target.receiveUserId,
      integral: 100,
    })
    expect(balance).toBe(1180)
    await expect(
      transferIntegral({ user_id: user_id(), receive_user_id: target.receiveUserId, integral: 500 }),
    ).rejects.toMatchObject({ code: '3333' })
    await expect(
      checkTransferCode({ phone: db.users.opened.phone, checkCode: '000000' }),
    ).rejects.toMatchObject({ code: '3333' })
    await checkTransferCode({ phone: db.users.opened.phone, checkCode: '123456' })
    await transferIntegral({ user_id: user_id(), receive_user_id: target.receiveUserId, integral: 500 })
    expect((await getPointsInfo({ user_id: target.receiveUserId })).integral).toBe(300 + 600)
    await expect(
      transferIntegral({ user_id: user_id(), receive_user_id: target.receiveUserId, integral: 5000 }),
    ).rejects.toMatchObject({ code: '2222' })
  })
})
