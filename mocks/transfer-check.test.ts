import { endpoints } from '@/api/endpoints'
import { db } from './db'
import { accountOf, TRANSFER_CODE_TRIES, TRANSFER_CODE_TTL_MS } from './db/marketing-points'

/**
 * The mock backend binds the transfer's SMS code to one transfer, as the real one must
 * (docs/backend-requirements.md §3): the code is sent for a receiver and an amount and checks only for
 * them, for the customer it was sent to; its check answers a single-use proof (`verifyToken`) for that
 * transfer; a transfer of 500 points or more without a valid proof is refused with 3333. A retry under
 * the transfer's Idempotency-Key is answered from the key (docs/money-actions.md), whatever proof it
 * carries.
 */

const opened = () => db.users.opened
const receiver = () => db.users.whitelisted.openid
const balance = () => db.marketing.points.accounts[opened().openid]!.balance

interface Answer {
  code: string
  msg?: string
  data?: { verifyToken?: string; balance?: number } | null
}

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: 'tok-a', ...headers },
    body: JSON.stringify(body),
  })
  return (await res.json()) as Answer
}

/** sendVerification for a transfer of `integral` to the receiver (the signed-in customer's phone). */
const send = (integral = 500, to = receiver(), phone = opened().phone) =>
  post(endpoints.points.transferSendVerification, {
    phone,
    captcha: '1234',
    checkKey: 'ck-1',
    receive_user_id: to,
    integral,
  })

const check = (integral = 500, to = receiver(), checkCode = '123456', phone = opened().phone) =>
  post(endpoints.points.checkCodeVerify, { phone, checkCode, receive_user_id: to, integral })

/** The proof a passed check answered. */
async function proof(integral = 500, to = receiver()): Promise<string> {
  const answer = await check(integral, to)
  expect(answer.code).toBe('0000')
  return answer.data!.verifyToken!
}

const transfer = (integral = 500, headers: Record<string, string> = {}, from = opened().openid) =>
  post(
    endpoints.points.userIntegralTransfer,
    { user_id: from, receive_user_id: receiver(), integral },
    headers,
  )

const WRONG = { code: '3333', msg: '短信验证码错误，请重新输入' }
const NO_CHECK = { code: '3333', msg: '请先完成短信验证' }

describe('the transfer SMS code confirms one transfer (mock backend)', () => {
  afterEach(() => vi.useRealTimers())

  it('a code checks only for the receiver, the amount and the phone it was sent for, and for its customer', async () => {
    expect(await send()).toMatchObject({ code: '0000', msg: '发送成功' })
    expect(await check(510)).toMatchObject(WRONG)
    expect(await check(500, db.users.boundNotOpened.openid)).toMatchObject(WRONG)
    expect(await check(500, receiver(), '123456', db.users.whitelisted.phone)).toMatchObject(WRONG)
    // Another customer signed in: no code was sent to them.
    db.scenario.user = 'whitelisted'
    expect(await check(500, receiver(), '123456', opened().phone)).toMatchObject(WRONG)
    db.scenario.user = 'opened'
    const answer = await check()
    expect(answer.code).toBe('0000')
    expect(answer.data!.verifyToken).toMatch(/^TV\w+$/)
  })

  it('a check with no code sent is refused', async () => {
    expect(await check()).toMatchObject(WRONG)
  })

  it('a transfer of 500 or more needs a proof: none, an unknown one, or one for another amount is refused', async () => {
    expect(await transfer(500)).toMatchObject(NO_CHECK)
    expect(await transfer(500, { verifyToken: 'TV-forged' })).toMatchObject(NO_CHECK)
    await send(510)
    const for510 = await proof(510)
    expect(await transfer(500, { verifyToken: for510 })).toMatchObject(NO_CHECK)
    // The proof was spent by the refused transfer: it does not confirm its own amount any more.
    expect(await transfer(510, { verifyToken: for510 })).toMatchObject(NO_CHECK)
    // The code itself, sent with the transfer, is no proof on this server.
    expect(await transfer(500, { checkCode: '123456' })).toMatchObject(NO_CHECK)
    expect(balance()).toBe(1280)
    // Below 500 points no proof is needed.
    expect(await transfer(100)).toMatchObject({ code: '0000', data: { balance: 1180 } })
  })

  it('a proof is single-use and the customer’s', async () => {
    await send()
    const token = await proof()
    // Another customer's transfer (with points enough) does not find it.
    const other = db.users.boundNotOpened.openid
    accountOf(db.marketing.points, other).balance = 1000
    expect(await transfer(500, { verifyToken: token }, other)).toMatchObject(NO_CHECK)
    expect(await transfer(500, { verifyToken: token })).toMatchObject({
      code: '0000',
      data: { balance: 780 },
    })
    expect(await transfer(500, { verifyToken: token })).toMatchObject(NO_CHECK)
    expect(balance()).toBe(780)
  })

  it('the code is spent by its check: checked again it answers the same proof while unused, then is refused', async () => {
    await send()
    const token = await proof()
    expect(await proof()).toBe(token)
    await transfer(500, { verifyToken: token })
    expect(await check()).toMatchObject(WRONG)
  })

  it(`a code allows ${TRANSFER_CODE_TRIES} wrong tries, then a new one is needed`, async () => {
    await send()
    for (let i = 0; i < TRANSFER_CODE_TRIES; i++)
      expect(await check(500, receiver(), '000000')).toMatchObject(WRONG)
    expect(await check()).toMatchObject(WRONG)
    await send()
    expect((await check()).code).toBe('0000')
  })

  it('a code and a proof expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    await send()
    vi.setSystemTime(Date.now() + TRANSFER_CODE_TTL_MS + 1_000)
    expect(await check()).toMatchObject(WRONG)
    await send()
    const token = await proof()
    vi.setSystemTime(Date.now() + TRANSFER_CODE_TTL_MS + 1_000)
    expect(await transfer(500, { verifyToken: token })).toMatchObject(NO_CHECK)
    expect(balance()).toBe(1280)
  })

  it('a lost answer: the retry under the same key is the first answer, whatever proof it carries; one booking', async () => {
    await send()
    const token = await proof()
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.points.userIntegralTransfer]
    await expect(transfer(500, { verifyToken: token, 'Idempotency-Key': 'k-sms-1' })).rejects.toThrow()
    expect(balance()).toBe(780)
    db.scenario.fault = 'none'
    db.scenario.faultPaths = []
    // The same proof (a retry in the page), and a new one (after a reload, a new code): the first answer.
    expect(await transfer(500, { verifyToken: token, 'Idempotency-Key': 'k-sms-1' })).toMatchObject({
      code: '0000',
      data: { balance: 780 },
    })
    await send()
    const again = await proof()
    expect(again).not.toBe(token)
    expect(await transfer(500, { verifyToken: again, 'Idempotency-Key': 'k-sms-1' })).toMatchObject({
      code: '0000',
      data: { balance: 780 },
    })
    expect(balance()).toBe(780)
  })
})
