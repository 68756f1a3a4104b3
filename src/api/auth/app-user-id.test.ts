import { db } from '@mocks/db'
import { endpoints } from '../endpoints'
import { session, wxUserStore } from '@/shared/lib/storage'
import { signIn, setUserAgent } from '@tests/render'
import { recordRequests } from '@tests/record-requests'
import { resolveAppUserId } from './app-user-id'

/** appUserId is the one signed-in customer's app client number (docs/identity.md). */
describe('resolveAppUserId', () => {
  const logins = () => recordRequests(endpoints.identity.loginToApp)

  it('in WeChat before any app login: logs in by openid once for every caller, and keeps the answer', async () => {
    setUserAgent('wx')
    signIn('opened')
    const sent = logins()
    const ids = await Promise.all([resolveAppUserId(), resolveAppUserId(), resolveAppUserId()])
    expect(ids).toEqual(Array(3).fill(db.users.opened.appClientNo))
    expect(sent.list.map((r) => r.body)).toEqual([{ openid: db.users.opened.openid }])
    expect(session.get('unionAppClientNo')).toBe(db.users.opened.appClientNo)
    expect(await resolveAppUserId()).toBe(db.users.opened.appClientNo)
    expect(sent.list).toHaveLength(1)
  })

  it('a WeChat customer without an app account: ""', async () => {
    setUserAgent('wx')
    signIn('boundNotRegistered')
    expect(await resolveAppUserId()).toBe('')
    expect(session.get('unionAppClientNo')).toBeNull()
  })

  it('in the app: the signed-in client number, no call', async () => {
    setUserAgent('app')
    session.set('unionAppClientNo', 'AC9')
    session.set('appClientToken', 't')
    const sent = logins()
    expect(await resolveAppUserId()).toBe('AC9')
    expect(sent.list).toEqual([])
  })

  it('nobody signed in: "" and no call', async () => {
    setUserAgent('h5')
    const sent = logins()
    expect(await resolveAppUserId()).toBe('')
    expect(sent.list).toEqual([])
  })

  it('an answer for a customer who is no longer signed in is not kept', async () => {
    setUserAgent('wx')
    signIn('opened')
    const asked = resolveAppUserId()
    wxUserStore.set({ openid: db.users.whitelisted.openid, phone: db.users.whitelisted.phone })
    await asked
    expect(session.get('unionAppClientNo')).toBeNull()
  })
})
