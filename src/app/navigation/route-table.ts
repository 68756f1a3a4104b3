import type { ComponentType } from 'react'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/**
 * The one route table (docs/architecture.md, "Routing"): a row per path of the specs (account-and-shared
 * §2, catalogue §2.1, marketing §2.15 and the pushed destinations), resolved by resolve-route.ts, drawn by
 * router.tsx behind route-gate.tsx. A route's isMgm code and page flag, which features read too, are in
 * src/shared/lib/route-facts.ts, by the same path.
 */

/**
 * Where a route opens (account-and-shared §1, marketing §2.15 access rule):
 * - 'wechat': only inside the WeChat browser; elsewhere 请使用微信打开页面.
 * - 'app': WeChat and the provider's app (the invitation pages, points and, for in-app customers, holdings).
 * - 'public': everywhere (the public market and fund pages, payment-app pages, error and maintenance pages).
 */
export type ChannelGroup = 'wechat' | 'app' | 'public'

export type LazyPage = () => Promise<{ default: ComponentType }>

export interface RouteDef {
  path: AppPath
  /** The document title while the page is shown (a page may ask for its own: useDocumentTitle). */
  title: string
  /** The channel group. */
  channels: ChannelGroup
  /** Whether the page needs a signed-in customer (the gate signs the visitor in first). */
  login: boolean
  /**
   * In the app, a customer who is not signed in sees the page's guest view, whose login button leads to
   * the app's native login (marketing §2.1 立即登录 参与活动, §2.2 the invitee landing), instead of the
   * native login prompt every other login page shows.
   */
  guest?: true
  /** The page module, loaded on the first visit (page-loader.ts). */
  page: LazyPage
}

/**
 * A row of the table: the page and its title are written here only for the pages customers open from
 * shared links (`FIRST_VISIT_PAGES` in build/chunks.ts), whose first visit asks for the page's files the
 * moment the entry runs. Every other route's page and title are in later-pages.ts, a file of its own: the
 * entry does not carry those imports, their files' preload lists and the titles, which every first visit
 * would pay for (docs/decisions/033-the-other-pages-in-a-file-of-their-own.md).
 */
type RouteRow = Omit<RouteDef, 'page' | 'title'> & { title?: string; page?: LazyPage }

type LaterPages = (typeof import('./later-pages'))['LATER_PAGES']
/** later-pages.ts's table once it has arrived. */
let laterPages: LaterPages | null = null
const laterListeners = new Set<() => void>()

/** later-pages.ts: asked for by a visit of one of its pages, and warmed up after start-up. */
export const loadLaterPages = () =>
  import('./later-pages').then((mod) => {
    if (!laterPages) {
      laterPages = mod.LATER_PAGES
      laterListeners.forEach((listener) => listener())
    }
    return mod
  })

/** Calls `listener` when later-pages.ts arrives (the titles of its routes are known from then on). */
export function onLaterPages(listener: () => void): () => void {
  laterListeners.add(listener)
  return () => laterListeners.delete(listener)
}

/** The page of a route listed in later-pages.ts: that file first, then the page with its files. */
function later(path: AppPath): LazyPage {
  return () =>
    loadLaterPages().then(({ LATER_PAGES }) => {
      const row = LATER_PAGES[path]
      if (!row) throw new Error(`later-pages.ts lists no page for ${path}`)
      return row.page()
    })
}

const P = PATHS

// prettier-ignore
const ROWS: readonly RouteRow[] = [
  // errors and system pages (docs/architecture.md)
  { path: P.routerError, channels: 'public', login: false },
  { path: P.mamain, channels: 'public', login: false },
  { path: P.login, channels: 'app', login: false },

  // account and binding (account-and-shared §2)
  { path: P.linkZxTip, channels: 'app', login: true },
  { path: P.bindUserTip, channels: 'wechat', login: true },
  { path: P.bindUser, channels: 'wechat', login: true },
  { path: P.bindUserPhoneRegister, channels: 'wechat', login: true },
  { path: P.bindUserPhoneLogin, channels: 'wechat', login: true },
  { path: P.bindSuccess, channels: 'wechat', login: true },
  { path: P.exchangePhone, channels: 'wechat', login: true },
  { path: P.unBindUser, channels: 'wechat', login: true },
  { path: P.bindBusiness, channels: 'wechat', login: true },
  { path: P.bindBusinessNew, channels: 'wechat', login: true },
  { path: P.bindBusinessSuccess, channels: 'wechat', login: true },
  { path: P.useragent, channels: 'public', login: false },
  { path: P.linkApp, channels: 'app', login: true },
  { path: P.linkAppToZxTip, channels: 'app', login: true },
  { path: P.bindUserWealth, channels: 'wechat', login: true },
  { path: P.bindBusinessDownloadUnion, channels: 'wechat', login: true },
  { path: P.bindBusinessOpenUnion, channels: 'wechat', login: true },
  { path: P.bindUserMerchant, channels: 'wechat', login: true },
  { path: P.verifyAccount, channels: 'wechat', login: true },
  { path: P.verifyAccountDetail, channels: 'wechat', login: true },
  { path: P.userInfo, channels: 'wechat', login: true },
  { path: P.invitationMgmFailTip, channels: 'app', login: false },
  // documents
  { path: P.wxpdf, channels: 'public', login: false },
  { path: P.privacyPopFrame, channels: 'public', login: false },
  { path: P.privacypop, channels: 'public', login: false },
  { path: P.privacywebview, channels: 'public', login: false },

  // products (catalogue.md §1, §6): browsing, searching and every market-query page are public, in any
  // browser; only going to trade from a fund detail needs a login (the trade gate, catalogue §4.7)
  { path: P.productMarket, title: '产品信息查询', channels: 'public', login: false, page: () => import('@/features/catalogue/market/pages/market-page') },
  { path: P.productMarketWeb, channels: 'public', login: false },
  { path: P.productMarketNew, channels: 'public', login: false },
  { path: P.productMarketSearch, channels: 'public', login: false },
  { path: P.productMarketDetail, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/detail/pages/market-detail-page') },
  { path: P.productMarketDetailWeb, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/detail/pages/market-detail-web-page') },
  { path: P.allProduct, channels: 'public', login: false },
  { path: P.search1, channels: 'public', login: false },
  { path: P.productCalendar, channels: 'public', login: false },
  { path: P.fourPage, channels: 'public', login: false },
  { path: P.current, channels: 'public', login: false },
  { path: P.starSelection, channels: 'public', login: false },
  { path: P.fundDetail, channels: 'public', login: false },
  { path: P.fundDetailOpen, channels: 'public', login: false },
  { path: P.fundDetailCurrency, channels: 'public', login: false },
  { path: P.fundDocument, channels: 'public', login: false },
  { path: P.productDescription, channels: 'public', login: false },
  { path: P.historyNetWorth, channels: 'public', login: false },
  { path: P.historySeven, channels: 'public', login: false },

  // holdings (marketing §2.7); also in the app, where the customer is known by the client number
  { path: P.allChannelAssets, channels: 'app', login: true },
  { path: P.allChannelAssetsFailTip, channels: 'app', login: false },
  { path: P.assetsHold, channels: 'app', login: true },
  { path: P.tradeHistory, channels: 'app', login: true },
  { path: P.tradeDetail, channels: 'app', login: true },

  // campaigns (marketing §2.1-§2.6)
  { path: P.mgmfour, title: '邀请好友', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/inviter/pages/inviter-home-page') },
  { path: P.mgmfournew, title: '邀请好友', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/inviter/pages/inviter-home-page') },
  { path: P.mgmInvited, channels: 'app', login: true, guest: true },
  { path: P.mgmInvitednew, channels: 'app', login: true, guest: true },
  { path: P.mgmInviteprogress, channels: 'app', login: true },
  { path: P.mgmInviteprogressnew, channels: 'app', login: true },
  { path: P.mgmPrizeRecorder, channels: 'app', login: true },
  { path: P.mgmfourQy, channels: 'app', login: true },
  { path: P.mgmfourQynew, channels: 'app', login: true },
  { path: P.mgmfourWhitelist, channels: 'app', login: true },
  { path: P.recommend, channels: 'app', login: true },
  { path: P.recommendHh, channels: 'app', login: true },
  { path: P.addMgmRecom, channels: 'app', login: true },
  { path: P.activityProgress, channels: 'app', login: true },
  { path: P.fourPlusN, channels: 'app', login: true },
  { path: P.wealthMgm, channels: 'app', login: true },
  { path: P.invitationMgm, channels: 'app', login: true },
  { path: P.invitationMgm2, channels: 'app', login: true },
  { path: P.invitationMgmHh, channels: 'app', login: true },
  { path: P.invitationedMgmHh, channels: 'app', login: true },

  // points (marketing §2.12, layouts not shown)
  { path: P.pointsHome, channels: 'app', login: true },
  { path: P.pointsHomeNew, channels: 'app', login: true },
  { path: P.pointsHomeOld, channels: 'app', login: true },
  { path: P.pointsHomeOldLocal, channels: 'app', login: true },
  { path: P.pointsHomeLocal, channels: 'app', login: true },
  { path: P.pointsHomeNewSearch, channels: 'app', login: true },
  // marketing §2.15 names this route only (no video call in §7.4): the config-driven page (docs/features/activities.md)
  { path: P.pointsHomeNewVedio, channels: 'app', login: true },
  { path: P.pointsHomeAlert, channels: 'app', login: true },
  { path: P.pointsHomeRules, channels: 'app', login: true },
  { path: P.pointsHomeRulesNew, channels: 'app', login: true },
  { path: P.pointsMall, channels: 'app', login: true },
  { path: P.pointsMallLocal, channels: 'app', login: true },
  { path: P.pointsDetails, channels: 'app', login: true },
  { path: P.pointsDetailsInfo, channels: 'app', login: true },
  { path: P.pointsHistory, channels: 'app', login: true },
  { path: P.interestsDetails, channels: 'app', login: true },
  { path: P.interestsDetailInfo, channels: 'app', login: true },
  { path: P.pointsWait, channels: 'app', login: true },

  // quizzes and draws (marketing §2.10)
  { path: P.answerQuestion, channels: 'wechat', login: true },
  { path: P.answerResult, channels: 'wechat', login: true },
  { path: P.drawprize, channels: 'wechat', login: true },
  { path: P.carddrawprize, channels: 'wechat', login: true },
  { path: P.uniondrawprize, channels: 'wechat', login: true },
  { path: P.unionDrawPrizeRes, channels: 'wechat', login: true },
  { path: P.cardquestion, channels: 'wechat', login: true },
  { path: P.cardquestionresult, channels: 'wechat', login: true },
  { path: P.cardqy, channels: 'wechat', login: true },
  { path: P.prizelist, channels: 'wechat', login: true },

  // talent station (marketing §2.9)
  { path: P.talentCompetition, channels: 'wechat', login: true },
  { path: P.talentCreditRecord, channels: 'wechat', login: true },
  { path: P.talentPrizeList, channels: 'wechat', login: true },
  { path: P.talentExchangePrize, channels: 'wechat', login: true },

  // activities (marketing §2.15; which route gets what: docs/features/activities.md): config-driven pages (page config by
  // page flag, route-facts.ts) where the spec names only the route; the study and transfer homes, draws, records and rule pages
  { path: P.studyMoneyManage, channels: 'wechat', login: true },
  { path: P.studyRule, channels: 'wechat', login: true },
  { path: P.studyspecialprize, channels: 'wechat', login: true },
  { path: P.memberAssetsLevel, channels: 'wechat', login: true },
  { path: P.memberAssetsRule, channels: 'wechat', login: true },
  { path: P.memberAssetsList, channels: 'wechat', login: true },
  { path: P.memberAssetsJs, channels: 'wechat', login: true },
  { path: P.getzfbticket, channels: 'public', login: false },
  { path: P.getzfbticketResult, channels: 'public', login: false },
  { path: P.transferspecialactivity, channels: 'wechat', login: true },
  { path: P.transferspecialactivityRule, channels: 'wechat', login: true },
  { path: P.transferspecialactivityPrize, channels: 'wechat', login: true },
  { path: P.prizeActivity, channels: 'wechat', login: true },
  { path: P.prizeActivityScore, channels: 'wechat', login: true },
  { path: P.prizeActivityBox, channels: 'app', login: true },
  { path: P.wwcClient, channels: 'wechat', login: true },
  { path: P.liveInterAction, channels: 'wechat', login: true },
  { path: P.liveInterActionRule, channels: 'wechat', login: true },
  { path: P.jxlearning, channels: 'wechat', login: true },
  { path: P.jxlearningRule, channels: 'wechat', login: true },
  { path: P.wealthfestival, channels: 'wechat', login: true },
  { path: P.wealthprizelist, channels: 'wechat', login: true },
  { path: P.wealthSquare, channels: 'wechat', login: true },
  { path: P.springFestivalLantern, channels: 'wechat', login: true },
  { path: P.yibaiRouteAlert, channels: 'wechat', login: true },
  { path: P.bxunionmarket, channels: 'wechat', login: true },
  { path: P.wealthReport, channels: 'wechat', login: true },
  { path: P.aicode, channels: 'wechat', login: true },
  { path: P.xtsp, channels: 'wechat', login: true },
  { path: P.xtspHb, channels: 'wechat', login: true },
  { path: P.productLiveInterAction, channels: 'wechat', login: true },
  { path: P.tyac, channels: 'wechat', login: true },
  { path: P.cardprize, channels: 'wechat', login: true },
  { path: P.wealthFestival, channels: 'wechat', login: true },
  { path: P.jxlearn, channels: 'wechat', login: true },
  { path: P.goldProduct, channels: 'wechat', login: true },
  { path: P.reportProduct, channels: 'wechat', login: true },
  { path: P.activityPage, channels: 'wechat', login: true },
  { path: P.springGold, channels: 'wechat', login: true },
]

/** Every route; one of later-pages.ts has its title once that file has arrived ('' until then). */
export const ROUTES: readonly RouteDef[] = ROWS.map((row) => {
  if (row.page && row.title !== undefined) return { ...row, page: row.page, title: row.title }
  const path = row.path
  return {
    ...row,
    page: later(path),
    get title() {
      return laterPages?.[path]?.title ?? ''
    },
  }
})

export function isChannelAllowed(group: ChannelGroup, channel: 'wx' | 'app' | 'h5'): boolean {
  if (group === 'public' || channel === 'wx') return true
  return group === 'app' && channel === 'app'
}
