/**
 * The account area's tables (account-and-shared §2, §4, §5, §8, §9) as pure functions. Pages call one
 * of these per decision; the tests beside this file read like the spec.
 */
import type { AccountState, OpenAccount, UserInfo } from '@/api/identity'
import type { SaveInviteResult } from '@/api/mgm-invites'
import {
  advertisedReward,
  CAMPAIGN_PAGE_FLAGS,
  INVITE_REWARD,
  INVITE_STATUS_OF,
  inviteSaveVerdict,
  type InviteStatus as SharedInviteStatus,
} from '@/shared/lib/invitation'
import { href, PATHS, type AppPath } from '@/shared/lib/paths'
import { pathOfIsMgm, ROUTE_ISMGM_CODES } from '@/shared/lib/route-facts'

// ---------------------------------------------------------------------------------------------
// §4 account routing on the transit pages

export interface AccountRoutingContext {
  /** The isMgm query value, passed along to the bind pages. */
  isMgm?: string | null
  /** Where a fully bound user goes on /bindUserTip (/bindSuccess); absent on /linkZxTip (the target url). */
  fullyBound?: AppPath
  /** Extra query for the bind pages (isLinkZx, targetUrl…). */
  carry?: Record<string, string | null | undefined>
}

/** isMgm 35 (points waiting page) needs an app client number (account-and-shared §4). */
export const APP_CLIENT_REQUIRED_MGM = '35'

/**
 * account-and-shared §4, in this order: isPhoneBinding '0' → /bindUser; phone bound and isRegister '0'
 * → /bindUserPhoneRegister; isRegister '1' and isAppBinding '0' → /bindUserPhoneLogin; otherwise the
 * user is fully bound: `fullyBound` (with isMgm) or null, meaning "go on to the target url".
 * isMgm 35 for a user not bound to the app (so with no app client number) goes to /bindUser whatever the
 * flags; a fully bound user's client number is known only after the app login by openid, so that case is
 * `needsAppClientBind`, asked by the caller once the login has answered (docs/identity.md).
 */
export function routeForAccountState(
  state: Partial<AccountState> | null | undefined,
  { isMgm, fullyBound, carry = {} }: AccountRoutingContext = {},
): string | null {
  const query = { ...carry, isMgm: isMgm || undefined }
  const s = state ?? {}
  if (isMgm === APP_CLIENT_REQUIRED_MGM && !isFullyBound(s)) return href(PATHS.bindUser, query)
  if (s.isPhoneBinding !== '1') return href(PATHS.bindUser, query)
  if (s.isRegister !== '1') return href(PATHS.bindUserPhoneRegister, query)
  if (s.isAppBinding !== '1') return href(PATHS.bindUserPhoneLogin, query)
  return fullyBound ? href(fullyBound, { isMgm: isMgm || undefined }) : null
}

export function isFullyBound(state: Partial<AccountState> | null | undefined): boolean {
  return state?.isPhoneBinding === '1' && state.isRegister === '1' && state.isAppBinding === '1'
}

/**
 * account-and-shared §4 "isMgm 35 with no app client number, go to /bindUser", for a fully bound user:
 * `appClientNo` is what the app login by openid answered (else the one this session holds).
 */
export const needsAppClientBind = (
  isMgm: string | null | undefined,
  appClientNo: string | null | undefined,
) => isMgm === APP_CLIENT_REQUIRED_MGM && !appClientNo

// ---------------------------------------------------------------------------------------------
// §2 bind-success continue button

export type ContinueTarget =
  /** An in-app route. */
  | { kind: 'route'; to: string }
  /** An absolute page on the direct-sales site (official domain only, timestamped). */
  | { kind: 'external'; url: string }
  /** The open-store url kept locally (`openZxUrl`, isMgm 11). */
  | { kind: 'storedOpenStore' }
  /** The account-opening page of the direct-sales store (from the app login's openAccoutUrl). */
  | { kind: 'openAccount' }

export interface ContinueButton {
  label: string
  target: ContinueTarget
}

export interface ContinueContext {
  /** Local wxPageId, for isMgm 30. */
  pageId?: string | null
  /** Local inviterOpenId, for isMgm 31. */
  inviterOpenId?: string | null
  /** The provider's official domain, for the external activity pages (7, 8). */
  officialDomain?: string
}

export const CONTINUE_OPEN_ACCOUNT = '继续开户'
export const CONTINUE_MY_HOME = '进入我的首页'
export const CONTINUE_ACTIVITY = '继续参与活动'

const route = (path: AppPath, query?: Record<string, string | null | undefined>): ContinueTarget => ({
  kind: 'route',
  to: href(path, query ?? {}),
})

/**
 * The activity codes of account-and-shared §2 that name no route of the app: the continue button's
 * destination of every other code is its route (src/shared/lib/route-facts.ts, the code ↔ route table).
 */
const OTHER_TARGETS: Record<string, (c: ContinueContext) => ContinueTarget> = {
  '7': (c) => ({ kind: 'external', url: externalActivityUrl(c.officialDomain, '7') }),
  '8': (c) => ({ kind: 'external', url: externalActivityUrl(c.officialDomain, '8') }),
  '11': () => ({ kind: 'storedOpenStore' }),
}

/** What the continue button adds to a code's route (account-and-shared §2). */
const TARGET_QUERIES: Record<string, (c: ContinueContext) => Record<string, string | null | undefined>> = {
  '10': () => ({ hasSaveInvite: '1' }),
  '17': () => ({ hasSaveInvite: '1' }),
  '30': (c) => ({ pageId: c.pageId }),
  '31': (c) => ({ inviterOpenId: hasInviter(c.inviterOpenId) ? c.inviterOpenId : undefined }),
}

/** The activity code's destination, if it is one of account-and-shared §2's codes. */
function activityTarget(code: string, context: ContinueContext): ContinueTarget | undefined {
  const path = pathOfIsMgm(code)
  const own = (table: object) => Object.prototype.hasOwnProperty.call(table, code)
  if (path) return route(path, own(TARGET_QUERIES) ? TARGET_QUERIES[code](context) : undefined)
  return own(OTHER_TARGETS) ? OTHER_TARGETS[code](context) : undefined
}

export const ACTIVITY_CODES: readonly string[] = [...ROUTE_ISMGM_CODES, ...Object.keys(OTHER_TARGETS)]

/** The external activity pages 7 and 8 live on the direct-sales site (the spec gives no address). */
export function externalActivityUrl(officialDomain: string | undefined, code: '7' | '8'): string {
  return officialDomain ? `https://${officialDomain}/#/activity?isMgm=${code}` : ''
}

/**
 * The one reading of an open status (account-and-shared §3 "openAccount (1 opened; 0 not bound; 2 direct
 * sales not opened)"): opened is '1' and nothing else, as the trade gate reads it (catalogue §4.7).
 */
export const isOpened = (openAccount: OpenAccount | string | null | undefined) => openAccount === '1'

/**
 * account-and-shared §2. No isMgm: 继续开户 (to the account-opening page) while the account is not open,
 * 进入我的首页 (to /pointsHome) once it is. An activity code: back to its page. Any other code: the
 * default, /pointsHome.
 */
export function continueTargetForIsMgm(
  isMgm: string | null | undefined,
  openAccount: OpenAccount | null | undefined,
  context: ContinueContext = {},
): ContinueButton {
  const code = (isMgm ?? '').trim()
  const target = code ? activityTarget(code, context) : undefined
  if (target) return { label: CONTINUE_ACTIVITY, target }
  if (!code && !isOpened(openAccount))
    return { label: CONTINUE_OPEN_ACCOUNT, target: { kind: 'openAccount' } }
  return { label: CONTINUE_MY_HOME, target: route(PATHS.pointsHome) }
}

// ---------------------------------------------------------------------------------------------
// §4 and §8 invitation flows

/** Bind failure in these flows shows the 邀请失败 dialog (account-and-shared §8). */
const INVITE_FAIL_DIALOG_MGM = ['1', '17', '37', 'mgmInvitedSc']
/** After a successful bind these flows save the invitation and set a status (account-and-shared §4). */
const INVITE_STATUS_MGM = ['17', '37', 'mgmInvitedSc']

/** `status`: the 17/37/mgmInvitedSc status flow; `failDialog`: also isMgm 1, for the 邀请失败 dialog. */
export function isInvitationFlow(
  isMgm: string | null | undefined,
  kind: 'status' | 'failDialog' = 'status',
): boolean {
  const list = kind === 'status' ? INVITE_STATUS_MGM : INVITE_FAIL_DIALOG_MGM
  return list.includes((isMgm ?? '').trim())
}

/** The stored inviterOpenId counts only when non-empty and not the text 'null' (account-and-shared §5). */
export function hasInviter(inviterOpenId: string | null | undefined): inviterOpenId is string {
  const v = (inviterOpenId ?? '').trim()
  return v !== '' && v !== 'null' && v !== 'undefined'
}

/**
 * account-and-shared §5: an invitation flow (isMgm 17, 37, mgmInvitedSc) without a usable stored
 * inviterOpenId goes to the invitation-failure page. Checked on entry of the bind and transit pages,
 * before the user binds (and again after the bind, where the save needs the inviter).
 */
export const inviterMissing = (
  isMgm: string | null | undefined,
  inviterOpenId: string | null | undefined,
): boolean => isInvitationFlow(isMgm) && !hasInviter(inviterOpenId)

/** The invitation-failure page for a missing inviter: data=1, the link has expired. */
export const INVITER_MISSING_ROUTE = href(PATHS.invitationMgmFailTip, { data: '1' })

export type InviteVariant = 'sc' | 'standard'

export const inviteVariantFor = (isMgm: string | null | undefined): InviteVariant =>
  isMgm === 'mgmInvitedSc' ? 'sc' : 'standard'

/** The invited landing of each flow, where closing an alert (or the 邀请失败 dialog) goes with hasSaveInvite=1. */
export function invitedPageFor(isMgm: string | null | undefined): string {
  const path: AppPath =
    isMgm === 'mgmInvitedSc' ? PATHS.mgmInvitednew : isMgm === '1' ? PATHS.invitationMgm2 : PATHS.mgmInvited
  return href(path, { hasSaveInvite: '1' })
}

/** The invitation (inviter) page each alert's button leads to. */
export const invitationPageFor = (variant: InviteVariant): string =>
  variant === 'sc' ? PATHS.mgmfournew : PATHS.mgmfour

/** The page flag of each variant's invited landing (marketing §3; one place: CAMPAIGN_PAGE_FLAGS). */
export const invitedPageFlagFor = (variant: InviteVariant): string =>
  variant === 'sc' ? CAMPAIGN_PAGE_FLAGS.invitedSc : CAMPAIGN_PAGE_FLAGS.invited

/** 0 normal; 1 openedAcc; 2 ybac (bound to another friend); 3 ycjhd (similar activity); 4 yxh (purchaser). */
export type InviteStatus = SharedInviteStatus

/**
 * account-and-shared §4, the save-invite code → status tables (the one rule the invitee landing uses
 * too: `inviteSaveVerdict` in shared/lib/invitation.ts, tested there table by table). null: any other
 * code, whose message is toasted and the alert closed.
 */
export function inviteStatusFromSave(
  code: string | number | null | undefined,
  data: Partial<SaveInviteResult> | null | undefined,
  variant: InviteVariant,
): InviteStatus | null {
  return INVITE_STATUS_OF[inviteSaveVerdict(code, data, variant)]
}

export interface InviteAlert {
  title: string
  text: string
  button: string
  reward: string
}

/** account-and-shared §8 invitation alert statements; 'notBound' has no save status of its own. */
export const INVITE_ALERT_TEXT = {
  notBound: '您还未绑定手机号，完成绑定后才能参与活动哦',
  1: '您已经是产品的老朋友啦',
  2: '您已被其他好友邀请绑定',
  3: '您已参加过同类活动',
  4: '您已购买过理财产品',
} as const

export function inviteAlertFor(
  status: Exclude<InviteStatus, 0> | 'notBound',
  variant: InviteVariant,
): InviteAlert {
  return {
    title: '温馨提示',
    text: INVITE_ALERT_TEXT[status],
    button: `立即赚${INVITE_REWARD[variant].name}`,
    reward: `邀请好友一起理财，${advertisedReward(variant)}`,
  }
}

/** The 邀请失败 dialog (account-and-shared §8). */
export const INVITE_FAIL_TITLE = '邀请失败'
export const inviteFailText = (message: string) => `手机号绑定失败（${message || '请稍后再试'}）`

// ---------------------------------------------------------------------------------------------
// §4 login-type chooser

/** account-and-shared §9: a login-type choice lasts 30 minutes. */
export const LOGIN_TYPE_VALIDITY_MS = 1_800_000

/**
 * The chooser is skipped while the last choice is younger than 30 minutes (the stored expiry is in the
 * future) or the user is marked logged in (session islogined).
 */
export function loginTypeChoiceValid(
  expiry: string | number | null | undefined,
  now: number,
  islogined: string | boolean | null | undefined,
): boolean {
  if (islogined === true || islogined === '1' || islogined === 'true') return true
  const at = Number(expiry)
  return expiry !== null && expiry !== undefined && expiry !== '' && Number.isFinite(at) && at > now
}

export const nextLoginTypeExpiry = (now: number) => String(now + LOGIN_TYPE_VALIDITY_MS)

// ---------------------------------------------------------------------------------------------
// §4 profile completeness

export interface ProfilePrompt {
  message: string
  button: string
}

const blank = (v: string) => v.trim() === ''

export const PROFILE_PROMPTS = {
  idIncomplete: { message: '身份证信息不完全', button: '立即补全' },
  idExpired: { message: '证件已过期', button: '重新上传' },
  infoIncomplete: { message: '用户信息不完全', button: '立即补全' },
  riskExpired: { message: '风险评测已过期', button: '立即评测' },
} as const satisfies Record<string, ProfilePrompt>

/**
 * account-and-shared §4 (only for a logged-in user whose openStatus is not 0, that is — §3 "users with an
 * open account are subject to profile, ID-expiry and risk-assessment prompts" — whose account is opened,
 * `isOpened`: 2 "direct sales not opened" has no account to complete): missing or incomplete ID info, then
 * an expired ID, then missing nationality / occupation / address / gender, then an expired risk
 * assessment. null: nothing to ask.
 */
export function profilePrompt(info: UserInfo | null | undefined, loggedIn = true): ProfilePrompt | null {
  if (!info || !loggedIn) return null
  if (!isOpened(info.openStatus)) return null
  if ([info.realName, info.idNo, info.idType, info.idEnddate].some(blank)) return PROFILE_PROMPTS.idIncomplete
  if (info.idEndDateExpired === '1') return PROFILE_PROMPTS.idExpired
  if ([info.fund_nationality, info.ofundProfCode, info.addressDetail, info.clientGender].some(blank))
    return PROFILE_PROMPTS.infoIncomplete
  if (info.riskEndDateExpired === '1') return PROFILE_PROMPTS.riskExpired
  return null
}

// ---------------------------------------------------------------------------------------------
// small shared rules

/** account-and-shared §2, §9: 3 leading digits, four stars, the last 4. */
export function maskBoundPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim()
  if (p.length < 7) return p || '--'
  return `${p.slice(0, 3)}****${p.slice(-4)}`
}

/** account-and-shared §4: registration sends '1' when agreement 2 is ticked, else '2'; bind always '2'. */
export const registerAuthCode = (agree2: boolean): '1' | '2' => (agree2 ? '1' : '2')
export const BIND_AUTH_CODE = '2'

/** isLinkZx 11: after binding, go to the external target instead of /bindSuccess (account-and-shared §4). */
export const LINK_ZX_EXTERNAL = '11'

/** account-and-shared §9: the pause after a successful bind, and the home splash countdown. */
export const AFTER_BIND_DELAY_MS = 2000
export const HOME_SPLASH_SECONDS = 2
