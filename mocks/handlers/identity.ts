import type { HttpHandler } from 'msw'
import dayjs from 'dayjs'
import { endpoints } from '../../src/api/endpoints'
import { fail, field, hashString, mock, RawEnvelope, type MockContext } from '../lib'
import { MOCK_OFFICIAL_ORIGIN } from '../official'
import { currentUser, db, findUser, type MockUser } from '../db'
import { AML_PHONE, LIMITED_PHONE, MOCK_CAPTCHA, MOCK_SMS_CODE } from '../db/account'

/**
 * Identity and WeChat calls (api-contract.md, Identity and WeChat), stateful over `db.users`:
 * binding, registering and unbinding change the user the other calls then report.
 *
 * Fixed answers: captcha 1234, SMS code 123456; phone 13800009900 answers 9900 (anti-money-laundering);
 * a user holding 13800001111 logs into the app with isLimit '1'.
 */

export const MOCK_APP_ID = 'wx5f3e8a1c2b4d6e70'
export const AML_MESSAGE =
  '根据反洗钱相关法律法规要求，您的账户暂时无法办理此业务，如有疑问请致电客服热线950950。'
export const LIMIT_CONTENT = '您的账户当前存在交易限制，暂时无法参与本活动，如有疑问请致电客服热线950950。'

const PHONE = /^1[3-9]\d{9}$/
export const nowText = () => dayjs().format('YYYY-MM-DD HH:mm:ss')

export function requireValidPhone(phone: string): void {
  if (!phone) fail('1002', '请输入手机号')
  if (!PHONE.test(phone)) fail('1002', '手机号格式不正确')
}

export function requireCaptcha(captcha: string, checkKey: string): void {
  if (!checkKey) fail('1003', '图形验证码已失效，请刷新后重试')
  if (captcha !== MOCK_CAPTCHA) fail('1003', '图形验证码错误')
}

export function requireSmsCode(code: string): void {
  if (code !== MOCK_SMS_CODE) fail('1001', '短信验证码错误')
}

export function rejectAml(phone: string): void {
  if (phone === AML_PHONE) fail('9900', AML_MESSAGE)
}

const isStoreRegistered = (ctx: MockContext, phone: string, self: MockUser) =>
  ctx.db.account.storeRegisteredPhones.includes(phone) ||
  Object.values(ctx.db.users).some((u) => u !== self && u.phone === phone && u.isRegister === '1')

const newClientNo = (user: MockUser) => `AC${String((hashString(user.openid) % 900000) + 100000)}`

/** Gives the user an app client identity (registration or app binding). */
function ensureAppClient(user: MockUser): void {
  if (!user.appClientNo) user.appClientNo = newClientNo(user)
  if (!user.appClientToken) user.appClientToken = `act-${user.appClientNo.toLowerCase()}-mock`
}

/**
 * Binds a phone to the WeChat user (account-and-shared §4): a phone already registered in the store
 * makes the user registered and app-bound at once; any other phone leaves the user phone-bound only.
 */
export function bindPhoneTo(ctx: MockContext, user: MockUser, phone: string): void {
  const registered = isStoreRegistered(ctx, phone, user)
  user.phone = phone
  user.isPhoneBinding = '1'
  if (registered) {
    user.isRegister = '1'
    user.isAppBinding = '1'
    ensureAppClient(user)
    if (user.openAccount === '0') user.openAccount = '2'
  } else {
    user.isRegister = '0'
    user.isAppBinding = '0'
    user.openAccount = '0'
  }
}

/** One-click registration or one-tap app binding: the user ends registered and app-bound. */
export function registerUser(user: MockUser, phone: string): void {
  if (phone) user.phone = phone
  user.isPhoneBinding = '1'
  user.isRegister = '1'
  user.isAppBinding = '1'
  ensureAppClient(user)
  if (user.openAccount === '0') user.openAccount = '2'
}

const wxUser = (u: MockUser) => ({
  openid: u.openid,
  phone: u.phone,
  nickname: u.nickname,
  headimgurl: u.headimgurl,
})
/** How long a WeChat login lasts in the page (account-and-shared §9: 23 hours; src/shared/lib/storage.ts). */
const LOGIN_TTL_MS = 82_800_000

/**
 * The storage a WeChat sign-in leaves for the scenario's customer (the OAuth round trip's `codeUser` answer
 * as the page stores it), with a token the mock knows: the e2e `seededSession` fixture writes it before the
 * page loads, for journeys that are not about signing in (docs/testing.md, Fixtures).
 */
export function wechatSession(now = Date.now()): {
  local: Record<string, string>
  session: Record<string, string>
} {
  const user = currentUser()
  const localToken = `lt_${hashString(`${user.openid}:seeded`).toString(36)}`
  db.tokenOwners[localToken] = user.openid
  const stored = JSON.stringify({ ...wxUser(user), headimgurl: user.headimgurl ?? '' })
  return {
    local: {
      WxUser: stored,
      localToken,
      localUserExpireDate: String(now + LOGIN_TTL_MS),
      app_id: MOCK_APP_ID,
    },
    session: { WxUser: stored, openId: user.openid },
  }
}

const accountState = (u: MockUser) => ({
  isAppBinding: u.isAppBinding,
  isPhoneBinding: u.isPhoneBinding,
  isRegister: u.isRegister,
})

const appLogin = (u: MockUser) => {
  const bound = u.isAppBinding === '1'
  const limited = bound && u.phone === LIMITED_PHONE
  return {
    clientid: bound ? u.userId : '',
    appClientNo: bound ? u.appClientNo : '',
    appClientToken: bound ? u.appClientToken : '',
    isAppBinding: u.isAppBinding,
    isLimit: limited ? '1' : '0',
    limitContent: limited ? LIMIT_CONTENT : '',
    openAccoutUrl: `${MOCK_OFFICIAL_ORIGIN}/#/openAccount`,
    openZxUrl: `${MOCK_OFFICIAL_ORIGIN}/#/home`,
  }
}

const appUserInfo = (u: MockUser) => ({
  ...appLogin(u),
  showName: u.realName ? `${u.realName.slice(0, 1)}${'*'.repeat(u.realName.length - 1)}` : u.nickname,
  transferFlag: u.isWhite === '1' ? '1' : '0',
  nickName: u.nickname || '理财粉丝',
  phone: u.phone,
  openId: u.openid,
})

export const identityHandlers: HttpHandler[] = [
  mock.get(endpoints.identity.queryAppid, () => ({ appId: MOCK_APP_ID })),

  mock.get(endpoints.identity.codeUser, (ctx) => {
    const code = field(ctx, 'code')
    if (!code) fail('4001', '授权码无效，请重新进入页面')
    const user = currentUser()
    const localToken = `lt_${hashString(`${user.openid}:${code}`).toString(36)}`
    ctx.db.tokenOwners[localToken] = user.openid
    return { ...wxUser(user), localToken }
  }),

  mock.get(endpoints.identity.getUser, (ctx) => wxUser(findUser(field(ctx, 'openId')))),

  mock.put(endpoints.identity.unbindUserPhone, (ctx) => {
    const user = findUser(field(ctx, 'openId'))
    user.phone = ''
    user.isPhoneBinding = '0'
    user.isRegister = '0'
    user.isAppBinding = '0'
    user.openAccount = '0'
    user.appClientNo = ''
    user.appClientToken = ''
    return null
  }),

  mock.get(endpoints.identity.getUserBindStatus, (ctx) => accountState(findUser(field(ctx, 'openId')))),
  // user_id is the WeChat openid (docs/api-contract.md "Which id a call takes"): any other id names no
  // WeChat customer, whose open status is 0 (not bound).
  mock.get(endpoints.identity.getOpenStatus, (ctx) => {
    const openid = field(ctx, 'user_id')
    const user = openid ? Object.values(ctx.db.users).find((u) => u.openid === openid) : undefined
    return { openAccount: user ? user.openAccount : '0' }
  }),
  mock.post(endpoints.identity.appUserOpenStatus, (ctx) => ({
    openAccount: findUser(field(ctx, 'appClientNo')).openAccount,
  })),

  mock.post(endpoints.identity.sendVerification, (ctx) => {
    const phone = field(ctx, 'phone')
    const checkKey = field(ctx, 'checkKey')
    requireValidPhone(phone)
    requireCaptcha(field(ctx, 'captcha'), checkKey)
    ctx.db.account.smsSent.push({ phone, checkKey })
    return new RawEnvelope({ code: '0000', msg: '发送成功', data: null })
  }),

  mock.post(endpoints.identity.newVerification, (ctx) => {
    const phone = field(ctx, 'phone')
    requireValidPhone(phone)
    requireSmsCode(field(ctx, 'checkCode'))
    rejectAml(phone)
    bindPhoneTo(ctx, findUser(field(ctx, 'openId')), phone)
    return null
  }),

  mock.post(endpoints.identity.wechatAppBind, (ctx) => {
    const user = findUser(field(ctx, 'openid'))
    const phone = field(ctx, 'phone') || user.phone
    requireValidPhone(phone)
    rejectAml(phone)
    registerUser(user, phone)
    const authCode = field(ctx, 'authCode')
    if (authCode === '1' || authCode === '2') ctx.db.account.marketingConsent[user.openid] = authCode
    return null
  }),

  mock.post(endpoints.identity.phoneLogin, (ctx) => {
    const phone = field(ctx, 'phone')
    requireValidPhone(phone)
    requireSmsCode(field(ctx, 'checkCode'))
    rejectAml(phone)
    const user = findUser(field(ctx, 'openId'))
    const holder = Object.values(ctx.db.users).find((u) => u.phone === phone && u.isPhoneBinding === '1')
    if (holder) fail('1111', '该手机号已绑定，将为您直接登录')
    bindPhoneTo(ctx, user, phone)
    return null
  }),

  mock.post(endpoints.identity.loginToApp, (ctx) => appLogin(findUser(field(ctx, 'openid')))),

  mock.post(endpoints.identity.queryAppUserInfoByTicket, (ctx) => {
    const ticket = field(ctx, 'ticket')
    // The mock's tickets carry the client number (mocks/handlers/oauth.ts); 'expired' tests the failure.
    const clientNo = /^TK-(.+)-[0-9a-z]+$/.exec(ticket)?.[1]
    if (!ticket || ticket === 'expired' || clientNo === 'NONE')
      fail('4002', '登录凭证无效或已过期，请重新登录')
    return appLogin(findUser(clientNo ?? ticket))
  }),

  // The profile goes only to the app session of that client (docs/backend-requirements.md §2): a client
  // number without its app token, or a bare `clientid` (a public id), gets nothing.
  mock.post(endpoints.identity.queryAppUserInfo, (ctx) => {
    const clientNo = field(ctx, 'appClientNo')
    const user = clientNo ? findUser(clientNo) : null
    const token = ctx.request.headers.get('appClientToken')
    if (!user || user.appClientNo !== clientNo || !token || token !== user.appClientToken)
      fail('4002', '登录凭证无效或已过期，请重新登录')
    return appUserInfo(user)
  }),

  mock.post(endpoints.identity.share, (ctx) => {
    const url = field(ctx, 'url')
    if (!url) fail('4003', '签名地址不能为空')
    const timestamp = String(Math.floor(Date.now() / 1000))
    const noncestr = hashString(`${url}:nonce`).toString(36)
    const sign = [url, timestamp, noncestr].map((s) => hashString(s).toString(16).padStart(8, '0')).join('')
    return { appId: field(ctx, 'appId') || MOCK_APP_ID, timestamp, noncestr, sign }
  }),

  mock.post(endpoints.identity.getUserInfo, () => {
    const u = currentUser()
    return {
      openStatus: u.openAccount,
      riskLevel: u.riskLevel,
      riskEndDateExpired: u.riskEndDateExpired,
      idEndDateExpired: u.idEndDateExpired,
      idNo: u.idNo,
      serveTime: nowText(),
      realName: u.realName,
      idType: u.idType,
      idEnddate: u.idEnddate,
      fund_nationality: u.fund_nationality,
      ofundProfCode: u.ofundProfCode,
      addressDetail: u.addressDetail,
      clientGender: u.clientGender,
    }
  }),
]
