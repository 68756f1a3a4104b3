import { href, PATHS } from '@/shared/lib/paths'

/**
 * The rule pages of marketing §2.15 (/studyRule, /memberAssetsRule, /transferspecialactivityRule,
 * /liveInterActionRule, /jxlearningRule): each shows its activity's rule text, a rich text by flag
 * (marketing §7.2 getRichTextByFlag). The flags are `<activity>_rule`; /studyRule's text is `studyRule`.
 */
const RULE_FLAGS: Readonly<Record<string, string>> = {
  [PATHS.studyRule]: 'studyRule',
  [PATHS.memberAssetsRule]: 'memberAssets_rule',
  [PATHS.transferspecialactivityRule]: 'transferspecialactivity_rule',
  [PATHS.liveInterActionRule]: 'liveInterAction_rule',
  [PATHS.jxlearningRule]: 'jxlearning_rule',
}

/** The rule text's flag for a rule page: its own, else `<page flag>_rule` ('' when there is neither). */
export function ruleFlagFor(path: string, pageFlag: string | undefined): string {
  return RULE_FLAGS[path] ?? (pageFlag ? `${pageFlag}_rule` : '')
}

/**
 * The config-driven pages that account-and-shared §2's bind-success table sends back to, by isMgm code
 * (the same table, read the other way). A customer whose phone is not bound yet binds with the page's
 * code, so that 继续参与活动 after binding returns here.
 */
export const ACTIVITY_ISMGM: Readonly<Record<string, string>> = {
  [PATHS.invitationMgm2]: '1',
  [PATHS.invitationMgm]: '2',
  [PATHS.invitationMgmHh]: '9',
  [PATHS.invitationedMgmHh]: '10',
  [PATHS.bxunionmarket]: '12',
  [PATHS.memberAssetsLevel]: '13',
  [PATHS.wealthReport]: '14',
  [PATHS.goldProduct]: '18',
  [PATHS.springFestivalLantern]: '20',
  [PATHS.reportProduct]: '22',
  [PATHS.activityPage]: '30',
  [PATHS.springGold]: '31',
  [PATHS.yibaiRouteAlert]: '33',
  // "pages under the product section"
  [PATHS.aicode]: 'aicode',
  [PATHS.xtsp]: 'xtsp',
  [PATHS.xtspHb]: 'xtsp_hb',
  [PATHS.productLiveInterAction]: 'liveInterAction',
  [PATHS.tyac]: 'tyac',
  [PATHS.cardprize]: 'cardprize',
  [PATHS.wealthFestival]: 'wealth-festival',
  [PATHS.jxlearn]: 'jxlearn',
}

export const isMgmFor = (path: string): string => ACTIVITY_ISMGM[path] ?? ''

/** isMgm 30: "an activity page with pageId taken from storage" (account-and-shared §2). */
const PAGE_ID_CODE = '30'

export interface FlagSources {
  /** ?pageId= (the isMgm 30 link). */
  pageId: string | null
  /** ?pageFlag= */
  pageFlag: string | null
  /** The route table's flag. */
  routeFlag: string | undefined
  /** The page id the bind transit stored (wxPageId); used only by the isMgm 30 page. */
  storedPageId: string | null
  path: string
}

/**
 * The page config to load: the link's pageId (isMgm 30), or pageFlag, else the route's own flag; the
 * generic /product/activity page without either falls back to the stored page id. '' when nothing
 * names an activity (the page then says the link is incomplete instead of asking for a made-up flag).
 */
export function activityFlag(s: FlagSources): string {
  const clean = (v: string | null | undefined) => (v ?? '').trim()
  const fromStorage = isMgmFor(s.path) === PAGE_ID_CODE ? clean(s.storedPageId) : ''
  return clean(s.pageId) || clean(s.pageFlag) || clean(s.routeFlag) || fromStorage
}

/**
 * An inviter id counts only when non-empty and not the text null/undefined (old share links wrote
 * `inviterOpenId=null`; account-and-shared §5).
 */
export const usableInviter = (v: string | null | undefined): string => {
  const id = (v ?? '').trim()
  return id && id !== 'null' && id !== 'undefined' ? id : ''
}

/** The pages of an invited friend (isMgm 10: /invitationedMgmHh, reached with hasSaveInvite=1). */
const INVITED_PAGES: ReadonlySet<string> = new Set([PATHS.invitationedMgmHh])

/** The pages that keep the link's inviter: the invited page and the spring-gold page (isMgm 31). */
const INVITER_PAGES: ReadonlySet<string> = new Set([PATHS.invitationedMgmHh, PATHS.springGold])

export const keepsInviter = (path: string): boolean => INVITER_PAGES.has(path)

/**
 * marketing §5 "Invite pages need inviterOpenId non-empty, otherwise the user is redirected to the
 * failure tip", with §2.2's exception hasSaveInvite=1 (the invite is already saved). The failure tip
 * is /invitationMgmFailTip?data=1 (§2.8: the link has expired).
 */
export function invitedPageAllowed(path: string, inviterOpenId: string | null, hasSaveInvite: string | null) {
  if (!INVITED_PAGES.has(path)) return true
  return !!usableInviter(inviterOpenId) || (hasSaveInvite ?? '').trim() === '1'
}

export const INVITE_FAIL_TIP = href(PATHS.invitationMgmFailTip, { data: '1' })

/**
 * Where a customer whose phone is not bound joins the activity: /bindUserTip with the page's isMgm
 * code (and, for isMgm 30, the page id the transit stores), so binding ends back here. null for a
 * page without a code.
 */
export function joinLink(path: string, flag: string): string | null {
  const code = isMgmFor(path)
  if (!code) return null
  return href(PATHS.bindUserTip, { isMgm: code, pageId: code === PAGE_ID_CODE ? flag : undefined })
}
