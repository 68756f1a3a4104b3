import { Toast } from 'antd-mobile'
import { currentUser, db } from '@mocks/db'
import { USER_SCENARIOS } from '@mocks/db/scenario'
import { AML_PHONE, LIMITED_PHONE, MOCK_CAPTCHA, MOCK_SMS_CODE } from '@mocks/db/account'
import {
  bindPhone,
  exchangeCode,
  getAccountState,
  getAppUserOpenStatus,
  getOpenStatus,
  getShareSignature,
  getUserInfo,
  loginByTicket,
  loginToApp,
  phoneLogin,
  queryAppUserInfo,
  refreshUser,
  registerOneClick,
  sendSms,
  unbindPhone,
} from '@/api/identity'
import { checkCaptcha, getCaptchaImage } from '@/api/system'
import { merchantInviteByPhone, newMerchantInvite, preMerchantInvite } from '@/api/merchant'
import { ApiError } from '@/api/http'
import { session } from '@/shared/lib/storage'

/** The account mock backend's stateful flows, driven through the app's own API modules. */

beforeEach(() => {
  vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => vi.restoreAllMocks())

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e as ApiError,
  )

const bindRequest = (openId: string, phone: string, checkCode = MOCK_SMS_CODE) => ({
  phone,
  openId,
  checkCode,
  authCode: '2' as const,
  captcha: MOCK_CAPTCHA,
  checkKey: '1700000000000',
})

describe('captcha and SMS rules', () => {
  it('sends an SMS only for a valid phone with the right captcha', async () => {
    const { checkKey } = await getCaptchaImage('13800000001')
    expect(await failure(sendSms({ phone: '12800000001', captcha: MOCK_CAPTCHA, checkKey }))).toMatchObject({
      code: '1002',
    })
    expect(await failure(sendSms({ phone: '13800000001', captcha: '9999', checkKey }))).toMatchObject({
      code: '1003',
      message: '图形验证码错误',
    })
    expect(
      await failure(sendSms({ phone: '13800000001', captcha: MOCK_CAPTCHA, checkKey: '' })),
    ).toMatchObject({
      code: '1003',
    })
    expect(db.account.smsSent).toEqual([])
    await expect(sendSms({ phone: '13800000001', captcha: MOCK_CAPTCHA, checkKey })).resolves.toBeUndefined()
    expect(db.account.smsSent).toEqual([{ phone: '13800000001', checkKey }])
  })

  it('checks the captcha answer', async () => {
    await expect(checkCaptcha({ captcha: MOCK_CAPTCHA, checkKey: '1' })).resolves.toBeUndefined()
    expect(await failure(checkCaptcha({ captcha: '4321', checkKey: '1' }))).toMatchObject({ code: '1003' })
  })
})

describe('binding changes the account state', () => {
  it('binds a new phone: phone-bound only, and the refreshed user carries it', async () => {
    db.scenario.user = 'unbound'
    const { openid } = currentUser()
    await expect(getAccountState(openid)).resolves.toEqual({
      isAppBinding: '0',
      isPhoneBinding: '0',
      isRegister: '0',
    })

    const wrong = await failure(bindPhone(bindRequest(openid, '13800000002', '000000')))
    expect(wrong).toMatchObject({ code: '1001', message: '短信验证码错误' })
    await expect(getAccountState(openid)).resolves.toMatchObject({ isPhoneBinding: '0' })

    await bindPhone(bindRequest(openid, '13800000002'))
    await expect(getAccountState(openid)).resolves.toEqual({
      isAppBinding: '0',
      isPhoneBinding: '1',
      isRegister: '0',
    })
    await expect(refreshUser('wx', openid)).resolves.toMatchObject({ openid, phone: '13800000002' })
  })

  it('binds a store-registered phone: registered and app-bound at once', async () => {
    db.scenario.user = 'unbound'
    const { openid } = currentUser()
    await bindPhone(bindRequest(openid, '13900002222'))
    await expect(getAccountState(openid)).resolves.toEqual({
      isAppBinding: '1',
      isPhoneBinding: '1',
      isRegister: '1',
    })
    const login = await loginToApp(openid)
    expect(login).toMatchObject({ isAppBinding: '1', isLimit: '0', limitContent: '' })
    expect(login.appClientNo).not.toBe('')
    await expect(getAppUserOpenStatus(login.appClientNo)).resolves.toEqual({ openAccount: '2' })
  })

  it('restricts the app login of the limited phone', async () => {
    db.scenario.user = 'unbound'
    const { openid } = currentUser()
    await bindPhone(bindRequest(openid, LIMITED_PHONE))
    const login = await loginToApp(openid)
    expect(login.isLimit).toBe('1')
    expect(login.limitContent).toContain('950950')
  })

  it('answers 9900 for the AML phone on bind, one-click register and phone login', async () => {
    db.scenario.user = 'unbound'
    const { openid } = currentUser()
    const aml = { code: '9900', kind: 'business' }
    expect(await failure(bindPhone(bindRequest(openid, AML_PHONE)))).toMatchObject(aml)
    expect(await failure(registerOneClick({ phone: AML_PHONE, openid, authCode: '1' }))).toMatchObject(aml)
    expect(
      await failure(
        phoneLogin({
          phone: AML_PHONE,
          checkCode: MOCK_SMS_CODE,
          captcha: MOCK_CAPTCHA,
          checkKey: '1',
          openId: openid,
        }),
      ),
    ).toMatchObject(aml)
    await expect(getAccountState(openid)).resolves.toMatchObject({ isPhoneBinding: '0' })
  })

  it('registers in one click and records the marketing consent', async () => {
    db.scenario.user = 'boundNotRegistered'
    const user = currentUser()
    await registerOneClick({ phone: user.phone, openid: user.openid, authCode: '1' })
    await expect(getAccountState(user.openid)).resolves.toEqual({
      isAppBinding: '1',
      isPhoneBinding: '1',
      isRegister: '1',
    })
    expect(db.account.marketingConsent[user.openid]).toBe('1')
    await expect(getOpenStatus(user.openid)).resolves.toEqual({ openAccount: '2' })
  })

  it('phone login: 1111 for an already bound phone, binding for a new one', async () => {
    db.scenario.user = 'unbound'
    const { openid } = currentUser()
    const login = (phone: string) =>
      phoneLogin({ phone, checkCode: MOCK_SMS_CODE, captcha: MOCK_CAPTCHA, checkKey: '1', openId: openid })
    expect(await failure(login('13612345605'))).toMatchObject({ code: '1111' })
    await login('13800000003')
    await expect(getAccountState(openid)).resolves.toMatchObject({ isPhoneBinding: '1' })
  })

  it('unbinding resets the flags', async () => {
    const { openid } = currentUser()
    await unbindPhone('wx', openid)
    await expect(getAccountState(openid)).resolves.toEqual({
      isAppBinding: '0',
      isPhoneBinding: '0',
      isRegister: '0',
    })
    await expect(refreshUser('wx', openid)).resolves.toMatchObject({ phone: '' })
    await expect(loginToApp(openid)).resolves.toMatchObject({ isAppBinding: '0', appClientNo: '' })
  })
})

describe('sign-in and profile', () => {
  it('exchanges a code for the scenario user with a token', async () => {
    db.scenario.user = 'whitelisted'
    const user = await exchangeCode('mockcode_whitelisted_1', 'wx')
    expect(user.openid).toBe(db.users.whitelisted.openid)
    expect(user.localToken).toMatch(/^lt_/)
    expect(await failure(exchangeCode('', 'wx'))).toMatchObject({ code: '4001' })
  })

  it('returns the KYC fields with the server time', async () => {
    const info = await getUserInfo()
    expect(info).toMatchObject({ openStatus: '1', realName: db.users.opened.realName, riskLevel: 'C3' })
    expect(info.serveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('logs in by ticket, and gives the profile only to the app session of that client', async () => {
    const byTicket = await loginByTicket(db.users.opened.appClientNo)
    expect(byTicket.appClientNo).toBe(db.users.opened.appClientNo)
    expect(await failure(loginByTicket(''))).toMatchObject({ code: '4002' })

    const white = db.users.whitelisted
    // A public id, or a client number without its app token (or with another client's), gets nothing.
    const bareId = queryAppUserInfo({ clientid: white.userId } as unknown as { appClientNo: string })
    expect(await failure(bareId)).toMatchObject({ code: '4002' })
    expect(await failure(queryAppUserInfo({ appClientNo: white.appClientNo }))).toMatchObject({
      code: '4002',
    })
    session.set('appClientToken', byTicket.appClientToken)
    expect(await failure(queryAppUserInfo({ appClientNo: white.appClientNo }))).toMatchObject({
      code: '4002',
    })

    const own = await loginByTicket(white.appClientNo)
    session.set('appClientToken', own.appClientToken)
    const profile = await queryAppUserInfo({ appClientNo: white.appClientNo })
    expect(profile).toMatchObject({ openId: white.openid, transferFlag: '1' })
    session.remove('appClientToken')
  })

  it('signs a share url deterministically per url', async () => {
    const a = await getShareSignature('https://h5.example/#/mgmfour', 'wxA')
    const b = await getShareSignature('https://h5.example/#/mgmfournew', 'wxA')
    expect(a.appId).toBe('wxA')
    expect(a.sign).not.toBe(b.sign)
  })
})

describe('merchant business', () => {
  const invite = (invitedPhone: string, extra: object = {}) =>
    newMerchantInvite({
      page_flag: 'xywx_bindbusiness',
      user_id: db.users.unbound.userId,
      invitedPhone,
      ...extra,
    })

  it.each([
    ['13800001111', '1111', undefined],
    ['13800001114', '1114', undefined],
    ['13800001116', '1116', undefined],
    ['13800001117', '1117', { buttonList: expect.objectContaining({ wxDownButtonUrl: expect.any(String) }) }],
    ['13800002222', '2222', { successFlag: '1' }],
    ['13800002220', '2222', { successFlag: '0' }],
    ['13800008880', '8888', { buttonNum: '0' }],
    ['13800008887', '8888', { buttonNum: 'notOpen' }],
    ['13800008889', '8888', { buttonNum: '-1' }],
    ['13800008883', '8888', { buttonNum: '3' }],
  ])('phone %s answers code %s', async (phone, code, data) => {
    const error = await failure(invite(phone))
    expect(error.code).toBe(code)
    if (data) expect(error.data).toMatchObject(data)
    expect(db.account.merchantInvites.at(-1)).toMatchObject({ invitedPhone: phone, code })
  })

  it('answers 0000 and 200 as success and the user ends fully bound', async () => {
    db.scenario.user = 'unbound'
    const flag = { page_flag: 'xywx_bindbusiness', user_id: db.users.unbound.userId }
    await expect(preMerchantInvite(flag)).resolves.toMatchObject({ userState: 0 })
    await expect(invite('13800000200')).resolves.toMatchObject({ promptCopy: expect.any(String) })
    await expect(preMerchantInvite(flag)).resolves.toMatchObject({ userState: 3 })
    await expect(invite('13800000005')).resolves.toMatchObject({ buttonNum: '' })
  })

  it('answers the user state by account state', async () => {
    const expected = {
      unbound: 0,
      boundNotRegistered: 1,
      registeredNotAppBound: 2,
      boundNotOpened: 3,
      opened: 3,
      whitelisted: 3,
      appOnly: 3,
    }
    for (const scenario of USER_SCENARIOS) {
      db.scenario.user = scenario
      const init = await preMerchantInvite({ page_flag: 'xywx_bindbusiness', user_id: currentUser().userId })
      expect(init.userState, scenario).toBe(expected[scenario])
      expect(init.moduleList.length).toBeGreaterThan(0)
    }
  })

  it('requires the SMS code on bind by phone and checks it when sent', async () => {
    const request = { page_flag: 'xywx_bindbusiness', user_id: 'U1', invitedPhone: '13800000006' }
    expect(await failure(merchantInviteByPhone(request))).toMatchObject({ code: '1001' })
    await expect(merchantInviteByPhone({ ...request, check_code: MOCK_SMS_CODE })).resolves.toBeTruthy()
    expect(await failure(invite('13800000007', { check_code: '111111' }))).toMatchObject({ code: '1001' })
  })

  it('closes a stopped page', async () => {
    const init = await preMerchantInvite({ page_flag: 'closed_demo', user_id: 'U1' })
    expect(init.pageStopList.length).toBeGreaterThan(0)
    expect(
      await failure(
        newMerchantInvite({ page_flag: 'closed_demo', user_id: 'U1', invitedPhone: '13800000008' }),
      ),
    ).toMatchObject({ code: '1118' })
  })
})

describe('agreement documents', () => {
  it('serves the privacy document as HTML that reports the end of scrolling', async () => {
    const response = await fetch(new URL('/__mock/doc/privacy', window.location.href))
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<title>隐私政策</title>')
    expect(html).toContain("type: 'END_OF_SCROLL'")
    expect(html).not.toContain('data-agree="1"')
    expect(
      await (await fetch(new URL('/__mock/doc/privacy?buttons=1', window.location.href))).text(),
    ).toContain('data-agree="1"')
    expect((await fetch(new URL('/__mock/doc/nothing', window.location.href))).status).toBe(404)
  })
})
