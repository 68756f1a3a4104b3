import { currentChannel, type Channel } from '@/shared/lib/channel'
import { loginStore, session, wxUserStore } from '@/shared/lib/storage'

/**
 * Who is signed in, and how the backend knows them (docs/architecture.md, Login; docs/identity.md). Every
 * feature asks here instead of reading storage keys or user agents itself.
 *
 * - In WeChat: the WeChat user (openid) from the OAuth round trip. Backend calls key the user on the
 *   openid; the app client number is known after an app login by openid.
 * - In the provider's app (LightOS): the app user from the ticket / client-id login, i.e. the client
 *   number with its token (the token lives in sessionStorage, so a new webview session signs in again).
 *   Backend calls key the user on the client number; the linked openid, when the app profile has one,
 *   comes along for the calls that only know openids.
 * - In a plain browser: nobody (the public pages need no identity).
 */
export type SignedInKind = 'wechat' | 'app' | 'none'

export interface SignedIn {
  kind: SignedInKind
  /** The id the marketing calls key the user on: the openid in WeChat, the client number in the app. */
  userId: string
  /** The WeChat openid ('' for an app user without a linked WeChat account). */
  openid: string
  /** The app client number ('' until an app login). */
  appClientNo: string
  phone: string
  /**
   * Share tracking's user id type (marketing §3: 1 inviter client, 2 openid, 3 staff client): a WeChat
   * user shares as their openid (2), an app user as their client number (1).
   */
  userIdType: '1' | '2'
}

export const NOBODY: SignedIn = {
  kind: 'none',
  userId: '',
  openid: '',
  appClientNo: '',
  phone: '',
  userIdType: '2',
}

export function signedIn(channel: Channel = currentChannel()): SignedIn {
  const appClientNo = session.get('unionAppClientNo') ?? ''
  if (channel === 'app') {
    if (!appClientNo || !session.get('appClientToken')) return NOBODY
    return {
      kind: 'app',
      userId: appClientNo,
      openid: session.get('openId') ?? '',
      appClientNo,
      phone: session.get('phone') ?? '',
      userIdType: '1',
    }
  }
  const wx = channel === 'wx' ? wxUserStore.get() : null
  if (!wx?.openid) return NOBODY
  return {
    kind: 'wechat',
    userId: wx.openid,
    openid: wx.openid,
    appClientNo,
    phone: wx.phone,
    userIdType: '2',
  }
}

/**
 * Whether a customer counts as logged in on this channel now, the one answer every page uses (the trade
 * gate, the profile prompt, the login page; docs/identity.md): in the app an app session (client number
 * with this webview's token); in WeChat a WeChat login within its 23 hours (account-and-shared §9) or this
 * session's mark of a bind or phone login (`islogined`, account-and-shared §4); in a plain browser nobody.
 */
export function isSignedIn(channel: Channel = currentChannel()): boolean {
  if (channel === 'app') return signedIn(channel).kind === 'app'
  if (channel !== 'wx') return false
  return session.get('islogined') === '1' || loginStore.isValid()
}

/** The name and avatar a page greets the customer with: the WeChat profile, or the app profile's nickname. */
export function profileOf(who: SignedIn): { nickname: string; avatar: string } {
  if (who.kind === 'wechat') {
    const wx = wxUserStore.get()
    return { nickname: wx?.nickname ?? '', avatar: wx?.headimgurl ?? '' }
  }
  if (who.kind === 'app') return { nickname: session.get('nickName') ?? '', avatar: '' }
  return { nickname: '', avatar: '' }
}
