import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { signIn } from '@tests/render'
import { resolveCampaignUser } from './use-campaign-user'

describe('resolveCampaignUser (marketing §4.1, §4.4)', () => {
  it.each([
    ['unbound', false, false],
    ['boundNotRegistered', false, false],
    ['registeredNotAppBound', false, false],
    ['boundNotOpened', true, false],
    ['opened', true, true],
  ] as const)('%s → bound %s, open %s', async (user, isBind, isOpen) => {
    signIn(user)
    const r = await resolveCampaignUser()
    expect(r.isBind).toBe(isBind)
    expect(r.isOpen).toBe(isOpen)
  })

  it('stores the app client number of the app login', async () => {
    signIn('opened')
    const r = await resolveCampaignUser()
    expect(r.appClientNo).toBe('AC100005')
    expect(local.get('unionAppClientNo')).toBe('AC100005')
  })

  it('a failed app login resets the bound state', async () => {
    signIn('opened')
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '9999', msg: '登录失败' }),
      ),
    )
    const r = await resolveCampaignUser()
    expect(r.isBind).toBe(false)
    expect(r.loginFailed).toBe(true)
  })

  it('is unbound without a WeChat user', async () => {
    const r = await resolveCampaignUser()
    expect(r).toMatchObject({ openid: '', isBind: false, isOpen: false })
  })
})
