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

const activity: LazyPage = () => import('@/features/activity/pages/activity-page')

const P = PATHS

// prettier-ignore
export const ROUTES: readonly RouteDef[] = [
  // errors and system pages (docs/architecture.md)
  { path: P.routerError, title: '页面走丢了', channels: 'public', login: false, page: () => import('@/app/pages/router-error-page') },
  { path: P.mamain, title: '系统维护', channels: 'public', login: false, page: () => import('@/app/pages/maintenance-page') },
  { path: P.login, title: '登录', channels: 'app', login: false, page: () => import('@/features/account/pages/login-page') },

  // account and binding (account-and-shared §2)
  { path: P.linkZxTip, title: '跳转中', channels: 'app', login: true, page: () => import('@/features/account/pages/link-zx-tip-page') },
  { path: P.bindUserTip, title: '绑定微信', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-tip-page') },
  { path: P.bindUser, title: '绑定手机号', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-page') },
  { path: P.bindUserPhoneRegister, title: '一键注册', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-phone-register-page') },
  { path: P.bindUserPhoneLogin, title: '一键绑定', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-phone-login-page') },
  { path: P.bindSuccess, title: '绑定成功', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-success-page') },
  { path: P.exchangePhone, title: '手机号登录', channels: 'wechat', login: true, page: () => import('@/features/account/pages/exchange-phone-page') },
  { path: P.unBindUser, title: '解除绑定', channels: 'wechat', login: true, page: () => import('@/features/account/pages/un-bind-user-page') },
  { path: P.bindBusiness, title: '商户绑定', channels: 'wechat', login: true, page: () => import('@/features/account/merchant/pages/bind-business-page') },
  { path: P.bindBusinessNew, title: '商户绑定', channels: 'wechat', login: true, page: () => import('@/features/account/merchant/pages/bind-business-new-page') },
  { path: P.bindBusinessSuccess, title: '绑定成功', channels: 'wechat', login: true, page: () => import('@/features/account/merchant/pages/bind-business-success-page') },
  { path: P.useragent, title: '环境信息', channels: 'public', login: false, page: () => import('@/features/account/pages/useragent-page') },
  { path: P.linkApp, title: '跳转中', channels: 'app', login: true, page: () => import('@/features/account/pages/link-app-page') },
  { path: P.linkAppToZxTip, title: '跳转中', channels: 'app', login: true, page: () => import('@/features/account/pages/link-app-to-zx-tip-page') },
  { path: P.bindUserWealth, title: '绑定手机号', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-wealth-page') },
  { path: P.bindBusinessDownloadUnion, title: '下载App', channels: 'wechat', login: true, page: () => import('@/features/account/merchant/pages/bind-business-download-union-page') },
  { path: P.bindBusinessOpenUnion, title: '开通账户', channels: 'wechat', login: true, page: () => import('@/features/account/merchant/pages/bind-business-open-union-page') },
  { path: P.bindUserMerchant, title: '绑定手机号', channels: 'wechat', login: true, page: () => import('@/features/account/pages/bind-user-merchant-page') },
  { path: P.verifyAccount, title: '账户验证', channels: 'wechat', login: true, page: () => import('@/features/account/pages/verify-account-page') },
  { path: P.verifyAccountDetail, title: '账户验证', channels: 'wechat', login: true, page: () => import('@/features/account/pages/verify-account-detail-page') },
  { path: P.userInfo, title: '用户信息', channels: 'wechat', login: true, page: () => import('@/features/account/pages/user-info-page') },
  { path: P.invitationMgmFailTip, title: '邀请提示', channels: 'app', login: false, page: () => import('@/features/account/pages/invitation-mgm-fail-tip-page') },
  // documents
  { path: P.wxpdf, title: '协议', channels: 'public', login: false, page: () => import('@/features/account/privacy/pages/wxpdf-page') },
  { path: P.privacyPopFrame, title: '隐私政策', channels: 'public', login: false, page: () => import('@/features/account/privacy/pages/privacy-pop-frame-page') },
  { path: P.privacypop, title: '隐私协议签署', channels: 'public', login: false, page: () => import('@/features/account/privacy/pages/privacy-pop-page') },
  { path: P.privacywebview, title: '隐私政策', channels: 'public', login: false, page: () => import('@/features/account/privacy/pages/privacy-webview-page') },

  // products (catalogue.md §1, §6): browsing, searching and every market-query page are public, in any
  // browser; only going to trade from a fund detail needs a login (the trade gate, catalogue §4.7)
  { path: P.productMarket, title: '产品信息查询', channels: 'public', login: false, page: () => import('@/features/catalogue/market/pages/market-page') },
  { path: P.productMarketWeb, title: '产品信息查询', channels: 'public', login: false, page: () => import('@/features/catalogue/market/pages/market-web-page') },
  { path: P.productMarketNew, title: '产品信息查询', channels: 'public', login: false, page: () => import('@/features/catalogue/market/pages/market-web-page') },
  { path: P.productMarketSearch, title: '历史产品查询', channels: 'public', login: false, page: () => import('@/features/catalogue/market/pages/history-search-page') },
  { path: P.productMarketDetail, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/detail/pages/market-detail-page') },
  { path: P.productMarketDetailWeb, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/detail/pages/market-detail-web-page') },
  { path: P.allProduct, title: '全部产品', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/all-product-page') },
  { path: P.search1, title: '产品查询', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/search-page') },
  { path: P.productCalendar, title: '产品日历', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/product-calendar-page') },
  { path: P.fourPage, title: '理财精选', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/four-page-redirect') },
  { path: P.current, title: '活期理财', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/current-page') },
  { path: P.starSelection, title: '星选', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/star-selection-page') },
  { path: P.fundDetail, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/fund-detail-page') },
  { path: P.fundDetailOpen, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/fund-detail-page') },
  { path: P.fundDetailCurrency, title: '产品详情', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/fund-detail-page') },
  { path: P.fundDocument, title: '产品档案', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/fund-document-page') },
  { path: P.productDescription, title: '产品说明书', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/product-description-page') },
  { path: P.historyNetWorth, title: '历史净值', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/history-net-worth-page') },
  { path: P.historySeven, title: '历史收益', channels: 'public', login: false, page: () => import('@/features/catalogue/funds/pages/history-seven-page') },

  // holdings (marketing §2.7); also in the app, where the customer is known by the client number
  { path: P.allChannelAssets, title: '全渠道资产', channels: 'app', login: true, page: () => import('@/features/holdings/pages/all-channel-assets-page') },
  { path: P.allChannelAssetsFailTip, title: '温馨提示', channels: 'app', login: false, page: () => import('@/features/holdings/pages/fail-tip-page') },
  { path: P.assetsHold, title: '我的持仓', channels: 'app', login: true, page: () => import('@/features/holdings/pages/assets-hold-page') },
  { path: P.tradeHistory, title: '交易记录', channels: 'app', login: true, page: () => import('@/features/holdings/pages/trade-history-page') },
  { path: P.tradeDetail, title: '交易详情', channels: 'app', login: true, page: () => import('@/features/holdings/pages/trade-detail-page') },

  // campaigns (marketing §2.1-§2.6)
  { path: P.mgmfour, title: '邀请好友', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/inviter/pages/inviter-home-page') },
  { path: P.mgmfournew, title: '邀请好友', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/inviter/pages/inviter-home-page') },
  { path: P.mgmInvited, title: '好友邀请', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/invitee/pages/invitee-page') },
  { path: P.mgmInvitednew, title: '好友邀请', channels: 'app', login: true, guest: true, page: () => import('@/features/campaign/invitee/pages/invitee-page') },
  { path: P.mgmInviteprogress, title: '邀请进度', channels: 'app', login: true, page: () => import('@/features/campaign/progress/pages/progress-page') },
  { path: P.mgmInviteprogressnew, title: '邀请进度', channels: 'app', login: true, page: () => import('@/features/campaign/progress/pages/progress-page') },
  { path: P.mgmPrizeRecorder, title: '兑换记录', channels: 'app', login: true, page: () => import('@/features/campaign/prizes/pages/prize-record-page') },
  { path: P.mgmfourQy, title: '权益详情', channels: 'app', login: true, page: () => import('@/features/campaign/prizes/pages/prize-detail-page') },
  { path: P.mgmfourQynew, title: '权益详情', channels: 'app', login: true, page: () => import('@/features/campaign/prizes/pages/prize-detail-page') },
  { path: P.mgmfourWhitelist, title: '添加推荐', channels: 'app', login: true, page: () => import('@/features/campaign/referral/pages/whitelist-page') },
  { path: P.recommend, title: '推荐有礼', channels: 'app', login: true, page: () => import('@/features/campaign/referral/pages/referral-page') },
  { path: P.recommendHh, title: '推荐有礼', channels: 'app', login: true, page: () => import('@/features/campaign/referral/pages/referral-page') },
  { path: P.addMgmRecom, title: '添加推荐人', channels: 'app', login: true, page: () => import('@/features/campaign/referral/pages/add-referral-page') },
  { path: P.activityProgress, title: '活动进度', channels: 'app', login: true, page: activity },
  { path: P.fourPlusN, title: '邀请有礼', channels: 'app', login: true, page: activity },
  { path: P.wealthMgm, title: '财富邀请', channels: 'app', login: true, page: activity },
  { path: P.invitationMgm, title: '邀请好友', channels: 'app', login: true, page: activity },
  { path: P.invitationMgm2, title: '邀请好友', channels: 'app', login: true, page: activity },
  { path: P.invitationMgmHh, title: '邀请好友', channels: 'app', login: true, page: activity },
  { path: P.invitationedMgmHh, title: '好友邀请', channels: 'app', login: true, page: activity },

  // points (marketing §2.12, layouts not shown)
  { path: P.pointsHome, title: '积分首页', channels: 'app', login: true, page: () => import('@/features/points/pages/points-home-page') },
  { path: P.pointsHomeNew, title: '积分首页', channels: 'app', login: true, page: () => import('@/features/points/pages/points-home-page') },
  { path: P.pointsHomeOld, title: '积分首页', channels: 'app', login: true, page: () => import('@/features/points/pages/points-home-page') },
  { path: P.pointsHomeOldLocal, title: '积分首页', channels: 'app', login: true, page: () => import('@/features/points/pages/points-home-page') },
  { path: P.pointsHomeLocal, title: '积分首页', channels: 'app', login: true, page: () => import('@/features/points/pages/points-home-page') },
  { path: P.pointsHomeNewSearch, title: '积分搜索', channels: 'app', login: true, page: () => import('@/features/points/pages/points-search-page') },
  // marketing §2.15 names this route only (no video call in §7.4): the config-driven page (docs/features/activities.md)
  { path: P.pointsHomeNewVedio, title: '积分视频', channels: 'app', login: true, page: activity },
  { path: P.pointsHomeAlert, title: '积分提示', channels: 'app', login: true, page: () => import('@/features/points/pages/points-alert-page') },
  { path: P.pointsHomeRules, title: '积分规则', channels: 'app', login: true, page: () => import('@/features/points/pages/points-rules-page') },
  { path: P.pointsHomeRulesNew, title: '积分规则', channels: 'app', login: true, page: () => import('@/features/points/pages/points-rules-page') },
  { path: P.pointsMall, title: '积分商城', channels: 'app', login: true, page: () => import('@/features/points/pages/points-mall-page') },
  { path: P.pointsMallLocal, title: '积分商城', channels: 'app', login: true, page: () => import('@/features/points/pages/points-mall-page') },
  { path: P.pointsDetails, title: '积分明细', channels: 'app', login: true, page: () => import('@/features/points/pages/points-details-page') },
  { path: P.pointsDetailsInfo, title: '积分详情', channels: 'app', login: true, page: () => import('@/features/points/pages/points-detail-info-page') },
  { path: P.pointsHistory, title: '积分记录', channels: 'app', login: true, page: () => import('@/features/points/pages/points-details-page') },
  { path: P.interestsDetails, title: '权益详情', channels: 'app', login: true, page: () => import('@/features/points/pages/interests-page') },
  { path: P.interestsDetailInfo, title: '权益详情', channels: 'app', login: true, page: () => import('@/features/points/pages/interests-page') },
  { path: P.pointsWait, title: '待领积分', channels: 'app', login: true, page: () => import('@/features/points/pages/points-wait-page') },

  // quizzes and draws (marketing §2.10)
  { path: P.answerQuestion, title: '答题', channels: 'wechat', login: true, page: () => import('@/features/quiz/pages/quiz-page') },
  { path: P.answerResult, title: '答题结果', channels: 'wechat', login: true, page: () => import('@/features/quiz/pages/result-page') },
  { path: P.drawprize, title: '抽奖', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/draw-page') },
  { path: P.carddrawprize, title: '抽奖', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/draw-page') },
  { path: P.uniondrawprize, title: '抽奖', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/union-draw-page') },
  { path: P.unionDrawPrizeRes, title: '抽奖结果', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/union-result-page') },
  { path: P.cardquestion, title: '答题', channels: 'wechat', login: true, page: () => import('@/features/quiz/pages/quiz-page') },
  { path: P.cardquestionresult, title: '答题结果', channels: 'wechat', login: true, page: () => import('@/features/quiz/pages/result-page') },
  { path: P.cardqy, title: '我的权益', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/card-rights-page') },
  { path: P.prizelist, title: '中奖记录', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/prize-list-page') },

  // talent station (marketing §2.9)
  { path: P.talentCompetition, title: '达人驿站', channels: 'wechat', login: true, page: () => import('@/features/talent/pages/talent-home-page') },
  { path: P.talentCreditRecord, title: '学分记录', channels: 'wechat', login: true, page: () => import('@/features/talent/pages/credit-record-page') },
  { path: P.talentPrizeList, title: '达人奖品', channels: 'wechat', login: true, page: () => import('@/features/talent/pages/talent-prizes-page') },
  { path: P.talentExchangePrize, title: '兑换记录', channels: 'wechat', login: true, page: () => import('@/features/talent/pages/exchange-records-page') },

  // activities (marketing §2.15; which route gets what: docs/features/activities.md): config-driven pages (page config by
  // page flag, route-facts.ts) where the spec names only the route; the study and transfer homes, draws, records and rule pages
  { path: P.studyMoneyManage, title: '学理财', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/pool-home-page') },
  { path: P.studyRule, title: '活动规则', channels: 'wechat', login: true, page: () => import('@/features/activity/pages/rule-page') },
  { path: P.studyspecialprize, title: '学习奖励', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/draw-page') },
  { path: P.memberAssetsLevel, title: '会员等级', channels: 'wechat', login: true, page: activity },
  { path: P.memberAssetsRule, title: '会员规则', channels: 'wechat', login: true, page: () => import('@/features/activity/pages/rule-page') },
  { path: P.memberAssetsList, title: '会员权益', channels: 'wechat', login: true, page: activity },
  { path: P.memberAssetsJs, title: '会员介绍', channels: 'wechat', login: true, page: activity },
  { path: P.getzfbticket, title: '领取立减金', channels: 'public', login: false, page: activity },
  { path: P.getzfbticketResult, title: '领取结果', channels: 'public', login: false, page: activity },
  { path: P.transferspecialactivity, title: '转入有礼', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/pool-home-page') },
  { path: P.transferspecialactivityRule, title: '活动规则', channels: 'wechat', login: true, page: () => import('@/features/activity/pages/rule-page') },
  { path: P.transferspecialactivityPrize, title: '我的奖品', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/prize-list-page') },
  { path: P.prizeActivity, title: '有奖活动', channels: 'wechat', login: true, page: activity },
  { path: P.prizeActivityScore, title: '积分抽奖', channels: 'wechat', login: true, page: () => import('@/features/draws/pages/draw-page') },
  { path: P.prizeActivityBox, title: '开宝箱', channels: 'app', login: true, page: () => import('@/features/points/pages/treasure-box-page') },
  { path: P.wwcClient, title: '财富客户专享', channels: 'wechat', login: true, page: activity },
  { path: P.liveInterAction, title: '直播互动', channels: 'wechat', login: true, page: activity },
  { path: P.liveInterActionRule, title: '活动规则', channels: 'wechat', login: true, page: () => import('@/features/activity/pages/rule-page') },
  { path: P.jxlearning, title: '精选学堂', channels: 'wechat', login: true, page: activity },
  { path: P.jxlearningRule, title: '活动规则', channels: 'wechat', login: true, page: () => import('@/features/activity/pages/rule-page') },
  { path: P.wealthfestival, title: '财富节', channels: 'wechat', login: true, page: activity },
  { path: P.wealthprizelist, title: '财富节奖品', channels: 'wechat', login: true, page: activity },
  { path: P.wealthSquare, title: '财富广场', channels: 'wechat', login: true, page: activity },
  { path: P.springFestivalLantern, title: '新春猜灯谜', channels: 'wechat', login: true, page: activity },
  { path: P.yibaiRouteAlert, title: '权益提示', channels: 'wechat', login: true, page: activity },
  { path: P.bxunionmarket, title: '联合专区', channels: 'wechat', login: true, page: activity },
  { path: P.wealthReport, title: '财富报告', channels: 'wechat', login: true, page: activity },
  { path: P.aicode, title: '活动', channels: 'wechat', login: true, page: activity },
  { path: P.xtsp, title: '活动', channels: 'wechat', login: true, page: activity },
  { path: P.xtspHb, title: '活动', channels: 'wechat', login: true, page: activity },
  { path: P.productLiveInterAction, title: '直播互动', channels: 'wechat', login: true, page: activity },
  { path: P.tyac, title: '活动', channels: 'wechat', login: true, page: activity },
  { path: P.cardprize, title: '卡片有礼', channels: 'wechat', login: true, page: activity },
  { path: P.wealthFestival, title: '财富节', channels: 'wechat', login: true, page: activity },
  { path: P.jxlearn, title: '精选学堂', channels: 'wechat', login: true, page: activity },
  { path: P.goldProduct, title: '黄金专区', channels: 'wechat', login: true, page: activity },
  { path: P.reportProduct, title: '财富报告', channels: 'wechat', login: true, page: activity },
  { path: P.activityPage, title: '活动', channels: 'wechat', login: true, page: activity },
  { path: P.springGold, title: '新春送金', channels: 'wechat', login: true, page: activity },
]

export function isChannelAllowed(group: ChannelGroup, channel: 'wx' | 'app' | 'h5'): boolean {
  if (group === 'public' || channel === 'wx') return true
  return group === 'app' && channel === 'app'
}
