import { parse } from '@/api/schema'
import { UserInfo } from '@/api/identity'
import { describe, expect, it } from 'vitest'
import { PATHS } from '@/shared/lib/paths'
import { INVITER_MISSING_ROUTE, inviterMissing } from './rules'
import { INVITE_SAVE_CASES } from '@/shared/lib/invitation-cases'
import {
  ACTIVITY_CODES,
  CONTINUE_ACTIVITY,
  CONTINUE_MY_HOME,
  CONTINUE_OPEN_ACCOUNT,
  continueTargetForIsMgm,
  hasInviter,
  inviteAlertFor,
  inviteFailText,
  invitedPageFor,
  inviteStatusFromSave,
  isInvitationFlow,
  loginTypeChoiceValid,
  maskBoundPhone,
  profilePrompt,
  registerAuthCode,
  needsAppClientBind,
  routeForAccountState,
} from './rules'

type F = '0' | '1'
const state = (isPhoneBinding: F, isRegister: F, isAppBinding: F) => ({
  isPhoneBinding,
  isRegister,
  isAppBinding,
})

describe('routeForAccountState (account-and-shared §4, in order)', () => {
  // every combination of the three flags
  it.each([
    ['0', '0', '0', PATHS.bindUser],
    ['0', '0', '1', PATHS.bindUser],
    ['0', '1', '0', PATHS.bindUser],
    ['0', '1', '1', PATHS.bindUser],
    ['1', '0', '0', PATHS.bindUserPhoneRegister],
    ['1', '0', '1', PATHS.bindUserPhoneRegister],
    ['1', '1', '0', PATHS.bindUserPhoneLogin],
    ['1', '1', '1', null],
  ] as const)('phone %s register %s app %s → %s', (p, r, a, expected) => {
    expect(routeForAccountState(state(p, r, a))).toBe(expected)
  })

  it('fully bound goes to /bindSuccess on bindUserTip, isMgm passed along', () => {
    expect(routeForAccountState(state('1', '1', '1'), { fullyBound: PATHS.bindSuccess, isMgm: '16' })).toBe(
      '/bindSuccess?isMgm=16',
    )
  })

  it('passes isMgm (and carried query) to the bind pages', () => {
    expect(
      routeForAccountState(state('1', '0', '0'), {
        isMgm: '17',
        carry: { isLinkZx: '11', targetUrl: 'https://x' },
      }),
    ).toBe('/bindUserPhoneRegister?isLinkZx=11&targetUrl=https%3A%2F%2Fx&isMgm=17')
  })

  it('isMgm 35 not bound to the app goes to /bindUser; fully bound waits for the app login', () => {
    expect(routeForAccountState(state('1', '1', '0'), { isMgm: '35' })).toBe('/bindUser?isMgm=35')
    // The client number of a fully bound user is asked of the app login by openid, not of the flags.
    expect(routeForAccountState(state('1', '1', '1'), { isMgm: '35' })).toBeNull()
    expect(needsAppClientBind('35', '')).toBe(true)
    expect(needsAppClientBind('35', 'AC1')).toBe(false)
    expect(needsAppClientBind('16', '')).toBe(false)
  })

  it('a missing or malformed state counts as not bound', () => {
    expect(routeForAccountState(null)).toBe(PATHS.bindUser)
    expect(routeForAccountState({})).toBe(PATHS.bindUser)
  })
})

describe('continueTargetForIsMgm (account-and-shared §2)', () => {
  const ctx = { pageId: 'PG9', inviterOpenId: 'oInviter', officialDomain: 'zx.example.cn' }
  it.each([
    ['1', '/invitationMgm2'],
    ['2', '/invitationMgm'],
    ['5', '/prizeActivityScore'],
    ['6', '/prizeActivityBox'],
    ['9', '/invitationMgmHh'],
    ['10', '/invitationedMgmHh?hasSaveInvite=1'],
    ['12', '/bxunionmarket'],
    ['13', '/memberAssetsLevel'],
    ['14', '/wealthReport'],
    ['15', '/transferspecialactivity'],
    ['16', '/mgmfour'],
    ['mgmInviteSc', '/mgmfournew'],
    ['17', '/mgmInvited?hasSaveInvite=1'],
    ['mgmInvitedSc', '/mgmInvitednew'],
    ['18', PATHS.goldProduct],
    ['20', '/springFestivalLantern'],
    ['22', PATHS.reportProduct],
    ['30', `${PATHS.activityPage}?pageId=PG9`],
    ['31', `${PATHS.springGold}?inviterOpenId=oInviter`],
    ['32', '/pointsMall'],
    ['33', '/yibaiRouteAlert'],
    ['34', '/pointsHome'],
    ['35', '/pointsWait'],
    ['36', '/studyMoneyManage'],
    ['37', '/pointsDetails'],
    ['wealth_four', '/interestsDetails'],
    ['40', '/talentCompetition'],
    ['aicode', PATHS.aicode],
    ['xtsp', PATHS.xtsp],
    ['xtsp_hb', PATHS.xtspHb],
    ['liveInterAction', PATHS.productLiveInterAction],
    ['tyac', PATHS.tyac],
    ['cardprize', PATHS.cardprize],
    ['wealth-festival', PATHS.wealthFestival],
    ['jxlearn', PATHS.jxlearn],
  ])('isMgm %s → %s', (code, to) => {
    for (const open of ['0', '1', '2'] as const) {
      expect(continueTargetForIsMgm(code, open, ctx)).toEqual({
        label: CONTINUE_ACTIVITY,
        target: { kind: 'route', to },
      })
    }
  })

  it('the product-section codes live under /product/', () => {
    for (const code of [
      'aicode',
      'xtsp',
      'xtsp_hb',
      'liveInterAction',
      'tyac',
      'cardprize',
      'wealth-festival',
      'jxlearn',
    ]) {
      const t = continueTargetForIsMgm(code, '1').target
      expect(t.kind === 'route' && t.to.startsWith('/product/')).toBe(true)
    }
  })

  it('7 and 8 are external activity pages on the official domain', () => {
    expect(continueTargetForIsMgm('7', '1', ctx).target).toEqual({
      kind: 'external',
      url: 'https://zx.example.cn/#/activity?isMgm=7',
    })
    expect(continueTargetForIsMgm('8', '1', ctx).target).toEqual({
      kind: 'external',
      url: 'https://zx.example.cn/#/activity?isMgm=8',
    })
  })

  it('11 is the stored open-store url', () => {
    expect(continueTargetForIsMgm('11', '1').target).toEqual({ kind: 'storedOpenStore' })
  })

  it('31 without an inviter carries none', () => {
    expect(continueTargetForIsMgm('31', '1', { inviterOpenId: 'null' }).target).toEqual({
      kind: 'route',
      to: PATHS.springGold,
    })
  })

  it('no isMgm: 继续开户 while not open, 进入我的首页 once open', () => {
    for (const none of [null, undefined, '', '  ']) {
      expect(continueTargetForIsMgm(none, '2')).toEqual({
        label: CONTINUE_OPEN_ACCOUNT,
        target: { kind: 'openAccount' },
      })
      expect(continueTargetForIsMgm(none, '0')).toEqual({
        label: CONTINUE_OPEN_ACCOUNT,
        target: { kind: 'openAccount' },
      })
      expect(continueTargetForIsMgm(none, '1')).toEqual({
        label: CONTINUE_MY_HOME,
        target: { kind: 'route', to: PATHS.pointsHome },
      })
    }
  })

  it('an unknown code goes to the default, /pointsHome', () => {
    expect(continueTargetForIsMgm('99', '2').target).toEqual({ kind: 'route', to: PATHS.pointsHome })
    // a name every object inherits is no code either
    for (const name of ['constructor', 'toString', '__proto__'])
      expect(continueTargetForIsMgm(name, '2').target).toEqual({ kind: 'route', to: PATHS.pointsHome })
  })

  it('covers every code of the spec list', () => {
    expect(ACTIVITY_CODES).toHaveLength(43 - 5) // 38 activity codes: the spec list without none/default
  })
})

describe('invitation flows', () => {
  it.each([
    ['1', false, true],
    ['17', true, true],
    ['37', true, true],
    ['mgmInvitedSc', true, true],
    ['16', false, false],
    ['mgmInviteSc', false, false],
    ['', false, false],
    [null, false, false],
  ])('isMgm %s: status flow %s, 邀请失败 dialog %s', (code, status, dialog) => {
    expect(isInvitationFlow(code)).toBe(status)
    expect(isInvitationFlow(code, 'failDialog')).toBe(dialog)
  })

  it.each([
    ['', false],
    [null, false],
    [undefined, false],
    ['null', false],
    ['  ', false],
    ['oInviter', true],
  ])('hasInviter(%s) = %s', (v, expected) => expect(hasInviter(v)).toBe(expected))

  it('closing goes to the invited page with hasSaveInvite=1', () => {
    expect(invitedPageFor('17')).toBe('/mgmInvited?hasSaveInvite=1')
    expect(invitedPageFor('37')).toBe('/mgmInvited?hasSaveInvite=1')
    expect(invitedPageFor('mgmInvitedSc')).toBe('/mgmInvitednew?hasSaveInvite=1')
  })

  it('邀请失败 text', () => expect(inviteFailText('短信验证码错误')).toBe('手机号绑定失败（短信验证码错误）'))

  it('alerts advertise 1000 (scholarship: the standard campaign) or 5000 (JD: Sc), as the campaign pages do', () => {
    expect(inviteAlertFor(1, 'standard')).toMatchObject({
      button: '立即赚奖学金',
      reward: '邀请好友一起理财，最高可得1000元奖学金',
    })
    expect(inviteAlertFor(1, 'sc')).toMatchObject({
      button: '立即赚京东E卡',
      reward: '邀请好友一起理财，最高可得5000元京东E卡',
    })
    expect(inviteAlertFor(2, 'sc').text).toBe('您已被其他好友邀请绑定')
  })
})

describe('inviteStatusFromSave (account-and-shared §4): the one save-invite table', () => {
  // Every row of the table the invitee landing's test walks too (shared/lib/invitation-cases.ts).
  it.each(INVITE_SAVE_CASES.map((c) => [c.code, c.data, c.status.sc, c.status.standard] as const))(
    '%o %o → sc %s, standard %s',
    (code, data, sc, standard) => {
      const d = data as Parameters<typeof inviteStatusFromSave>[1]
      const c = code as Parameters<typeof inviteStatusFromSave>[0]
      expect(inviteStatusFromSave(c, d, 'sc')).toBe(sc)
      expect(inviteStatusFromSave(c, d, 'standard')).toBe(standard)
    },
  )
})

describe('loginTypeChoiceValid (30 minutes)', () => {
  const now = 1_700_000_000_000
  it.each([
    [null, null, false],
    ['', null, false],
    ['abc', null, false],
    [String(now - 1), null, false],
    [String(now), null, false],
    [String(now + 1), null, true],
    [now + 1_800_000, '0', true],
    [null, '1', true],
    [String(now - 1), '1', true],
  ])('expiry %s, islogined %s → %s', (expiry, islogined, expected) => {
    expect(loginTypeChoiceValid(expiry, now, islogined)).toBe(expected)
  })
})

describe('profilePrompt (account-and-shared §4)', () => {
  // Built as the API layer builds it: the schema turns null, undefined and numbers into clean text.
  const info = (raw: Record<string, unknown> | null) => parse(UserInfo, raw)
  const full = {
    openStatus: '1',
    realName: '张伟',
    idNo: '110101198503071234',
    idType: '0',
    idEnddate: '20351231',
    idEndDateExpired: '0',
    fund_nationality: 'CHN',
    ofundProfCode: '01',
    addressDetail: '北京',
    clientGender: '1',
    riskEndDateExpired: '0',
  }
  it.each([
    [{}, null],
    [{ idNo: '' }, ['身份证信息不完全', '立即补全']],
    [{ realName: null }, ['身份证信息不完全', '立即补全']],
    [{ idEndDateExpired: '1' }, ['证件已过期', '重新上传']],
    [{ fund_nationality: '' }, ['用户信息不完全', '立即补全']],
    [{ ofundProfCode: '' }, ['用户信息不完全', '立即补全']],
    [{ addressDetail: ' ' }, ['用户信息不完全', '立即补全']],
    [{ clientGender: undefined }, ['用户信息不完全', '立即补全']],
    [{ riskEndDateExpired: '1' }, ['风险评测已过期', '立即评测']],
    [{ idNo: '', riskEndDateExpired: '1' }, ['身份证信息不完全', '立即补全']],
    [{ idEndDateExpired: '1', addressDetail: '' }, ['证件已过期', '重新上传']],
  ] as const)('%o → %o', (patch, expected) => {
    const p = profilePrompt(info({ ...full, ...patch }))
    expect(p ? [p.message, p.button] : null).toEqual(expected)
  })

  it('only for a logged-in user whose account is opened (openStatus 1, as the trade gate reads it)', () => {
    const broken = { ...full, idNo: '' }
    expect(profilePrompt(info({ ...broken, openStatus: '0' }))).toBeNull()
    expect(profilePrompt(info({ ...broken, openStatus: '' }))).toBeNull()
    expect(profilePrompt(info({ ...broken, openStatus: null }))).toBeNull()
    expect(profilePrompt(info(broken), false)).toBeNull()
    expect(profilePrompt(null)).toBeNull()
    // 2: direct sales not opened (account-and-shared §3): no account to complete, as the trade gate says.
    expect(profilePrompt(info({ ...broken, openStatus: 2 }))).toBeNull()
    expect(profilePrompt(info({ ...broken, openStatus: '2' }))).toBeNull()
    expect(profilePrompt(info({ ...broken, openStatus: '1' }))?.message).toBe('身份证信息不完全')
    // what the real backend sends: numeric flags and codes
    expect(profilePrompt(info({ ...full, openStatus: 1, idEndDateExpired: 1 }))?.message).toBe('证件已过期')
  })
})

describe('small rules', () => {
  it('masks 3 + four stars + last 4', () => {
    expect(maskBoundPhone('13800138000')).toBe('138****8000')
    expect(maskBoundPhone('')).toBe('--')
  })
  it('register authCode: 1 when agreement 2 ticked, else 2', () => {
    expect(registerAuthCode(true)).toBe('1')
    expect(registerAuthCode(false)).toBe('2')
  })
})

describe('inviterMissing (account-and-shared §5, checked on entry of the bind and transit pages)', () => {
  it.each([
    ['17', null, true],
    ['37', '', true],
    ['mgmInvitedSc', 'null', true],
    ['17', '  ', true],
    ['17', 'oInviter', false],
    ['mgmInvitedSc', 'oInviter', false],
    ['1', null, false],
    ['16', null, false],
    ['', null, false],
    [null, null, false],
  ])('isMgm %o with stored inviter %o: %s', (isMgm, stored, missing) => {
    expect(inviterMissing(isMgm, stored)).toBe(missing)
  })

  it('goes to the invitation-failure page, link expired', () => {
    expect(INVITER_MISSING_ROUTE).toBe(`${PATHS.invitationMgmFailTip}?data=1`)
  })
})
