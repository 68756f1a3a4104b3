import type { AuthCode, Flag } from '../../src/api/identity'
import { pictureUrl } from '../pictures'
import { MOCK_OFFICIAL_ORIGIN } from '../official'
import type { AgreementRecord, PrivacyAgreement, PrivacyPopupTexts } from '../../src/api/privacy'
import type {
  Banner,
  ConfigPicture,
  EventStat,
  ModuleFlagItem,
  PageConfig,
  ShareForwardRecord,
} from '../../src/api/config'
import type { FourPlusNRecord, MerchantInviteRequest } from '../../src/api/merchant'
import type { Channel } from '../../src/shared/lib/channel'

/**
 * Seed data for the account area (account-and-shared; marketing §2.13, §7.2, §7.7, §7.8) and the
 * records the account handlers keep, so tests can assert what was sent.
 *
 * Fixed answers of the mock backend (the QA panel shows them):
 * - graphic captcha: always MOCK_CAPTCHA (1234); SMS code: always MOCK_SMS_CODE (123456);
 * - AML_PHONE answers 9900 (anti-money-laundering) on bind, one-tap register and phone login;
 * - LIMITED_PHONE is a store-registered phone whose app login answers isLimit '1'.
 */

export const MOCK_CAPTCHA = '1234'
export const MOCK_SMS_CODE = '123456'
export const AML_PHONE = '13800009900'
export const LIMITED_PHONE = '13800001111'
/** Phones registered in the direct-sales store without a WeChat user: binding one makes the user app-bound. */
export const STORE_REGISTERED_PHONES = [LIMITED_PHONE, '13900002222', '18600003333'] as const

/** Same-origin mock documents (served by mocks/handlers/privacy.ts). */
export const mockDocUrl = (name: string) => `/__mock/doc/${name}`

/** Links into the app itself: same origin, hash route, so `location.href = jumpTarget` works everywhere. */
const route = (path: string) => `/#${path}`
/** The direct-sales site (dev official domain: links must be on it, account-and-shared §5). */
const ZX = MOCK_OFFICIAL_ORIGIN

/** FNV-1a (as in mocks/lib, which this seed cannot import: lib imports the db). */
function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#ff7a45', '#f5222d'],
  ['#4f8bff', '#1d39c4'],
  ['#ffc53d', '#fa8c16'],
  ['#36cfc9', '#08979c'],
  ['#b37feb', '#722ed1'],
  ['#ff85c0', '#c41d7f'],
]

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A picture as an inline SVG data URL: a gradient and a Chinese title, so the mock needs no external
 * image. The palette follows the title, so the same title always looks the same.
 */
export function svgPicture(title: string, width = 750, height = 300, subtitle = ''): string {
  const [from, to] = PALETTES[hashString(title) % PALETTES.length]
  const size = Math.round(Math.min(width / Math.max(title.length, 4), height / 3))
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" rx="16" fill="url(#g)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" opacity="0.12"/>`,
    `<text x="50%" y="${subtitle ? '45%' : '50%'}" font-family="PingFang SC, Microsoft YaHei, sans-serif" `,
    `font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle" dominant-baseline="middle">`,
    `${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="50%" y="70%" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="${Math.round(size / 2.2)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(subtitle)}</text>`
      : '',
    `</svg>`,
  ].join('')
  return pictureUrl(svg)
}

const picture = (
  title: string,
  describtion: string,
  jumpTarget = '',
  size: [number, number] = [750, 300],
) => ({
  pic: svgPicture(title, size[0], size[1], describtion.length <= 16 ? describtion : ''),
  title,
  jumpTarget,
  describtion,
  version: '1',
})

function seedConfigPictures(): Record<string, ConfigPicture[]> {
  return {
    xywx_logo: [picture('财富直销', '理财直销平台', '', [240, 80])],
    loginAgreeMent: [
      picture('《用户服务协议》', '用户服务协议', mockDocUrl('service')),
      picture('《隐私政策》', '隐私政策', mockDocUrl('privacy')),
      picture('《营销信息授权书》', '同意接收产品及活动信息', mockDocUrl('marketing')),
    ],
    xywx_bindbusiness_btnlink: [
      picture('下载APP', '下载APP领取专属权益', `${ZX}/download?from=wx`, [600, 120]),
      picture('前往直销商城', '立即开户', `${ZX}/#/openAccount`, [600, 120]),
    ],
    'share-bindBusiness': [picture('邀您一起开通直销账户', '绑定手机号即可领取专属权益', '', [500, 400])],
    ydHome_AlertBg: [picture('欢迎来到财富直销', '稳健理财 安心之选', '', [600, 800])],
    zxunion_Linkurl: [picture('直销商城登录', '登录后跳转直销商城', `${ZX}/#/login`, [600, 120])],
    h5_redian: [
      picture('热点资讯', '把握市场节奏', route('/fourPage/current')),
      picture('每周市场观察', '专业投研观点', ''),
    ],
    h5_current: [
      picture('活期理财', '灵活申赎 随取随用', route('/fourPage/current')),
      picture('现金管理', '闲钱打理好帮手', route('/productMarket')),
    ],
    h5_starSelection: [
      picture('星选好产品', '精选稳健理财', route('/fourPage/starSelection')),
      picture('固收精选', '业绩比较基准一览', route('/productMarket')),
    ],
    'share-info': [picture('好友邀你一起理财', '完成绑定开户首购，最高可得1000元奖学金', '', [500, 400])],
    xywx_sharecode_bg: [picture('扫码领取好友福利', '长按识别二维码', '', [750, 1334])],
    mgmfour_invite_download: [
      picture('下载APP查看奖励', '奖学金随时兑换', `${ZX}/download?from=mgm`, [600, 120]),
    ],
    mgm_first_alertbg: [picture('邀请好友 共享好礼', '好友完成任务双方均得奖学金', '', [600, 800])],
    mgmsc_qwc: [picture('添加专属理财顾问', '长按识别企业微信二维码', '', [500, 500])],
  }
}

const CHANNELS: readonly Channel[] = ['wx', 'app', 'h5']

function bannersFor(
  type: string,
  titles: ReadonlyArray<readonly [string, string]>,
): Record<Channel, Banner[]> {
  const out = {} as Record<Channel, Banner[]>
  CHANNELS.forEach((channel, ci) => {
    // The app channel gets one banner fewer, so a single banner (no indicators) is reachable too.
    const list = channel === 'app' ? titles.slice(0, 1) : titles
    out[channel] = list.map(([title, jumpTarget], i) => ({
      id: `${type}-${channel}-${i + 1}`,
      pic: svgPicture(title, 750, 300, ['微信专享', 'APP专享', '限时活动'][ci]),
      jumpTarget,
      title,
    }))
  })
  return out
}

function seedBanners(): Record<string, Record<Channel, Banner[]>> {
  return {
    pointsMall: bannersFor('pointsMall', [
      ['积分兑好礼', route('/pointsMall')],
      ['签到领积分', route('/pointsHome')],
      ['会员专属权益', ''],
    ]),
    mgm: bannersFor('mgm', [
      ['邀请好友赚奖学金', route('/mgmfournew')],
      ['好友首购双方得奖励', route('/mgmfour')],
    ]),
    interaction: bannersFor('interaction', [
      ['理财知识答题', route('/answerQuestion')],
      ['达人挑战赛', route('/talentCompetition')],
      ['直播互动有好礼', ''],
    ]),
    pointsMall_Carbon: bannersFor('pointsMall_Carbon', [
      ['低碳生活 积分有礼', route('/pointsMall')],
      ['碳账户答题', ''],
    ]),
  }
}

const MGM_RULE = [
  '<h3>活动规则</h3>',
  '<p>1. 活动时间以页面公示为准，活动结束后未使用的奖学金将自动失效。</p>',
  '<p>2. 邀请人通过活动页面分享专属链接或二维码，好友点击链接完成绑定、开户、首次购买并持有达标金额，双方均可获得奖学金。</p>',
  '<p>3. 好友首次购买任意理财产品，邀请人可得50个奖学金；好友持仓金额累计达到1万元（含），邀请人可再得100个奖学金；每成功邀请满5位好友，当次奖励翻倍。</p>',
  '<p>4. 被邀请好友首次购买可得5个奖学金，持仓达标可再得45个奖学金。</p>',
  '<p>5. 奖学金可兑换等值购物卡，5个奖学金可兑换5元购物卡，累计最高可兑换5000元。</p>',
  '<p>6. 奖励将在任务完成后最晚7个工作日内发放，如有疑问请致电客服热线950950。</p>',
  '<p>理财非存款，产品有风险，投资须谨慎。</p>',
].join('')

const MGM_INTRO = [
  '<p style="text-align:center"><strong>邀请好友 · 共赚奖学金</strong></p>',
  '<p>分享专属链接给好友，好友完成绑定、开户、首购与持仓任务，您最高可得<strong>1000元</strong>奖学金。</p>',
].join('')

/** The Sc (JD benefits) campaign's introduction: its own advertised maximum (account-and-shared §8). */
const MGM_INTRO_SC = [
  '<p style="text-align:center"><strong>好友同行 · 理财有礼</strong></p>',
  '<p>分享专属链接给好友，好友完成绑定、开户、首购与持仓任务，您最高可得<strong>5000元</strong>京东E卡。</p>',
].join('')

const VOYAGE_RULE = [
  '<h3>推荐有礼规则</h3>',
  '<p>1. 推荐好友通过您的专属链接绑定手机号并完成开户，即视为推荐成功。</p>',
  '<p>2. 每成功推荐1位好友可得100积分，积分可在积分商城兑换礼品。</p>',
  '<p>3. 同一好友仅可被推荐一次，以首次绑定记录为准。</p>',
].join('')

const POINTS_RULE = [
  '<h3>积分规则</h3>',
  '<p>1. 积分可通过签到、答题、参与活动等方式获得。</p>',
  '<p>2. 积分有效期为获得之日起至次年12月31日，过期自动清零。</p>',
  '<p>3. 积分可在积分商城兑换实物礼品、视频会员及购物卡等权益，兑换成功后不可撤销。</p>',
].join('')

function seedRichTexts(): Record<string, string> {
  return {
    mgmfour_rule: MGM_RULE,
    mgmfour_intro: MGM_INTRO,
    xyj_description:
      '<p>奖学金是邀请活动的专属奖励，50个奖学金可兑换50元购物卡，兑换后请在“兑奖记录”中查看卡密。</p>',
    pointsHome_rule: POINTS_RULE,
    pointsMall_rule: POINTS_RULE,
    talent_rule:
      '<h3>达人站规则</h3><p>1. 每日可领取学分一次，答对知识题可额外获得学分。</p><p>2. 学分可兑换购物卡，数量有限，先到先得。</p>',
    studyRule:
      '<h3>学理财规则</h3><p>1. 完成每日学习任务可获得抽奖机会。</p><p>2. 抽奖机会当日有效，奖品以实际发放为准。</p>',
    memberAssets_rule:
      '<h3>会员等级说明</h3><p>会员等级根据近三个月日均资产评定，每月初更新一次，不同等级享受不同专属权益。</p>',
    bindBusiness_rule:
      '<h3>活动说明</h3><p>1. 通过商户专属链接完成手机号绑定与开户，即可参与本活动。</p><p>2. 已是直销商城开户客户或已参加过同类活动的用户不可重复参与。</p>',
  }
}

const FALLBACK_RULES = [
  '<h3>活动说明</h3><p>1. 活动期间，符合条件的客户均可参与，每位客户限参与一次。</p><p>2. 奖品数量有限，先到先得，发完即止。</p><p>3. 如有疑问请致电客服热线950950。</p>',
  '<h3>活动说明</h3><p>1. 活动奖励将在参与后7个工作日内发放至“我的权益”。</p><p>2. 如发现作弊等违规行为，将取消参与资格。</p><p>3. 如有疑问请致电客服热线950950。</p>',
] as const

/**
 * The fallback rich text: any flag answers something readable, and never the flag itself (a config key is
 * not copy). The flag only picks one of the generic texts, so that pages still differ.
 */
export const richTextFallback = (flag: string) =>
  FALLBACK_RULES[hashString(flag) % FALLBACK_RULES.length] ?? ''

const moduleFlags = (group: string, titles: readonly string[]): ModuleFlagItem[] =>
  titles.map((title, i) => ({ id: `${group}_${i + 1}`, img_url: svgPicture(title, 330, 200) }))

interface PageSeed {
  eventId: string
  /** '2' rich-text rule, '1' image rule (marketing §3). */
  ruleType: '1' | '2'
  rule: string
  intro: string
  stopped?: boolean
  moduleName?: string
}

/** Builds a page config; also used for unknown flags, so every flag answers a usable page. */
export function buildPageConfig(seed: PageSeed): PageConfig {
  return {
    activityRule: {
      rule: seed.ruleType === '2' ? seed.rule : svgPicture('活动规则', 690, 1200, '详见活动页面公示'),
      ruleType: seed.ruleType,
    },
    richText: { content: seed.intro },
    moduleFlagList: {
      mgm_pt: moduleFlags('mgm_pt', ['50元购物卡', '100元购物卡', '200元购物卡']),
      mgm_ty: moduleFlags('mgm_ty', ['京东E卡50元', '京东E卡100元', '京东E卡500元']),
    },
    moduleList: [
      { id: seed.eventId, moduleName: seed.moduleName ?? '主活动' },
      { id: `${seed.eventId}-2`, moduleName: '兑换专区' },
    ],
    pageStopList: seed.stopped
      ? [
          {
            stopType: '1',
            stopContent:
              '<p style="text-align:center"><strong>活动已结束</strong></p><p>感谢您的关注，本活动已于近日结束，已获得的奖励可在兑奖记录中查看。</p>',
            stopJumpUrl: '',
          },
          {
            stopType: '2',
            stopContent: svgPicture('活动已结束', 690, 400, '点击查看更多精彩活动'),
            stopJumpUrl: route('/pointsHome'),
          },
        ]
      : [],
  }
}

/** Event ids (the first module's id) by page flag; the marketing mock keys its campaigns on these. */
export const PAGE_EVENT_IDS: Record<string, string> = {
  new_mgm_inviterSc: 'EV20250201',
  new_mgm_invitedSc: 'EV20250201',
  new_mgm_inviter: 'EV20250101',
  new_mgm_invited: 'EV20250101',
  xywx_dttj: 'EV20250301',
  xywx_tyjx: 'EV20250302',
  xywx_zzlqHome: 'EV20250303',
  xywx_nxxly: 'EV20250304',
  xywx_voyage_inviter: 'EV20250401',
  xywx_bindbusiness: 'EV20250501',
  springFestivalLantern: 'EV20250120',
  wwcClient: 'EV20250601',
  closed_demo: 'EV20240901',
}

/** The merchant-business page flag used by /bindBusiness and /bindBusinessNew in the mock. */
export const MERCHANT_PAGE_FLAG = 'xywx_bindbusiness'
/** A page flag whose activity is stopped (marketing §2.13). */
export const CLOSED_PAGE_FLAG = 'closed_demo'

function seedPageConfigs(): Record<string, PageConfig> {
  const ev = PAGE_EVENT_IDS
  return {
    new_mgm_inviterSc: buildPageConfig({
      eventId: ev.new_mgm_inviterSc,
      ruleType: '1',
      rule: '',
      intro: MGM_INTRO_SC,
    }),
    new_mgm_invitedSc: buildPageConfig({
      eventId: ev.new_mgm_invitedSc,
      ruleType: '2',
      rule: MGM_RULE,
      intro: '<p>好友邀请您一起赚奖学金，完成绑定开户首购即可领取奖励。</p>',
    }),
    new_mgm_inviter: buildPageConfig({
      eventId: ev.new_mgm_inviter,
      ruleType: '2',
      rule: MGM_RULE,
      intro: MGM_INTRO,
    }),
    new_mgm_invited: buildPageConfig({
      eventId: ev.new_mgm_invited,
      ruleType: '2',
      rule: MGM_RULE,
      intro: '<p>好友邀请您一起赚奖学金，完成任务双方均可获得奖学金。</p>',
    }),
    xywx_dttj: buildPageConfig({
      eventId: ev.xywx_dttj,
      ruleType: '2',
      rule: '<h3>答题挑战规则</h3><p>每日可答题一次，答对全部题目可获得抽奖机会。</p>',
      intro: '<p>答题赢好礼，理财知识轻松学。</p>',
    }),
    xywx_tyjx: buildPageConfig({
      eventId: ev.xywx_tyjx,
      ruleType: '2',
      rule: '<h3>体验金规则</h3><p>体验金仅用于体验理财收益，到期后收益以积分形式发放。</p>',
      intro: '<p>新人体验金，收益看得见。</p>',
    }),
    xywx_zzlqHome: buildPageConfig({
      eventId: ev.xywx_zzlqHome,
      ruleType: '2',
      rule: '<h3>专享礼遇规则</h3><p>每月可领取一次月度礼包，特别礼包数量有限，领完即止。</p>',
      intro: '<p>月度礼、特别礼，专属福利等您领取。</p>',
    }),
    xywx_nxxly: buildPageConfig({
      eventId: ev.xywx_nxxly,
      ruleType: '1',
      rule: '',
      intro: '<p>年度心愿礼，完成任务解锁专属好礼。</p>',
    }),
    xywx_voyage_inviter: buildPageConfig({
      eventId: ev.xywx_voyage_inviter,
      ruleType: '2',
      rule: VOYAGE_RULE,
      intro: '<p>推荐好友开户，积分奖励拿不停。</p>',
    }),
    [MERCHANT_PAGE_FLAG]: buildPageConfig({
      eventId: ev.xywx_bindbusiness,
      ruleType: '2',
      rule: seedRichTexts().bindBusiness_rule,
      intro: '<p>商户专属福利：绑定手机号并开户，即可领取专属权益。</p>',
      moduleName: '商户绑定',
    }),
    springFestivalLantern: buildPageConfig({
      eventId: ev.springFestivalLantern,
      ruleType: '2',
      rule: '<h3>元宵猜灯谜规则</h3><p>活动期间每日可猜灯谜三次，猜中即可获得抽奖机会，邀请好友可额外获得机会。</p>',
      intro: '<p>闹元宵、猜灯谜、赢好礼。</p>',
    }),
    wwcClient: buildPageConfig({
      eventId: ev.wwcClient,
      ruleType: '2',
      rule: '<h3>客户专享活动规则</h3><p>活动仅限受邀客户参与，奖励以实际发放为准。</p>',
      intro: '<p>专属客户活动，精彩好礼等您来拿。</p>',
    }),
    [CLOSED_PAGE_FLAG]: buildPageConfig({
      eventId: ev.closed_demo,
      ruleType: '2',
      rule: MGM_RULE,
      intro: MGM_INTRO,
      stopped: true,
    }),
  }
}

/** The generic page for any flag not seeded. */
export const fallbackPageConfig = (flag: string): PageConfig =>
  buildPageConfig({
    eventId: `EV${String(hashString(flag) % 100000000).padStart(8, '0')}`,
    ruleType: '2',
    rule: richTextFallback(flag),
    intro: '<p>精彩活动进行中，快来参与吧。</p>',
  })

function seedPrivacyAgreement(): PrivacyAgreement {
  return {
    title: '隐私政策',
    url: mockDocUrl('privacy'),
    protocolId: 'PP-2025-032',
    agreementType: '1',
    version: '3.2',
    isNewBeta: '0',
    isiframe: '0',
    privacyPop: '1',
    potocolName: '用户服务协议',
    potocolUrl: mockDocUrl('service'),
  }
}

function seedPrivacyTexts(): PrivacyPopupTexts {
  return {
    popUpContent1:
      '感谢您信任并使用我们的服务。我们依据相关法律法规制定了《隐私政策》，请您在使用前仔细阅读并充分理解相关条款。',
    popUpContent2:
      '为向您提供理财产品查询、购买及账户管理等服务，我们会在您授权后收集您的手机号、身份信息及设备信息，并严格保护您的个人信息安全。',
    popUpContent3:
      '未经您的同意，我们不会向第三方共享、转让您的个人信息，法律法规另有规定的除外。您可以随时查询、更正或删除您的个人信息。',
    popUpContent4: '请您勾选以下全部选项并点击“同意”，开始使用我们的服务。',
    wxDisagreePopUpContent: '若您不同意本隐私政策，将无法进入直销商城使用相关服务，您可以关闭页面退出。',
    notSelectedPopupContent: '请先阅读并勾选全部协议',
    privateContentNotReadedButton: '查看隐私政策',
    privateContentReadedButton: '同意',
  }
}

export interface MerchantInviteLog extends MerchantInviteRequest {
  via: 'newMerchantInvite' | 'merchantInviteByPhone'
  code: string
}

export interface AccountDb {
  privacyAgreement: PrivacyAgreement
  privacyTexts: PrivacyPopupTexts
  configPictures: Record<string, ConfigPicture[]>
  banners: Record<string, Record<Channel, Banner[]>>
  richTexts: Record<string, string>
  pageConfigs: Record<string, PageConfig>
  /** Phones registered in the direct-sales store that no WeChat user holds yet. */
  storeRegisteredPhones: string[]
  /** Captchas issued: checkKey → phone. */
  captchas: Record<string, string>
  smsSent: Array<{ phone: string; checkKey: string }>
  /** Marketing consent (authCode) given at one-click registration, by openid. */
  marketingConsent: Record<string, AuthCode>
  agreementRecords: AgreementRecord[]
  /** Third-party jump state by `${openId}|${pageFlag}`. */
  jumpStatus: Record<string, Flag>
  eventStats: EventStat[]
  shareForwards: ShareForwardRecord[]
  merchantInvites: MerchantInviteLog[]
  fourPlusNRecords: FourPlusNRecord[]
}

export function seedAccount(): AccountDb {
  return {
    privacyAgreement: seedPrivacyAgreement(),
    privacyTexts: seedPrivacyTexts(),
    configPictures: seedConfigPictures(),
    banners: seedBanners(),
    richTexts: seedRichTexts(),
    pageConfigs: seedPageConfigs(),
    storeRegisteredPhones: [...STORE_REGISTERED_PHONES],
    captchas: {},
    smsSent: [],
    marketingConsent: {},
    agreementRecords: [],
    jumpStatus: {},
    eventStats: [],
    shareForwards: [],
    merchantInvites: [],
    fourPlusNRecords: [],
  }
}
