import type { ComponentType } from 'react'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/**
 * The one route table (docs/architecture.md, Routing; resolved by src/app/navigation/resolve-route.ts). Each entry: path, lazy page, title, channel group and login
 * need. Channel groups (account-and-shared §1, marketing §2.15 access rule):
 * - 'wechat': only inside the WeChat browser; elsewhere 请使用微信打开页面.
 * - 'app': WeChat and the provider's app (the invitation pages, points and, for in-app customers, holdings).
 * - 'public': everywhere (the public market and fund pages, payment-app pages, error and maintenance pages).
 */
export type ChannelGroup = 'wechat' | 'app' | 'public'

export type LazyPage = () => Promise<{ default: ComponentType }>

export interface RouteDef {
  path: AppPath
  title: string
  group: ChannelGroup
  login: boolean
  page: LazyPage
  /** Page flag of a config-driven activity page. */
  pageFlag?: string
}

const activity: LazyPage = () => import('@/features/activity/pages/activity-page')

const P = PATHS
type Row = [
  path: AppPath,
  title: string,
  group: ChannelGroup,
  login: boolean,
  page: LazyPage,
  pageFlag?: string,
]

// prettier-ignore
const rows: Row[] = [
  // errors and system pages (docs/architecture.md)
  [P.routerError, '页面走丢了', 'public', false, () => import('@/app/pages/router-error-page')],
  [P.mamain, '系统维护', 'public', false, () => import('@/app/pages/maintenance-page')],
  [P.login, '登录', 'app', false, () => import('@/features/account/pages/login-page')],

  // account and binding (account-and-shared §2)
  [P.linkZxTip, '跳转中', 'app', true, () => import('@/features/account/pages/link-zx-tip-page')],
  [P.bindUserTip, '绑定微信', 'wechat', true, () => import('@/features/account/pages/bind-user-tip-page')],
  [P.bindUser, '绑定手机号', 'wechat', true, () => import('@/features/account/pages/bind-user-page')],
  [P.bindUserPhoneRegister, '一键注册', 'wechat', true, () => import('@/features/account/pages/bind-user-phone-register-page')],
  [P.bindUserPhoneLogin, '一键绑定', 'wechat', true, () => import('@/features/account/pages/bind-user-phone-login-page')],
  [P.bindSuccess, '绑定成功', 'wechat', true, () => import('@/features/account/pages/bind-success-page')],
  [P.exchangePhone, '手机号登录', 'wechat', true, () => import('@/features/account/pages/exchange-phone-page')],
  [P.unBindUser, '解除绑定', 'wechat', true, () => import('@/features/account/pages/un-bind-user-page')],
  [P.bindBusiness, '商户绑定', 'wechat', true, () => import('@/features/account/merchant/pages/bind-business-page')],
  [P.bindBusinessNew, '商户绑定', 'wechat', true, () => import('@/features/account/merchant/pages/bind-business-new-page')],
  [P.bindBusinessSuccess, '绑定成功', 'wechat', true, () => import('@/features/account/merchant/pages/bind-business-success-page')],
  [P.useragent, '环境信息', 'public', false, () => import('@/features/account/pages/useragent-page')],
  [P.linkApp, '跳转中', 'app', true, () => import('@/features/account/pages/link-app-page')],
  [P.linkAppToZxTip, '跳转中', 'app', true, () => import('@/features/account/pages/link-app-to-zx-tip-page')],
  [P.bindUserWealth, '绑定手机号', 'wechat', true, () => import('@/features/account/pages/bind-user-wealth-page')],
  [P.bindBusinessDownloadUnion, '下载App', 'wechat', true, () => import('@/features/account/merchant/pages/bind-business-download-union-page')],
  [P.bindBusinessOpenUnion, '开通账户', 'wechat', true, () => import('@/features/account/merchant/pages/bind-business-open-union-page')],
  [P.bindUserMerchant, '绑定手机号', 'wechat', true, () => import('@/features/account/pages/bind-user-merchant-page')],
  [P.verifyAccount, '账户验证', 'wechat', true, () => import('@/features/account/pages/verify-account-page')],
  [P.verifyAccountDetail, '账户验证', 'wechat', true, () => import('@/features/account/pages/verify-account-detail-page')],
  [P.userInfo, '用户信息', 'wechat', true, () => import('@/features/account/pages/user-info-page')],
  [P.invitationMgmFailTip, '邀请提示', 'app', false, () => import('@/features/account/pages/invitation-mgm-fail-tip-page')],
  // documents
  [P.wxpdf, '协议', 'public', false, () => import('@/features/account/privacy/pages/wxpdf-page')],
  [P.privacyPopFrame, '隐私政策', 'public', false, () => import('@/features/account/privacy/pages/privacy-pop-frame-page')],
  [P.privacypop, '隐私协议签署', 'public', false, () => import('@/features/account/privacy/pages/privacy-pop-page')],
  [P.privacywebview, '隐私政策', 'public', false, () => import('@/features/account/privacy/pages/privacy-webview-page')],

  // products (catalogue.md §1, §6): browsing, searching and every market-query page are public, in any
  // browser; only going to trade from a fund detail needs a login (the trade gate, catalogue §4.7)
  [P.productMarket, '产品信息查询', 'public', false, () => import('@/features/catalogue/market/pages/market-page')],
  [P.productMarketWeb, '产品信息查询', 'public', false, () => import('@/features/catalogue/market/pages/market-web-page')],
  [P.productMarketNew, '产品信息查询', 'public', false, () => import('@/features/catalogue/market/pages/market-web-page')],
  [P.productMarketSearch, '历史产品查询', 'public', false, () => import('@/features/catalogue/market/pages/history-search-page')],
  [P.productMarketDetail, '产品详情', 'public', false, () => import('@/features/catalogue/detail/pages/market-detail-page')],
  [P.productMarketDetailWeb, '产品详情', 'public', false, () => import('@/features/catalogue/detail/pages/market-detail-web-page')],
  [P.allProduct, '全部产品', 'public', false, () => import('@/features/catalogue/funds/pages/all-product-page')],
  [P.search1, '产品查询', 'public', false, () => import('@/features/catalogue/funds/pages/search-page')],
  [P.productCalendar, '产品日历', 'public', false, () => import('@/features/catalogue/funds/pages/product-calendar-page')],
  [P.fourPage, '理财精选', 'public', false, () => import('@/features/catalogue/funds/pages/four-page-redirect')],
  [P.current, '活期理财', 'public', false, () => import('@/features/catalogue/funds/pages/current-page')],
  [P.starSelection, '星选', 'public', false, () => import('@/features/catalogue/funds/pages/star-selection-page')],
  [P.fundDetail, '产品详情', 'public', false, () => import('@/features/catalogue/funds/pages/fund-detail-page')],
  [P.fundDetailOpen, '产品详情', 'public', false, () => import('@/features/catalogue/funds/pages/fund-detail-page')],
  [P.fundDetailCurrency, '产品详情', 'public', false, () => import('@/features/catalogue/funds/pages/fund-detail-page')],
  [P.fundDocument, '产品档案', 'public', false, () => import('@/features/catalogue/funds/pages/fund-document-page')],
  [P.productDescription, '产品说明书', 'public', false, () => import('@/features/catalogue/funds/pages/product-description-page')],
  [P.historyNetWorth, '历史净值', 'public', false, () => import('@/features/catalogue/funds/pages/history-net-worth-page')],
  [P.historySeven, '历史收益', 'public', false, () => import('@/features/catalogue/funds/pages/history-seven-page')],

  // holdings (marketing §2.7); also in the app, where the customer is known by the client number
  [P.allChannelAssets, '全渠道资产', 'app', true, () => import('@/features/holdings/pages/all-channel-assets-page')],
  [P.allChannelAssetsFailTip, '温馨提示', 'app', false, () => import('@/features/holdings/pages/fail-tip-page')],
  [P.assetsHold, '我的持仓', 'app', true, () => import('@/features/holdings/pages/assets-hold-page')],
  [P.tradeHistory, '交易记录', 'app', true, () => import('@/features/holdings/pages/trade-history-page')],
  [P.tradeDetail, '交易详情', 'app', true, () => import('@/features/holdings/pages/trade-detail-page')],

  // campaigns (marketing §2.1-§2.6)
  [P.mgmfour, '邀请好友', 'app', true, () => import('@/features/campaign/inviter/pages/inviter-home-page')],
  [P.mgmfournew, '邀请好友', 'app', true, () => import('@/features/campaign/inviter/pages/inviter-home-page')],
  [P.mgmInvited, '好友邀请', 'app', true, () => import('@/features/campaign/invitee/pages/invitee-page')],
  [P.mgmInvitednew, '好友邀请', 'app', true, () => import('@/features/campaign/invitee/pages/invitee-page')],
  [P.mgmInviteprogress, '邀请进度', 'app', true, () => import('@/features/campaign/progress/pages/progress-page')],
  [P.mgmInviteprogressnew, '邀请进度', 'app', true, () => import('@/features/campaign/progress/pages/progress-page')],
  [P.mgmPrizeRecorder, '兑换记录', 'app', true, () => import('@/features/campaign/prizes/pages/prize-record-page')],
  [P.mgmfourQy, '权益详情', 'app', true, () => import('@/features/campaign/prizes/pages/prize-detail-page')],
  [P.mgmfourQynew, '权益详情', 'app', true, () => import('@/features/campaign/prizes/pages/prize-detail-page')],
  [P.mgmfourWhitelist, '添加推荐', 'app', true, () => import('@/features/campaign/referral/pages/whitelist-page')],
  [P.recommend, '推荐有礼', 'app', true, () => import('@/features/campaign/referral/pages/referral-page')],
  [P.recommendHh, '推荐有礼', 'app', true, () => import('@/features/campaign/referral/pages/referral-page')],
  [P.addMgmRecom, '添加推荐人', 'app', true, () => import('@/features/campaign/referral/pages/add-referral-page')],
  [P.activityProgress, '活动进度', 'app', true, activity, 'activityProgress'],
  [P.fourPlusN, '邀请有礼', 'app', true, activity, 'fourPlusN'],
  [P.wealthMgm, '财富邀请', 'app', true, activity, 'wealthMgm'],
  [P.invitationMgm, '邀请好友', 'app', true, activity, 'invitationMgm'],
  [P.invitationMgm2, '邀请好友', 'app', true, activity, 'invitationMgm2'],
  [P.invitationMgmHh, '邀请好友', 'app', true, activity, 'invitationMgmHh'],
  [P.invitationedMgmHh, '好友邀请', 'app', true, activity, 'invitationedMgmHh'],

  // points (marketing §2.12, layouts not shown)
  [P.pointsHome, '积分首页', 'app', true, () => import('@/features/points/pages/points-home-page')],
  [P.pointsHomeNew, '积分首页', 'app', true, () => import('@/features/points/pages/points-home-page')],
  [P.pointsHomeOld, '积分首页', 'app', true, () => import('@/features/points/pages/points-home-page')],
  [P.pointsHomeOldLocal, '积分首页', 'app', true, () => import('@/features/points/pages/points-home-page')],
  [P.pointsHomeLocal, '积分首页', 'app', true, () => import('@/features/points/pages/points-home-page')],
  [P.pointsHomeNewSearch, '积分搜索', 'app', true, () => import('@/features/points/pages/points-search-page')],
  // marketing §2.15 names this route only (no video call in §7.4): the config-driven page (docs/features/activities.md)
  [P.pointsHomeNewVedio, '积分视频', 'app', true, activity, 'pointsHomeNewVedio'],
  [P.pointsHomeAlert, '积分提示', 'app', true, () => import('@/features/points/pages/points-alert-page')],
  [P.pointsHomeRules, '积分规则', 'app', true, () => import('@/features/points/pages/points-rules-page')],
  [P.pointsHomeRulesNew, '积分规则', 'app', true, () => import('@/features/points/pages/points-rules-page')],
  [P.pointsMall, '积分商城', 'app', true, () => import('@/features/points/pages/points-mall-page')],
  [P.pointsMallLocal, '积分商城', 'app', true, () => import('@/features/points/pages/points-mall-page')],
  [P.pointsDetails, '积分明细', 'app', true, () => import('@/features/points/pages/points-details-page')],
  [P.pointsDetailsInfo, '积分详情', 'app', true, () => import('@/features/points/pages/points-detail-info-page')],
  [P.pointsHistory, '积分记录', 'app', true, () => import('@/features/points/pages/points-details-page')],
  [P.interestsDetails, '权益详情', 'app', true, () => import('@/features/points/pages/interests-page')],
  [P.interestsDetailInfo, '权益详情', 'app', true, () => import('@/features/points/pages/interests-page')],
  [P.pointsWait, '待领积分', 'app', true, () => import('@/features/points/pages/points-wait-page')],

  // quizzes and draws (marketing §2.10)
  [P.answerQuestion, '答题', 'wechat', true, () => import('@/features/quiz/pages/quiz-page')],
  [P.answerResult, '答题结果', 'wechat', true, () => import('@/features/quiz/pages/result-page')],
  [P.drawprize, '抽奖', 'wechat', true, () => import('@/features/draws/pages/draw-page')],
  [P.carddrawprize, '抽奖', 'wechat', true, () => import('@/features/draws/pages/draw-page')],
  [P.uniondrawprize, '抽奖', 'wechat', true, () => import('@/features/draws/pages/union-draw-page')],
  [P.unionDrawPrizeRes, '抽奖结果', 'wechat', true, () => import('@/features/draws/pages/union-result-page')],
  [P.cardquestion, '答题', 'wechat', true, () => import('@/features/quiz/pages/quiz-page')],
  [P.cardquestionresult, '答题结果', 'wechat', true, () => import('@/features/quiz/pages/result-page')],
  [P.cardqy, '我的权益', 'wechat', true, () => import('@/features/draws/pages/card-rights-page')],
  [P.prizelist, '中奖记录', 'wechat', true, () => import('@/features/draws/pages/prize-list-page')],

  // talent station (marketing §2.9)
  [P.talentCompetition, '达人驿站', 'wechat', true, () => import('@/features/talent/pages/talent-home-page')],
  [P.talentCreditRecord, '学分记录', 'wechat', true, () => import('@/features/talent/pages/credit-record-page')],
  [P.talentPrizeList, '达人奖品', 'wechat', true, () => import('@/features/talent/pages/talent-prizes-page')],
  [P.talentExchangePrize, '兑换记录', 'wechat', true, () => import('@/features/talent/pages/exchange-records-page')],

  // activities (marketing §2.15; which route gets what: docs/features/activities.md): config-driven pages (page config by
  // page flag) where the spec names only the route; the study and transfer homes, draws, records and rule pages
  [P.studyMoneyManage, '学理财', 'wechat', true, () => import('@/features/draws/pages/pool-home-page'), 'xywx_tyjx'],
  [P.studyRule, '活动规则', 'wechat', true, () => import('@/features/activity/pages/rule-page'), 'xywx_tyjx'],
  [P.studyspecialprize, '学习奖励', 'wechat', true, () => import('@/features/draws/pages/draw-page'), 'xywx_tyjx'],
  [P.memberAssetsLevel, '会员等级', 'wechat', true, activity, 'memberAssets'],
  [P.memberAssetsRule, '会员规则', 'wechat', true, () => import('@/features/activity/pages/rule-page'), 'memberAssets'],
  [P.memberAssetsList, '会员权益', 'wechat', true, activity, 'memberAssets'],
  [P.memberAssetsJs, '会员介绍', 'wechat', true, activity, 'memberAssets'],
  [P.getzfbticket, '领取立减金', 'public', false, activity, 'getzfbticket'],
  [P.getzfbticketResult, '领取结果', 'public', false, activity, 'getzfbticket'],
  [P.transferspecialactivity, '转入有礼', 'wechat', true, () => import('@/features/draws/pages/pool-home-page'), 'transferspecialactivity'],
  [P.transferspecialactivityRule, '活动规则', 'wechat', true, () => import('@/features/activity/pages/rule-page'), 'transferspecialactivity'],
  [P.transferspecialactivityPrize, '我的奖品', 'wechat', true, () => import('@/features/draws/pages/prize-list-page'), 'transferspecialactivity'],
  [P.prizeActivity, '有奖活动', 'wechat', true, activity, 'prizeActivity'],
  [P.prizeActivityScore, '积分抽奖', 'wechat', true, () => import('@/features/draws/pages/draw-page'), 'prizeActivityScore'],
  [P.prizeActivityBox, '开宝箱', 'app', true, () => import('@/features/points/pages/treasure-box-page')],
  [P.wwcClient, '财富客户专享', 'wechat', true, activity, 'wwcClient'],
  [P.liveInterAction, '直播互动', 'wechat', true, activity, 'liveInterAction'],
  [P.liveInterActionRule, '活动规则', 'wechat', true, () => import('@/features/activity/pages/rule-page'), 'liveInterAction'],
  [P.jxlearning, '精选学堂', 'wechat', true, activity, 'jxlearning'],
  [P.jxlearningRule, '活动规则', 'wechat', true, () => import('@/features/activity/pages/rule-page'), 'jxlearning'],
  [P.wealthfestival, '财富节', 'wechat', true, activity, 'wealthfestival'],
  [P.wealthprizelist, '财富节奖品', 'wechat', true, activity, 'wealthfestival'],
  [P.wealthSquare, '财富广场', 'wechat', true, activity, 'wealthSquare'],
  [P.springFestivalLantern, '新春猜灯谜', 'wechat', true, activity, 'springFestivalLantern'],
  [P.yibaiRouteAlert, '权益提示', 'wechat', true, activity, 'yibaiRouteAlert'],
  [P.bxunionmarket, '联合专区', 'wechat', true, activity, 'bxunionmarket'],
  [P.wealthReport, '财富报告', 'wechat', true, activity, 'wealthReport'],
  [P.aicode, '活动', 'wechat', true, activity, 'aicode'],
  [P.xtsp, '活动', 'wechat', true, activity, 'xtsp'],
  [P.xtspHb, '活动', 'wechat', true, activity, 'xtsp_hb'],
  [P.productLiveInterAction, '直播互动', 'wechat', true, activity, 'liveInterAction'],
  [P.tyac, '活动', 'wechat', true, activity, 'tyac'],
  [P.cardprize, '卡片有礼', 'wechat', true, activity, 'cardprize'],
  [P.wealthFestival, '财富节', 'wechat', true, activity, 'wealth-festival'],
  [P.jxlearn, '精选学堂', 'wechat', true, activity, 'jxlearn'],
  [P.goldProduct, '黄金专区', 'wechat', true, activity, 'gold'],
  [P.reportProduct, '财富报告', 'wechat', true, activity, 'report'],
  [P.activityPage, '活动', 'wechat', true, activity],
  [P.springGold, '新春送金', 'wechat', true, activity, 'springGold'],
]

export const ROUTES: RouteDef[] = rows.map(([path, title, group, login, page, pageFlag]) => ({
  path,
  title,
  group,
  login,
  page,
  pageFlag,
}))

/**
 * In the app, these pages render for a customer who is not signed in: they have a guest view whose
 * login button leads to the app's native login (marketing §2.1 立即登录 参与活动, §2.2 the invitee
 * landing). Every other login-needing page shows the native login prompt instead.
 */
const APP_GUEST_PATHS: ReadonlySet<string> = new Set([P.mgmfour, P.mgmfournew, P.mgmInvited, P.mgmInvitednew])

export const isAppGuestRoute = (route: Pick<RouteDef, 'path'>): boolean => APP_GUEST_PATHS.has(route.path)

export function isChannelAllowed(group: ChannelGroup, channel: 'wx' | 'app' | 'h5'): boolean {
  if (group === 'public' || channel === 'wx') return true
  return group === 'app' && channel === 'app'
}
