import { PATHS, type AppPath } from './paths'

/**
 * The route facts that features read (docs/architecture.md, "Routing"): a route's isMgm code and its page
 * flag. The route table (src/app/navigation/route-table.ts) holds the rest of each route (title, channel
 * group, login, page) and reads these by path; the features read them here, as a feature never imports the
 * app. Nothing on a first paint imports this module: the shell does not need it, only the pages that do.
 *
 * - `isMgm`: the route's code in account-and-shared §2's bind-success table (the continue button goes to
 *   the route of the code; a config-driven page offers binding with its own code, docs/features/activities.md).
 *   Codes that name no route of the app (7 and 8: external pages, 11: the stored open-store url) are in
 *   src/features/account/rules.ts.
 * - `pageFlag`: the page config of a config-driven page (marketing §3 Page config; docs/features/activities.md)
 *   and the pool of a draws page. The spec names none of the config pages' flags (the app's own, an
 *   assumption); /studyMoneyManage's is marketing §7.5's study source.
 */
export interface RouteFacts {
  path: AppPath
  isMgm?: string
  pageFlag?: string
}

const P = PATHS

// prettier-ignore
export const ROUTE_FACTS: readonly RouteFacts[] = [
  // campaigns (marketing §2.1-§2.6; account-and-shared §2)
  { path: P.mgmfour, isMgm: '16' },
  { path: P.mgmfournew, isMgm: 'mgmInviteSc' },
  { path: P.mgmInvited, isMgm: '17' },
  { path: P.mgmInvitednew, isMgm: 'mgmInvitedSc' },
  { path: P.activityProgress, pageFlag: 'activityProgress' },
  { path: P.fourPlusN, pageFlag: 'fourPlusN' },
  { path: P.wealthMgm, pageFlag: 'wealthMgm' },
  { path: P.invitationMgm2, isMgm: '1', pageFlag: 'invitationMgm2' },
  { path: P.invitationMgm, isMgm: '2', pageFlag: 'invitationMgm' },
  { path: P.invitationMgmHh, isMgm: '9', pageFlag: 'invitationMgmHh' },
  { path: P.invitationedMgmHh, isMgm: '10', pageFlag: 'invitationedMgmHh' },

  // points (marketing §2.12)
  { path: P.pointsMall, isMgm: '32' },
  { path: P.pointsHome, isMgm: '34' },
  { path: P.pointsWait, isMgm: '35' },
  { path: P.pointsDetails, isMgm: '37' },
  { path: P.interestsDetails, isMgm: 'wealth_four' },
  { path: P.pointsHomeNewVedio, pageFlag: 'pointsHomeNewVedio' },

  // talent station (marketing §2.9)
  { path: P.talentCompetition, isMgm: '40' },

  // activities (marketing §2.15)
  { path: P.studyMoneyManage, isMgm: '36', pageFlag: 'xywx_tyjx' },
  { path: P.studyRule, pageFlag: 'xywx_tyjx' },
  { path: P.studyspecialprize, pageFlag: 'xywx_tyjx' },
  { path: P.memberAssetsLevel, isMgm: '13', pageFlag: 'memberAssets' },
  { path: P.memberAssetsRule, pageFlag: 'memberAssets' },
  { path: P.memberAssetsList, pageFlag: 'memberAssets' },
  { path: P.memberAssetsJs, pageFlag: 'memberAssets' },
  { path: P.getzfbticket, pageFlag: 'getzfbticket' },
  { path: P.getzfbticketResult, pageFlag: 'getzfbticket' },
  { path: P.transferspecialactivity, isMgm: '15', pageFlag: 'transferspecialactivity' },
  { path: P.transferspecialactivityRule, pageFlag: 'transferspecialactivity' },
  { path: P.transferspecialactivityPrize, pageFlag: 'transferspecialactivity' },
  { path: P.prizeActivity, pageFlag: 'prizeActivity' },
  { path: P.prizeActivityScore, isMgm: '5', pageFlag: 'prizeActivityScore' },
  { path: P.prizeActivityBox, isMgm: '6' },
  { path: P.wwcClient, pageFlag: 'wwcClient' },
  { path: P.liveInterAction, pageFlag: 'liveInterAction' },
  { path: P.liveInterActionRule, pageFlag: 'liveInterAction' },
  { path: P.jxlearning, pageFlag: 'jxlearning' },
  { path: P.jxlearningRule, pageFlag: 'jxlearning' },
  { path: P.wealthfestival, pageFlag: 'wealthfestival' },
  { path: P.wealthprizelist, pageFlag: 'wealthfestival' },
  { path: P.wealthSquare, pageFlag: 'wealthSquare' },
  { path: P.springFestivalLantern, isMgm: '20', pageFlag: 'springFestivalLantern' },
  { path: P.yibaiRouteAlert, isMgm: '33', pageFlag: 'yibaiRouteAlert' },
  { path: P.bxunionmarket, isMgm: '12', pageFlag: 'bxunionmarket' },
  { path: P.wealthReport, isMgm: '14', pageFlag: 'wealthReport' },

  // account-and-shared §2: the pages under the product section, and the gold, report, activity (page id
  // from storage) and spring-gold pages
  { path: P.aicode, isMgm: 'aicode', pageFlag: 'aicode' },
  { path: P.xtsp, isMgm: 'xtsp', pageFlag: 'xtsp' },
  { path: P.xtspHb, isMgm: 'xtsp_hb', pageFlag: 'xtsp_hb' },
  { path: P.productLiveInterAction, isMgm: 'liveInterAction', pageFlag: 'liveInterAction' },
  { path: P.tyac, isMgm: 'tyac', pageFlag: 'tyac' },
  { path: P.cardprize, isMgm: 'cardprize', pageFlag: 'cardprize' },
  { path: P.wealthFestival, isMgm: 'wealth-festival', pageFlag: 'wealth-festival' },
  { path: P.jxlearn, isMgm: 'jxlearn', pageFlag: 'jxlearn' },
  { path: P.goldProduct, isMgm: '18', pageFlag: 'gold' },
  { path: P.reportProduct, isMgm: '22', pageFlag: 'report' },
  { path: P.activityPage, isMgm: '30' },
  { path: P.springGold, isMgm: '31', pageFlag: 'springGold' },
]

const byPath = new Map<string, RouteFacts>(ROUTE_FACTS.map((facts) => [facts.path, facts]))
const byIsMgm = new Map<string, AppPath>()
for (const { path, isMgm } of ROUTE_FACTS) if (isMgm) byIsMgm.set(isMgm, path)

/** The route's isMgm code ('' for a route without one). */
export const isMgmOf = (path: string | undefined): string => byPath.get(path ?? '')?.isMgm ?? ''

/** The route of an isMgm code (account-and-shared §2), if the code names one. */
export const pathOfIsMgm = (isMgm: string): AppPath | undefined => byIsMgm.get(isMgm)

/** Every isMgm code that names a route. */
export const ROUTE_ISMGM_CODES: readonly string[] = [...byIsMgm.keys()]

/** The route's page flag, if it has one. */
export const pageFlagOf = (path: string | undefined): string | undefined => byPath.get(path ?? '')?.pageFlag
