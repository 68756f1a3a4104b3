import { endpoints } from '@/api/endpoints'
import { db } from './db'

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
})
