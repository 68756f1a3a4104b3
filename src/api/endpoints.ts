/**
 * Every backend path (api-contract.md). Paths marked A in the contract are assumed: replace them here,
 * in one line, when the real path is known. Nothing else in the app spells a path. A path with a
 * parameter is a template (`…/userPrize/:id`, the mock's route as it is) filled only by `pathWith`.
 */
const WX = '/cms.wechat/api/wxVerification'
const MK = '/cms.marketing/api'
const PR = '/cms.product/api'
const INTEGRAL = `${MK}/integral/marketing`

export const endpoints = {
  identity: {
    queryAppid: `${WX}/queryAppid`,
    codeUser: '/aresoft-wechat/wechat/fans/codeUser',
    getUser: '/aresoft-wechat/wechat/fans/getUser',
    unbindUserPhone: '/aresoft-wechat/wechat/fans/unbindUserPhone',
    getUserBindStatus: `${WX}/getUserBindStatus`,
    getOpenStatus: `${WX}/getOpenStatus`, // A
    appUserOpenStatus: `${WX}/appUserOpenStatus`,
    sendVerification: `${WX}/sendVerification`,
    newVerification: `${WX}/newVerification`,
    wechatAppBind: `${WX}/wechatAppBind`,
    phoneLogin: `${WX}/phoneLogin`, // A
    loginToApp: `${WX}/loginToApp`,
    queryAppUserInfoByTicket: `${WX}/queryAppUserInfoByTicket`,
    queryAppUserInfo: `${WX}/queryAppUserInfo`,
    share: `${WX}/share`,
    getUserInfo: '/aresoft-user/user/getUserInfo',
  },
  system: {
    randomImage: '/cms.system/sys/randomImage/:timestamp',
    checkCaptcha: '/cms.system/sys/checkCaptcha',
    maintenance: '/cms.system/sys/maintenance', // A
  },
  privacy: {
    agreement: `${MK}/jumpThird/fixedNamePrivatePotocolDict`,
    popupContent: `${MK}/jumpThird/getPrivacyPolicyContent`,
    signArticle: `${MK}/jumpThird/signArticle`,
    initStatus: `${MK}/jumpThird/initStatus`,
    saveStatus: `${MK}/jumpThird/saveStatus`,
  },
  config: {
    findByType: `${MK}/cont/banner/findByType`,
    bannerList: `${MK}/cont/banner/list`, // A
    richText: `${INTEGRAL}/getRichTextByFlag`,
    pageInfo: `${MK}/newMgm/initPageInfo`, // A
    wrongfulLogin: `${MK}/special/wrongfulLogin`, // A
    addEventStat: `${MK}/eventStat/addEventStat`,
    saveEmployeeForward: `${MK}/employee/forward/saveEmployeeForward`,
  },
  merchant: {
    preMerchantInvite: `${MK}/invite/preMerchantInvite`,
    newMerchantInvite: `${MK}/invite/newMerchantInvite`,
    merchantInviteByPhone: `${MK}/qytg/merchantInviteByPhone`,
    saveFourPlusNRecord: `${MK}/fourPlusN/saveFourPlusNRecord`,
  },
  catalogue: {
    distributors: `${PR}/custom/productInfo/getDistrobutorInfos`,
    marketList: `${PR}/custom/productInfo/fundList`,
    marketListWeb: `${PR}/otherCustom/product/fundList`,
    marketSearch: `${PR}/custom/productInfo/search`,
    marketSearchWeb: `${PR}/otherCustom/product/search`,
    historySearch: `${PR}/custom/productInfo/historyPrdSearch`,
    marketDetail: `${PR}/custom/productInfo/getTAProductDetail`,
    marketNav: `${PR}/custom/productInfo/getTAProductNav`,
    historyNav: `${PR}/custom/productInfo/getHistoryProductNav`,
    prodDesc: `${PR}/custom/productInfo/getProdDesc`,
    riskWarning: `${PR}/custom/productInfo/getRiskWarningDesc`,
    notice: `${PR}/custom/productInfo/getNotice`, // A
    fundList: `${PR}/productInfo/fundList`,
    fundTypes: `${PR}/productInfo/fundTypeList`,
    fundSearch: `${PR}/productInfo/search`,
    fundDetail: `${PR}/productInfo/fundDetail`,
    fundNetValues: `${PR}/productInfo/fundNetValues`,
    tradingRecord: `${PR}/productInfo/getTradingRecord`,
    transDetail: `${PR}/productInfo/getTransDetail`,
    recommendedList: `${PR}/productRecommended/list`,
    recommendedGroups: `${PR}/productRecommended/positionColumnByType`,
    tabBanner: `${PR}/productRecommended/bannerOfTab`,
  },
  holdings: {
    refreshHold: `${PR}/assets/refreshHold`, // A
    allAssets: `${PR}/assets/allAssets`, // A
    assetTypeShare: `${PR}/assets/assetTypeShare`, // A
    holdList: `${PR}/assets/holdList`, // A
  },
  mgm: {
    initHomeData: `${MK}/newMgm/initHomeData`,
    canExchangePrizes: `${MK}/newMgm/getMgmCanExchangePrizes`,
    exchangeCard: `${MK}/newMgm/xyjExchangeCard`,
    changeWaitXyj: `${MK}/newMgm/changeWaitXyj`,
    inviteRecordDetail: `${MK}/newMgm/inviteRecordDetail`,
    exchangePrizeList: `${MK}/newMgm/exchangePrizeList`,
    saveNewMgmRecord: `${MK}/newMgm/saveNewMgmRecord`,
    replenishInvite: `${MK}/newMgm/replenishInvite`,
    sendWxMessage: `${MK}/newMgm/sendMgmWxMessage`,
    sendPhoneMessage: `${MK}/newMgm/sendMgmPhoneMessage`,
    posterUrl: `${MK}/invite/getPosterUrl`,
    /** account-and-shared §7 "QR image (link_url)", marketing §7.4: the QR code of a link, as an image file. */
    qrCode: `${MK}/invite/getQrCode`,
    checkWhitePhone: `${MK}/invite/checkWhitePhone`,
  },
  referral: {
    processRecord: `${MK}/invite/processRecord`,
    merchantInvite: `${MK}/invite/merchantInvite`,
  },
  talent: {
    initData: `${MK}/talent/station/initTalentStationData`,
    knowledges: `${MK}/answer/getKnowledges`,
    drawCredit: `${MK}/talent/station/drawCredit`,
    prizes: `${MK}/talent/station/getTalentStationPrizes`,
    creditExchangeCard: `${MK}/talent/station/creditExchangeCard`,
    creditList: `${MK}/talent/station/getUserCreditList`,
    exchangePrizeList: `${MK}/talent/station/exchangePrizeList`,
  },
  points: {
    initInfo: `${INTEGRAL}/initInfo`,
    userIntegralRecords: `${INTEGRAL}/userIntegralRecords`,
    waitIntegralRecords: `${INTEGRAL}/waitIntegralRecords`,
    userStatus: `${INTEGRAL}/userStatus`,
    clearMyExchange: `${INTEGRAL}/clearMyExchange`,
    yiBaiRights: `${INTEGRAL}/getYiBaiRights`,
    orderDetailUrl: `${INTEGRAL}/getOrderDetailUrl`,
    alterOpenBoxState: `${INTEGRAL}/alterOpenBoxState`,
    openBoxState: `${INTEGRAL}/getOpenBoxState`,
    openBoxRecord: `${INTEGRAL}/getOpenBoxRecord`,
    treasureBoxResult: `${INTEGRAL}/getUserOpenTreasureBoxResult`,
    isMembershipWaitIntegral: `${INTEGRAL}/isMembershipWaitIntegral`,
    drawPrizeNew: `${INTEGRAL}/drawPrizeNew`,
    saveWinPrizeInfo: `${INTEGRAL}/saveWinPrizeInfo`,
    prizeList: `${INTEGRAL}/getPrizeList`,
    sendWinPrizedMessage: `${INTEGRAL}/sendWinPrizedMessage`,
    converIntegral: `${INTEGRAL}/converIntegral`,
    userEncrypt: `${MK}/integral/foreign/userEncrypt`,
    transferUserInfo: `${MK}/integral/transfer/getUserInfo`,
    userIntegralTransfer: `${MK}/integral/transfer/userIntegralTransfer`,
    needMessageVerify: '/cms.wechat/api/wxIntegralTransfer/needMessageVerify',
    checkCodeVerify: '/cms.wechat/api/wxIntegralTransfer/checkCodeVerify',
    transferSendVerification: '/cms.wechat/api/wxIntegralTransfer/sendVerification',
    signInit: `${MK}/signEvent/initThisFrequency`,
    sign: `${MK}/signEvent/sign`,
  },
  quiz: {
    myTopic: `${MK}/answer/getMyTopic`,
    transferTopic: `${MK}/answer/getTransferTopic`,
    carbonTopic: `${MK}/answer/getCarbonTopic`,
    transferWalletTopic: `${MK}/answer/getTransferWalletTopic`,
    checkAnswer: `${MK}/answer/getAnswer`,
    saveMyTopic: `${MK}/answer/saveMyTopic`,
    saveTransferTopic: `${MK}/answer/saveTransferTopic`,
    saveTransferWalletTopic: `${MK}/answer/saveTransferWalletTopic`,
    claimStudy: `${MK}/financialManager/converChance`, // A (mapping)
    claimPoints: `${INTEGRAL}/converIntegral`, // A (mapping)
    claimCarbon: `${MK}/carbon/drawCarbonPrize`, // A (mapping)
  },
  draws: {
    walletDrawPrizeNew: `${MK}/transferWallet/drawPrizeNew`,
    carbonDrawPrizeNew: `${MK}/carbon/drawPrizeNew`,
    luckDrawChance: `${MK}/special/getLuckDrawChance`,
    userPrize: `${MK}/userPrize/:id`,
    specialSaveQueryRecord: `${MK}/specialInvite/saveQueryRecord`,
    specialAwardPrize: `${MK}/specialInvite/awardPrize`,
    specialInvitePrize: `${MK}/specialInvite/specialInvitePrize`,
    fmActivityInfo: `${MK}/financialManager/getUserActivityInfo`,
    fmDrawPrizeRecord: `${MK}/financialManager/drawPrizeRecord`,
    fmConverChance: `${MK}/financialManager/converChance`,
    taInitDrawChance: `${MK}/transferAccount/initTransferDrawChance`,
    taPrizeRecord: `${MK}/transferAccount/transferPrizeRecord`,
    taUserPrizeList: `${MK}/transferAccount/transferUserPrizeList`,
    taDrawChanceRecord: `${MK}/transferAccount/transferDrawChanceRecord`,
    taReceiveWaitDrawChance: `${MK}/transferAccount/receiveWaitDrawChance`,
  },
} as const

/**
 * The money-like actions (docs/money-actions.md "Which calls"): every write that spends, grants or records
 * a reward or an invitation. Every call to one of these paths is sent with an `Idempotency-Key` by the HTTP
 * layer, whatever its caller passes, and the list in the doc is this list (`request-ids.test.ts` checks
 * both).
 */
export const MONEY_ACTION_PATHS: readonly string[] = [
  endpoints.points.userIntegralTransfer,
  endpoints.points.drawPrizeNew,
  endpoints.points.alterOpenBoxState,
  endpoints.points.converIntegral,
  endpoints.points.saveWinPrizeInfo,
  endpoints.points.sign,
  endpoints.draws.walletDrawPrizeNew,
  endpoints.draws.carbonDrawPrizeNew,
  endpoints.draws.specialAwardPrize,
  endpoints.draws.fmConverChance,
  endpoints.draws.taReceiveWaitDrawChance,
  endpoints.quiz.claimCarbon,
  endpoints.mgm.exchangeCard,
  endpoints.mgm.changeWaitXyj,
  endpoints.talent.drawCredit,
  endpoints.talent.creditExchangeCard,
  // Saves that grant (marketing §4.6: waiting points, draw chances, chance records) or record an invitation
  // (marketing §2.2, §2.5, §2.6, §4.4; account-and-shared §4: the merchant binds).
  endpoints.quiz.saveMyTopic,
  endpoints.quiz.saveTransferTopic,
  endpoints.quiz.saveTransferWalletTopic,
  endpoints.mgm.saveNewMgmRecord,
  endpoints.mgm.replenishInvite,
  endpoints.referral.merchantInvite,
  endpoints.merchant.newMerchantInvite,
  endpoints.merchant.merchantInviteByPhone,
]

/** Whether a request path (without the API base) is a money-like action's. */
export const isMoneyAction = (url: string | undefined): boolean => !!url && MONEY_ACTION_PATHS.includes(url)

/** Every path, templates included, flattened: the mock backend and a test check that each one is served. */
export function allPaths(): string[] {
  const out: string[] = []
  for (const group of Object.values(endpoints)) out.push(...Object.values(group))
  return [...new Set(out)]
}

/**
 * The shape each path parameter must have (docs/api-contract.md "Paths with a parameter"). A value from a
 * link or an answer that is put into a path could otherwise steer the signed-in call elsewhere
 * (`../integral/…`): what does not match is refused before any request, and what matches is encoded.
 */
export const PATH_PARAM_SHAPES = {
  /** A record id: letters, digits, `_` and `-`. */
  id: /^[A-Za-z0-9_-]{1,64}$/,
  /** An epoch-milliseconds timestamp. */
  timestamp: /^\d{1,16}$/,
} as const satisfies Record<string, RegExp>

export type PathParam = keyof typeof PATH_PARAM_SHAPES

/** A value refused for a path parameter: no request is sent. */
export class BadPathParamError extends Error {
  // Assigned in the constructor, not a class field: a field needs a helper from the React file, and this module
  // is in the start-up entry, which must run before that file arrives (docs/decisions/027).
  declare readonly param: string
  constructor(param: string) {
    super(`Refused value for path parameter :${param}`)
    this.param = param
    this.name = 'BadPathParamError'
  }
}

/** Fills a path template's `:name` parameters, each checked against its shape and encoded. */
export function pathWith(template: string, values: Partial<Record<PathParam, string | number>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const shape = (PATH_PARAM_SHAPES as Record<string, RegExp>)[name]
    const value = String((values as Record<string, string | number | undefined>)[name] ?? '')
    if (!shape || !shape.test(value)) throw new BadPathParamError(name)
    return encodeURIComponent(value)
  })
}
