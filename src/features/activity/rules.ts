import { href, PATHS } from '@/shared/lib/paths'
import { isMgmOf } from '@/shared/lib/route-facts'

/**
 * The rule pages of marketing §2.15 (/studyRule, /memberAssetsRule, /transferspecialactivityRule,
 * /liveInterActionRule, /jxlearningRule): each shows its activity's rule text, a rich text by flag
 * (marketing §7.2 getRichTextByFlag). The flags are `<page flag>_rule`, the page flag being the route's
 * (src/shared/lib/route-facts.ts); /studyRule's text is `studyRule` (its page flag is the study pool's).
 */
const RULE_FLAGS: Readonly<Record<string, string>> = { [PATHS.studyRule]: 'studyRule' }

/** The rule text's flag for a rule page: its own, else `<page flag>_rule` ('' when there is neither). */
export function ruleFlagFor(path: string, pageFlag: string | undefined): string {
  return RULE_FLAGS[path] ?? (pageFlag ? `${pageFlag}_rule` : '')
}

/** isMgm 30: "an activity page with pageId taken from storage" (account-and-shared §2). */
const PAGE_ID_CODE = '30'

export interface FlagSources {
  /** ?pageId= (the isMgm 30 link). */
  pageId: string | null
  /** ?pageFlag= */
  pageFlag: string | null
  /** The route's page flag (src/shared/lib/route-facts.ts). */
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
  const fromStorage = isMgmOf(s.path) === PAGE_ID_CODE ? clean(s.storedPageId) : ''
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
 * code (account-and-shared §2's bind-success table read the other way, src/shared/lib/route-facts.ts; and,
 * for isMgm 30, the page id the transit stores), so binding ends back here. null for a page without a code.
 */
export function joinLink(path: string, flag: string): string | null {
  const code = isMgmOf(path)
  if (!code) return null
  return href(PATHS.bindUserTip, { isMgm: code, pageId: code === PAGE_ID_CODE ? flag : undefined })
}
