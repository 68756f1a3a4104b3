import { http as mswHttp, HttpResponse } from 'msw'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { session } from '@/shared/lib/storage'
import { MONEY_ACTION_PATHS } from './endpoints'
import { any } from './schema'
import { answerLost, http, moneyAction, TIMEOUT_MS } from './http'
import * as draws from './draws'
import * as merchant from './merchant'
import * as mgm from './mgm'
import * as mgmExchange from './mgm-exchange'
import * as mgmInvites from './mgm-invites'
import * as mgmWhitelist from './mgm-whitelist'
import * as points from './points'
import * as quiz from './quiz'
import * as referral from './referral'
import * as talent from './talent'
import { actionOf, IDEMPOTENCY_HEADER, newRequestId, PENDING_TTL_MS, requestIds } from './request-ids'
import { recordRequests } from '@tests/record-requests'

/** The Idempotency-Key of each request to a test path, as the server saw it. */
function keysSent(path: string, answer: () => Response | Promise<Response>) {
  const keys: Array<string | null> = []
  server.use(
    mswHttp.all(`*${path}`, ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER))
      return answer()
    }),
  )
  return keys
}
const ok = () => HttpResponse.json({ code: '0000', data: { balance: 1 } })
const lost = () => HttpResponse.error()
const refused = () => HttpResponse.json({ code: '2222', msg: '积分余额不足' })

const attempt = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    () => 'failed',
  )

afterEach(() => vi.restoreAllMocks())

describe('request ids of money-like actions (docs/money-actions.md)', () => {
  it('are random UUIDs drawn with crypto.getRandomValues', () => {
    const random = vi.spyOn(crypto, 'getRandomValues')
    const a = newRequestId()
    const b = newRequestId()
    expect(random).toHaveBeenCalledTimes(2)
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(b).not.toBe(a)
  })

  it('a money-like action carries one; other calls carry none', async () => {
    const keys = keysSent('/t/money', ok)
    await http.post(any(), '/t/money', { integral: 100 }, moneyAction())
    await http.post(any(), '/t/money', { integral: 100 })
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBeNull()
  })

  it('the same confirmation retried after a lost answer keeps its id; once answered, the next gets a new one', async () => {
    let answer = lost
    const keys = keysSent('/t/transfer', () => answer())
    const send = () => http.post(any(), '/t/transfer', { user_id: 'u1', integral: 100 }, moneyAction())
    expect(await attempt(send())).toBe('failed')
    expect(await attempt(send())).toBe('failed')
    answer = ok
    expect(await attempt(send())).toBe('ok')
    // The same payload again, after the answer: a new transfer, a new id.
    expect(await attempt(send())).toBe('ok')
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
  })

  it('a timeout keeps the id open too; a refusal closes it', async () => {
    // The server never answers: the HTTP layer gives up after TIMEOUT_MS, on the fake clock.
    let arrived = () => {}
    const keys = keysSent('/t/slow', () => {
      arrived()
      return new Promise<never>(() => {}) // no answer, ever
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const timedOut = async () => {
      const reached = new Promise<void>((resolve) => (arrived = resolve))
      const sent = attempt(http.post(any(), '/t/slow', { n: 1 }, moneyAction()))
      await reached
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS)
      return sent
    }
    expect(await timedOut()).toBe('failed')
    expect(await timedOut()).toBe('failed')
    vi.useRealTimers()
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])

    const answers = keysSent('/t/refused', refused)
    const refuse = () => http.post(any(), '/t/refused', { n: 1 }, moneyAction())
    await attempt(refuse())
    await attempt(refuse())
    expect(answers[1]).not.toBe(answers[0])
  })

  it('a "still processing" 409 and a 5xx keep the id open, as a lost answer does: lost, 409, 503, success: one id', async () => {
    const processing = () =>
      HttpResponse.json({ code: '409', msg: '交易处理中，请稍后查询' }, { status: 409 })
    const failing = () => HttpResponse.json({ code: '9999', msg: '系统繁忙' }, { status: 503 })
    const answers = [lost, processing, failing, ok, ok]
    const keys = keysSent('/t/processing', () => answers.shift()!())
    const send = () => http.post(any(), '/t/processing', { user_id: 'u1', integral: 100 }, moneyAction())
    const errors: unknown[] = []
    for (let i = 0; i < 3; i++) await send().catch((e: unknown) => errors.push(e))
    expect(errors.map(answerLost)).toEqual([true, true, true])
    expect(await attempt(send())).toBe('ok')
    expect(new Set(keys.slice(0, 4)).size).toBe(1)
    // Answered: the next confirmation of the same payload is a new one.
    expect(await attempt(send())).toBe('ok')
    expect(keys[4]).not.toBe(keys[0])
  })

  it('a "still processing" code in a 200 envelope keeps the id open like HTTP 409: lost, processing, success: one id', async () => {
    const processing = () => HttpResponse.json({ code: '409', msg: '交易处理中，请稍后查询' })
    const answers = [lost, processing, ok, ok]
    const keys = keysSent('/t/processing200', () => answers.shift()!())
    const send = () => http.post(any(), '/t/processing200', { user_id: 'u1', integral: 100 }, moneyAction())
    const errors: unknown[] = []
    for (let i = 0; i < 2; i++) await send().catch((e: unknown) => errors.push(e))
    expect(errors.map(answerLost)).toEqual([true, true])
    expect(await attempt(send())).toBe('ok')
    expect(new Set(keys.slice(0, 3)).size).toBe(1)
    expect(await attempt(send())).toBe('ok')
    expect(keys[3]).not.toBe(keys[0])
  })

  it.each([
    ['HTTP 403', () => HttpResponse.json({ code: '403', msg: '登录已失效' }, { status: 403 })],
    ['code 403', () => HttpResponse.json({ code: '403', msg: '登录已失效' })],
    ['code 5555', () => HttpResponse.json({ code: '5555', msg: '请先登录' })],
    ['a missing token', () => HttpResponse.json({ code: '9999', msg: "Missing request header 'token'" })],
  ])(
    'a refusal of the caller (%s) is no answer to the request: the id stays open for the retry after signing in again',
    async (_, refusal) => {
      const answers = [lost, refusal, ok]
      const keys = keysSent('/t/expired', () => answers.shift()!())
      const send = () => http.post(any(), '/t/expired', { user_id: 'u1', integral: 100 }, moneyAction())
      expect(await attempt(send())).toBe('failed')
      const err = await send().catch((e: unknown) => e)
      // Whether the lost try was booked is still unknown: the feature reads again before its retry.
      expect(answerLost(err)).toBe(true)
      expect(session.getJson('openRequestIds')).not.toBeNull()
      expect(await attempt(send())).toBe('ok')
      expect(new Set(keys).size).toBe(1)
    },
  )

  it('a 4xx refusal with an envelope (not 409) closes the id like any refusal', async () => {
    const keys = keysSent('/t/unprocessable', () =>
      HttpResponse.json({ code: '422', msg: '请求有误' }, { status: 422 }),
    )
    const send = () => http.post(any(), '/t/unprocessable', { n: 1 }, moneyAction())
    await attempt(send())
    await attempt(send())
    expect(keys[1]).not.toBe(keys[0])
  })

  it('another payload is another confirmation', async () => {
    const keys = keysSent('/t/amounts', lost)
    await attempt(http.post(any(), '/t/amounts', { integral: 100 }, moneyAction()))
    await attempt(http.post(any(), '/t/amounts', { integral: 200 }, moneyAction()))
    await attempt(http.post(any(), '/t/amounts', { integral: 100 }, moneyAction()))
    expect(keys[1]).not.toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
  })

  it('an open id lasts PENDING_TTL_MS, survives a reload, and the session keeps no payload', async () => {
    const action = actionOf('POST', '/t/x', undefined, { user_id: 'o-secret-openid', integral: 100 })
    const id = requestIds.forAction(action, 1_000)
    expect(requestIds.forAction(action, 1_000 + PENDING_TTL_MS - 1)).toBe(id)
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('o-secret-openid')
    // A reload: a fresh module (nothing in memory) reads the session.
    vi.resetModules()
    const fresh = await import('./request-ids')
    expect(fresh.requestIds.forAction(action, 2_000)).toBe(id)
    expect(requestIds.forAction(action, 1_000 + PENDING_TTL_MS)).not.toBe(id)
  })

  it('the same payload with its keys in another order is the same action', () => {
    expect(actionOf('post', '/t', { a: 1 }, { x: 1, y: [1, { b: 2, c: 3 }] })).toBe(
      actionOf('POST', '/t', { a: 1 }, { y: [1, { c: 3, b: 2 }], x: 1 }),
    )
    expect(actionOf('POST', '/t', undefined, { x: 1 })).not.toBe(actionOf('POST', '/u', undefined, { x: 1 }))
  })

  it('settling forgets the id in the session too', () => {
    const action = actionOf('POST', '/t/s', undefined, { n: 1 })
    requestIds.forAction(action)
    expect(session.get('openRequestIds')).not.toBeNull()
    requestIds.settle(action)
    expect(session.get('openRequestIds')).toBeNull()
  })
})

describe('every money-like action of the contract carries its request id', () => {
  const u = { user_id: 'u1', page_flag: 'p' }
  const quizAnswers = { answer_keys: '1;2', topic_ids: 't1,t2', user_id: 'u1', page_flag: 'p', event_id: 'e' }
  const friend = { invitedPhone: '13622223333', captcha: '1', checkKey: 'k' }
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['transfer', () => points.transferIntegral({ user_id: 'u1', receive_user_id: 'u2', integral: 10 })],
    ['points draw', () => points.drawPointsPrize({ user_id: 'u1', event_id: 'e' })],
    ['box opening', () => points.openTreasureBox({ user_id: 'u1', box_id: 'box3' })],
    [
      'waiting points claim',
      () => points.convertIntegral({ user_id: 'u1', event_id: 'e', wait_integral_id: 'w' }),
    ],
    ['sign-in', () => points.signIn({ user_id: 'u1', event_id: 'e' })],
    [
      'physical prize exchange',
      () =>
        points.saveWinPrizeInfo({
          user_id: 'u1',
          record_id: 'r1',
          receiverName: '张三',
          receiverPhone: '13800138000',
          receiverAddress: '上海市浦东新区',
        }),
    ],
    ['wallet draw', () => draws.drawWalletPrizeNew(u)],
    ['carbon draw', () => draws.drawCarbonPrizeNew({ userId: 'u1', pageFlag: 'p', eventId: 'e' })],
    ['special gift claim', () => draws.awardSpecialPrize({ ...u, prize_id: 'x' })],
    ['study chance claim', () => draws.convertFmChance({ user_id: 'u1', page_id: 'p' })],
    ['transfer chance claim', () => draws.receiveWaitDrawChance({ appUserId: 'u1', pageFlag: 'p' })],
    [
      'coin exchange',
      () => mgmExchange.exchangeCoins({ pageFlag: 'p', userId: 'u1', eventId: 'e', prizeId: 'x' }),
    ],
    ['coin claim', () => mgm.receiveFirstPurchaseReward({ pageFlag: 'p', userId: 'u1', eventId: 'e' })],
    ['credit draw', () => talent.drawCredit(u)],
    ['credit exchange', () => talent.exchangeCredit({ ...u, prize_id: 'x' })],
    ['quiz study claim', () => quiz.claimStudy({ user_id: 'u1', page_id: 'p' })],
    ['quiz points claim', () => quiz.claimPoints({ user_id: 'u1', event_id: 'e', wait_integral_id: 'w' })],
    [
      'quiz carbon claim',
      () =>
        quiz.claimCarbon({ pageFlag: 'p', eventId: 'e', prizeType: '1', userId: 'u1', chanceRecordIds: 'c' }),
    ],
    ['quiz save (default, study, carbon)', () => quiz.saveMyTopic(quizAnswers)],
    ['quiz save (transfer)', () => quiz.saveTransferTopic(quizAnswers)],
    ['quiz save (transfer wallet)', () => quiz.saveTransferWalletTopic(quizAnswers)],
    [
      'invitation save',
      () =>
        mgmInvites.saveInvite({
          invitedId: 'u2',
          pageFlag: 'p',
          inviterId: 'u1',
          eventId: 'e',
          whiteList: '0',
        }),
    ],
    [
      'whitelist add',
      () =>
        mgmWhitelist.whitelistAdd({
          pageFlag: 'p',
          inviterId: 'u1',
          invitedPhone: '13622223333',
          checkCode: '1',
        }),
    ],
    ['referral add', () => referral.addReferral({ ...u, ...friend, page_flag: 'p', check_code: '1' })],
    ['merchant smart bind', () => merchant.newMerchantInvite({ ...u, ...friend, page_flag: 'p' })],
    ['merchant bind by phone', () => merchant.merchantInviteByPhone({ ...u, ...friend, page_flag: 'p' })],
  ]

  it('the list in docs/money-actions.md is the list the HTTP layer keys, and every path in it is called here', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../docs/money-actions.md'), 'utf8')
    const table = doc.slice(doc.indexOf('## Which calls'), doc.indexOf('## What the server must do'))
    const documented = [...table.matchAll(/`([A-Za-z]+(?:\/[A-Za-z]+)+)`/g)].map((m) => m[1]!)
    const keyed = MONEY_ACTION_PATHS.map((p) => p.replace(/^\/cms\.marketing\/api\//, ''))
    expect([...new Set(documented)].sort()).toEqual([...new Set(keyed)].sort())
  })

  it('a call to a money-like path carries a key even when its caller forgot to ask for one', async () => {
    for (const path of MONEY_ACTION_PATHS) {
      const keys = keysSent(path, ok)
      await http.post(any(), path, { n: 1 })
      expect(keys[0], path).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it.each(calls)('%s', async (_name, call) => {
    const sent = recordRequests()
    await attempt(call())
    const keys = sent.list.map((r) => r.headers.get(IDEMPOTENCY_HEADER))
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  })
})
