import { loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { NOBODY, signedIn } from './signed-in'

/** Who is signed in: one answer per channel and storage state. */
describe('signedIn', () => {
  const wechatUser = () => {
    wxUserStore.set({ openid: 'oWx1', phone: '13600001111' })
    loginStore.save('tok')
  }
  const appSession = () => {
    session.set('unionAppClientNo', 'AC1')
    session.set('appClientToken', 'appTok')
    session.set('openId', 'oLinked')
    session.set('phone', '13900002222')
  }

  it('in WeChat: the WeChat user, keyed on the openid; the client number once known', () => {
    wechatUser()
    expect(signedIn('wx')).toEqual({
      kind: 'wechat',
      userId: 'oWx1',
      openid: 'oWx1',
      appClientNo: '',
      phone: '13600001111',
      userIdType: '2',
    })
    session.set('unionAppClientNo', 'AC1')
    expect(signedIn('wx').appClientNo).toBe('AC1')
  })

  it('in the app: the app user, keyed on the client number, with the linked openid and phone', () => {
    appSession()
    expect(signedIn('app')).toEqual({
      kind: 'app',
      userId: 'AC1',
      openid: 'oLinked',
      appClientNo: 'AC1',
      phone: '13900002222',
      userIdType: '1',
    })
  })

  it.each([
    ['the app without a client number', 'app', () => session.set('appClientToken', 't')],
    [
      'the app without the session token (a new webview session)',
      'app',
      () => session.set('unionAppClientNo', 'AC1'),
    ],
    ['the app, even with a WeChat user stored', 'app', () => wxUserStore.set({ openid: 'o', phone: '' })],
    ['WeChat without a user', 'wx', () => session.set('unionAppClientNo', 'AC1')],
    ['a plain browser, whatever is stored', 'h5', () => (wechatUser(), appSession())],
  ] as const)('nobody in %s', (_label, channel, arrange) => {
    arrange()
    expect(signedIn(channel)).toEqual(NOBODY)
  })
})
