import type { AddressInfo } from 'node:net'
import { bypass } from 'msw'
import { createMockApp, MOCK_BODY_LIMIT } from './server'

/*
 * The mock server outlives any request (README, the mock backend): `npm start`, `npm run mock:serve` and every
 * e2e test rely on it, so a malformed path, a bad query string or a huge body answers 4xx and the server
 * stays up.
 */

describe('the mock server, asked anything', () => {
  it('answers 4xx to what is not a request it knows, and keeps answering', async () => {
    const server = createMockApp().listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const crashes: unknown[] = []
    const onCrash = (error: unknown) => crashes.push(error)
    process.on('unhandledRejection', onCrash)
    // Past the tests' own request interception (tests/setup.ts), to the real server.
    const ask = async (path: string, init?: RequestInit) =>
      (await fetch(bypass(`http://127.0.0.1:${port}${path}`, init))).status
    const post = (path: string, body: BodyInit) =>
      ask(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    try {
      const statuses = {
        'a path that is no URL': await ask('//?ticket=abc'),
        'a path of slashes': await ask('///cms.wechat/api/x'),
        'a bad query string': await ask('/cms.marketing/api/cont/banner/findByType?%E0%A4%A=%zz'),
        'a huge body': await post(
          '/cms.marketing/api/cont/banner/findByType',
          new Blob([new Uint8Array(MOCK_BODY_LIMIT + 1)]),
        ),
        'a control call that is no JSON': await post('/__mock/scenario', 'not json'),
      }
      for (const [what, status] of Object.entries(statuses)) {
        expect(status, what).toBeGreaterThanOrEqual(400)
        expect(status, what).toBeLessThan(500)
      }
      expect(await ask('/__mock/scenario')).toBe(200)
      expect(crashes).toEqual([])
    } finally {
      process.off('unhandledRejection', onCrash)
      server.close()
    }
  })
})

describe('a seeded WeChat session (docs/testing.md, Fixtures)', () => {
  it('is the storage a sign-in leaves, with a token whose calls the mock keys on the customer', async () => {
    const { wechatSession } = await import('./handlers/identity')
    const { db } = await import('./db')
    const { local, session } = wechatSession(0)
    const user = JSON.parse(local.WxUser!) as { openid: string }
    expect(user.openid).toBe(db.users.opened.openid)
    expect(session).toEqual({ WxUser: local.WxUser, openId: user.openid })
    expect(db.tokenOwners[local.localToken!]).toBe(user.openid)
    expect(Number(local.localUserExpireDate)).toBe(82_800_000)
  })
})
