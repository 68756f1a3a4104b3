/** Routes whose path is their name: `PATHS.bindUser` is `/bindUser`. */
const NAMED = [
  // account and binding
  'useragent',
  'bindUser',
  'bindUserPhoneRegister',
  'bindUserPhoneLogin',
  'exchangePhone',
  'unBindUser',
  'bindBusiness',
  'bindBusinessNew',
  'bindBusinessSuccess',
  'bindSuccess',
  'bindUserTip',
  'linkZxTip',
  'linkApp',
  'linkAppToZxTip',
  'bindUserWealth',
  'bindBusinessDownloadUnion',
  'bindBusinessOpenUnion',
  'bindUserMerchant',
  'verifyAccount',
  'verifyAccountDetail',
  'login',
  'userInfo',
  // documents
  'wxpdf',
  'privacyPopFrame',
  'privacypop',
  'privacywebview',
  // products
  'allProduct',
  'productMarketWeb',
  'productCalendar',
  'productMarketNew',
  'search1',
  'fourPage',
  'fundDetail',
  'fundDetailOpen',
  'fundDetailCurrency',
  'fundDocument',
  'historyNetWorth',
  'historySeven',
  'productMarket',
  'productMarketSearch',
  'productMarketDetail',
  'productMarketDetailWeb',
  // holdings
  'allChannelAssets',
  'allChannelAssetsFailTip',
  'assetsHold',
  'tradeHistory',
  'tradeDetail',
  // campaigns
  'activityProgress',
  'addMgmRecom',
  'fourPlusN',
  'wealthMgm',
  'invitationMgmFailTip',
  'mgmfour',
  'mgmfournew',
  'mgmInvited',
  'mgmInvitednew',
  'mgmInviteprogress',
  'mgmInviteprogressnew',
  'mgmfourQy',
  'mgmfourQynew',
  'mgmPrizeRecorder',
  'mgmfourWhitelist',
  'recommend',
  'recommendHh',
  'invitationMgm',
  'invitationMgm2',
  'invitationMgmHh',
  'invitationedMgmHh',
  // points
  'pointsMall',
  'pointsMallLocal',
  'pointsHome',
  'pointsHomeNew',
  'pointsHomeOld',
  'pointsHomeOldLocal',
  'pointsHomeLocal',
  'pointsHomeNewSearch',
  'pointsHomeNewVedio',
  'pointsHomeAlert',
  'pointsHomeRules',
  'pointsHomeRulesNew',
  'pointsDetails',
  'pointsDetailsInfo',
  'pointsHistory',
  'interestsDetails',
  'interestsDetailInfo',
  'pointsWait',
  // study and member
  'studyMoneyManage',
  'studyRule',
  'studyspecialprize',
  'memberAssetsLevel',
  'memberAssetsRule',
  'memberAssetsList',
  'memberAssetsJs',
  // other activities
  'getzfbticket',
  'getzfbticketResult',
  'transferspecialactivity',
  'transferspecialactivityRule',
  'transferspecialactivityPrize',
  'prizeActivity',
  'prizeActivityScore',
  'prizeActivityBox',
  'wwcClient',
  'talentCompetition',
  'talentCreditRecord',
  'talentPrizeList',
  'talentExchangePrize',
  'carddrawprize',
  'drawprize',
  'cardquestion',
  'cardquestionresult',
  'cardqy',
  'prizelist',
  'liveInterAction',
  'liveInterActionRule',
  'jxlearning',
  'jxlearningRule',
  'wealthfestival',
  'wealthprizelist',
  'wealthSquare',
  'uniondrawprize',
  'unionDrawPrizeRes',
  'answerQuestion',
  'answerResult',
  'springFestivalLantern',
  'yibaiRouteAlert',
  'bxunionmarket',
  'wealthReport',
  // errors and system
  'routerError',
  'mamain',
] as const

/** Routes whose path is not their name. */
const OTHER = {
  // products
  current: '/fourPage/current',
  starSelection: '/fourPage/starSelection',
  productDescription: '/ProductDescription',
  // product-section activity pages pushed by bind success (account-and-shared §2)
  aicode: '/product/aicode',
  xtsp: '/product/xtsp',
  xtspHb: '/product/xtsp_hb',
  productLiveInterAction: '/product/liveInterAction',
  tyac: '/product/tyac',
  cardprize: '/product/cardprize',
  wealthFestival: '/product/wealth-festival',
  jxlearn: '/product/jxlearn',
  goldProduct: '/product/gold',
  reportProduct: '/product/report',
  activityPage: '/product/activity',
  springGold: '/product/springGold',
} as const

type Named = (typeof NAMED)[number]

function named(): { readonly [K in Named]: `/${K}` } {
  const paths: Record<string, string> = {}
  for (const name of NAMED) paths[name] = `/${name}`
  return paths as { readonly [K in Named]: `/${K}` }
}

/**
 * Every route path, once (account-and-shared §2, catalogue §2.1, marketing §2.15 and the pushed
 * destinations). Code navigates with `PATHS.x` and `href(PATHS.x, query)`, never a retyped string.
 */
export const PATHS = { ...named(), ...OTHER }

export type PathKey = keyof typeof PATHS
export type AppPath = (typeof PATHS)[PathKey]

export type Query = Record<string, string | number | boolean | null | undefined>

/** `href(PATHS.bindUser, { isMgm: 17 })` → `/bindUser?isMgm=17` (empty values dropped). */
export function href(path: AppPath, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}
