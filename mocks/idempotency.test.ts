import { endpoints, MONEY_ACTION_PATHS } from '@/api/endpoints'
import { db } from './db'
import { handlers } from './handlers'

/**
 * The mock backend honours the Idempotency-Key as the real one must (docs/money-actions.md): the same
 * key gets the same answer and books nothing again; the key is the customer's (token); another request
 * under a used key is refused. The lost-answer fault books, then drops the answer.
 */

const transfer = (key: string | null, integral = 100, token = 'tok-a') =>
  fetch(`http://localhost${endpoints.points.userIntegralTransfer}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({
      user_id: db.users.opened.openid,
      receive_user_id: db.users.whitelisted.openid,
      integral,
    }),
  })
const balance = () => db.marketing.points.accounts[db.users.opened.openid]!.balance

describe('Idempotency-Key in the mock backend', () => {
  it('the same key: the same answer, one booking', async () => {
    const first = await (await transfer('k-1')).json()
    const again = await transfer('k-1')
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(first)
    expect(first).toMatchObject({ code: '0000', data: { balance: 1180 } })
    expect(balance()).toBe(1180)
  })

  it('without a key, or with a new one, each request books', async () => {
    await transfer(null)
    await transfer(null)
    await transfer('k-2')
    expect(balance()).toBe(980)
  })

  it('a key is the customer’s: another token with the same key is another request', async () => {
    await transfer('k-3', 100, 'tok-a')
    await transfer('k-3', 100, 'tok-b')
    expect(balance()).toBe(1080)
  })

  it('the same customer signed in again (a new WeChat token after an expired one) gets the first answer', async () => {
    const code = async (c: string) => {
      const res = await fetch(`http://localhost${endpoints.identity.codeUser}?code=${c}`)
      return ((await res.json()) as { data: { localToken: string } }).data.localToken
    }
    const before = await code('CODE-1')
    const after = await code('CODE-2')
    expect(after).not.toBe(before)
    const first = await (await transfer('k-6', 100, before)).json()
    const again = await transfer('k-6', 100, after)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(first)
    expect(balance()).toBe(1180)
  })

  it('a used key on another payload is refused with 422', async () => {
    await transfer('k-4', 100)
    const other = await transfer('k-4', 200)
    expect(other.status).toBe(422)
    expect(balance()).toBe(1180)
  })

  it('the lost-answer fault books, then drops the answer; the retry with the key gets the first answer', async () => {
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.points.userIntegralTransfer]
    await expect(transfer('k-5')).rejects.toThrow()
    expect(balance()).toBe(1180)
    db.scenario.fault = 'none'
    expect(await (await transfer('k-5')).json()).toMatchObject({ code: '0000', data: { balance: 1180 } })
    expect(balance()).toBe(1180)
  })

  it('every path of MONEY_ACTION_PATHS is served through route(): a repeated key gets the first answer', async () => {
    for (const path of MONEY_ACTION_PATHS) {
      // The handler msw would pick for the path (the first one), for its method.
      const handler = handlers.find((h) => h.info.path === `*${path}`)
      expect(handler, path).toBeDefined()
      const method = String(handler!.info.method)
      const send = () =>
        fetch(`http://localhost${path}`, {
          method,
          headers: { 'content-type': 'application/json', token: 'tok-a', 'Idempotency-Key': `k-${path}` },
          body: method === 'GET' ? undefined : JSON.stringify({ user_id: db.users.opened.openid }),
        })
      const first: unknown = await (await send()).json()
      const again = await send()
      expect(again.headers.get('Idempotent-Replayed'), path).toBe('true')
      expect(await again.json(), path).toEqual(first)
    }
  })
})
