import { http as mswHttp, HttpResponse } from 'msw'
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
  sendTransferCode,
  signIn,
  transferIntegral,
} from './points'
import { spyOnToasts } from '@tests/toast-spy'

spyOnToasts()
afterEach(() => vi.useRealTimers())

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
    expect(opened?.integral).toBe(20)
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

  it('transfers points within the rules, asking for the SMS check from 500 points', async () => {
    const target = await getTransferTarget({ user_id: user_id(), phone: db.users.whitelisted.phone })
    expect(target).toEqual({
      receiveUserId: db.users.whitelisted.openid,
      nickname: db.users.whitelisted.nickname,
      phone: '150****5606',
      minIntegral: 10,
      maxIntegral: 2000,
      stepIntegral: 10,
    })
    await expect(
      getTransferTarget({ user_id: user_id(), phone: db.users.opened.phone }),
    ).rejects.toMatchObject({
      code: '4444',
    })
    await expect(getTransferTarget({ user_id: user_id(), phone: '13000000000' })).rejects.toMatchObject({
      code: '1111',
    })
    expect(await needMessageVerify({ user_id: user_id(), integral: 100 })).toEqual({ needVerify: '0' })
    expect(await needMessageVerify({ user_id: user_id(), integral: 500 })).toEqual({ needVerify: '1' })
    const { balance } = await transferIntegral({
      user_id: user_id(),
      receive_user_id: target.receiveUserId,
      integral: 100,
    })
    expect(balance).toBe(1180)
    for (const integral of [5, 105, 2010])
      await expect(
        transferIntegral({ user_id: user_id(), receive_user_id: target.receiveUserId, integral }),
      ).rejects.toMatchObject({ code: '4444' })
    await expect(
      transferIntegral({ user_id: user_id(), receive_user_id: target.receiveUserId, integral: 500 }),
    ).rejects.toMatchObject({ code: '3333' })
    const subject = { receive_user_id: target.receiveUserId, integral: 500 }
    const phone = db.users.opened.phone
    await sendTransferCode({ phone, captcha: '1234', checkKey: '17', ...subject })
    await expect(checkTransferCode({ phone, checkCode: '000000', ...subject })).rejects.toMatchObject({
      code: '3333',
    })
    const { verifyToken } = await checkTransferCode({ phone, checkCode: '123456', ...subject })
    expect(verifyToken).not.toBe('')
    await transferIntegral({ user_id: user_id(), ...subject }, { verifyToken })
    expect((await getPointsInfo({ user_id: target.receiveUserId })).integral).toBe(300 + 600)
    // One check covers one transfer.
    await expect(transferIntegral({ user_id: user_id(), ...subject }, { verifyToken })).rejects.toMatchObject(
      { code: '3333' },
    )
    await expect(
      transferIntegral({ user_id: target.receiveUserId, receive_user_id: user_id(), integral: 1000 }),
    ).rejects.toMatchObject({ code: '2222' })
  })

  it('sends the transfer SMS with phone, image captcha, checkKey, receiver and amount, and answers the server text', async () => {
    const sms = {
      phone: '13800000001',
      captcha: '1234',
      checkKey: '17',
      receive_user_id: 'u2',
      integral: 500,
    }
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.points.transferSendVerification}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: '0000', msg: '验证码已发送', data: null })
      }),
    )
    await sendTransferCode(sms)
    expect(body).toEqual(sms)
    server.resetHandlers()
    await expect(sendTransferCode({ ...sms, captcha: '9999' })).rejects.toMatchObject({ code: '1003' })
  })

  it('checks the code with the receiver and amount; the transfer carries the proof in a header, not the body', async () => {
    const subject = { receive_user_id: 'u2', integral: 500 }
    let check: unknown
    let transfer: { body: unknown; token: string | null; code: string | null } | undefined
    const answerCheck = (data: unknown) =>
      server.use(
        mswHttp.post(`*${endpoints.points.checkCodeVerify}`, async ({ request }) => {
          check = await request.json()
          return HttpResponse.json({ code: '0000', data })
        }),
      )
    server.use(
      mswHttp.post(`*${endpoints.points.userIntegralTransfer}`, async ({ request }) => {
        transfer = {
          body: await request.json(),
          token: request.headers.get('verifyToken'),
          code: request.headers.get('checkCode'),
        }
        return HttpResponse.json({ code: '0000', data: { balance: 1 } })
      }),
    )
    answerCheck({ verifyToken: 'TV-1' })
    expect(await checkTransferCode({ phone: '13800000001', checkCode: '123456', ...subject })).toEqual({
      verifyToken: 'TV-1',
    })
    expect(check).toEqual({ phone: '13800000001', checkCode: '123456', ...subject })
    await transferIntegral({ user_id: 'u1', ...subject }, { verifyToken: 'TV-1' })
    expect(transfer).toEqual({ body: { user_id: 'u1', ...subject }, token: 'TV-1', code: null })
    // A server that issues no proof: '' (the transfer then carries the checked code itself).
    answerCheck(null)
    expect(await checkTransferCode({ phone: '13800000001', checkCode: '123456', ...subject })).toEqual({
      verifyToken: '',
    })
    await transferIntegral({ user_id: 'u1', ...subject }, { checkCode: '123456' })
    expect(transfer).toEqual({ body: { user_id: 'u1', ...subject }, token: null, code: '123456' })
  })

  it('opens a box whose answer carries no result through getUserOpenTreasureBoxResult', async () => {
    server.use(
      mswHttp.get(`*${endpoints.points.alterOpenBoxState}`, () =>
        HttpResponse.json({ code: '0000', data: null }),
      ),
    )
    expect(await openTreasureBox({ user_id: user_id(), box_id: 'box3' })).toBeNull()
  })

  it('parses a field payload: counts as strings, flags as 1/true, null and object lists, null items', async () => {
    const reply = (method: 'get' | 'post', path: string, data: unknown) =>
      server.use(mswHttp[method](`*${path}`, () => HttpResponse.json({ code: '0000', data })))
    reply('get', endpoints.points.initInfo, {
      nickname: 'null',
      integral: '1280',
      expiryValue: 120,
      expiryDate: null,
      waitValue: '150',
      isMember: true,
    })
    expect(await getPointsInfo({ user_id: 'u' })).toEqual({
      nickname: '',
      headimgurl: '',
      integral: 1280,
      expiryValue: 120,
      expiryDate: '',
      waitValue: 150,
      isMember: '1',
      memberLevel: '',
    })
    reply('get', endpoints.points.signInit, {
      todaySigned: 1,
      signDays: '3',
      signList: [null, { date: 20261116, signed: true, integral: '5' }, { date: '20261117' }],
    })
    expect(await getSignInfo({ user_id: 'u', event_id: 'e' })).toEqual({
      todaySigned: '1',
      signDays: 3,
      signList: [
        { date: '20261116', signed: '1', integral: 5 },
        { date: '20261117', signed: '0', integral: 0 },
      ],
    })
    reply('get', endpoints.points.signInit, { todaySigned: 'true', signList: {} })
    expect(await getSignInfo({ user_id: 'u', event_id: 'e' })).toEqual({
      todaySigned: '1',
      signDays: 0,
      signList: [],
    })
    reply('get', endpoints.points.userIntegralRecords, {
      total: '1',
      records: [{ id: 42, integralName: '签到', integralValue: '-5', changeType: 2 }, null],
    })
    expect(await getIntegralRecords({ user_id: 'u' })).toEqual({
      total: 1,
      records: [
        { id: '42', integralName: '签到', integralValue: -5, changeType: '2', createTime: '', orderNo: '' },
      ],
    })
    reply('get', endpoints.points.userIntegralRecords, null)
    expect(await getIntegralRecords({ user_id: 'u' })).toEqual({ total: 0, records: [] })
    reply('get', endpoints.points.waitIntegralRecords, { list: [] })
    expect(await getWaitIntegralRecords({ user_id: 'u' })).toEqual([])
    reply('get', endpoints.points.openBoxState, { signDays: '4', boxList: [{ boxId: 3, status: '1' }, 'x'] })
    expect(await getOpenBoxState({ user_id: 'u' })).toEqual({
      signDays: 4,
      boxList: [{ boxId: '3', boxName: '', needDays: 0, status: 1 }],
    })
    reply('get', endpoints.points.treasureBoxResult, 'null')
    expect(await getTreasureBoxResult({ user_id: 'u', box_id: 'b' })).toBeNull()
    reply('post', endpoints.points.sign, { integral: '10', signDays: 4 })
    expect(await signIn({ user_id: 'u', event_id: 'e' })).toEqual({ integral: 10, signDays: 4 })
    reply('post', endpoints.points.prizeList, [null, { id: 1, prizeName: '88积分', prizeType: '1' }])
    expect(await getPointsPrizeList({ user_id: 'u', event_id: 'e' })).toEqual([
      { id: '1', prizeName: '88积分', prizeImg: '', prizeType: 1 },
    ])
    reply('get', endpoints.points.needMessageVerify, { needVerify: 1 })
    expect(await needMessageVerify({ user_id: 'u', integral: 1 })).toEqual({ needVerify: '1' })
    reply('post', endpoints.points.transferUserInfo, {
      receiveUserId: 7,
      nickname: null,
      phone: '138****0001',
      minIntegral: '10',
      maxIntegral: null,
      stepIntegral: '1',
    })
    expect(await getTransferTarget({ user_id: 'u', phone: '13800000001' })).toEqual({
      receiveUserId: '7',
      nickname: '',
      phone: '138****0001',
      minIntegral: 10,
      maxIntegral: 0,
      stepIntegral: 1,
    })
    reply('get', endpoints.points.userIntegralRecords, {
      total: 1,
      records: [{ id: 'IR1', integralValue: -100, orderNo: 20261118001 }],
    })
    expect((await getIntegralRecords({ user_id: 'u' })).records[0]?.orderNo).toBe('20261118001')
  })
})
