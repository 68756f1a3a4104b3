import type { PrizeRecord } from '@/api/mgm-prizes'
import type {
  CreditDrawResult,
  CreditExchangeResult,
  CreditRecord,
  TalentKnowledge,
  TalentPrize,
  TalentStationData,
} from '@/api/talent'
import type { MockUser, UserScenario } from './users'
import { buildPrizeRecord, cardViewTypeFor } from './marketing-cards'
import { avatarDataUrl, badgeDataUrl } from './marketing-images'
import { daysAgo, dateStr, dateTimeStr, now, refuse, weightedIndex } from './marketing-util'

/**
 * The talent station (marketing §2.9, §7.3). Rules as this mock applies them: 3 credit draws a day,
 * each worth 1, 2, 3, 5 or 8 credit (seeded by user, day and draw); prizes cost credit and have stock.
 */

export interface TalentAccount {
  credit: number
  totalCredit: number
  /** 'YYYY-MM-DD' of the draws counted in drawsUsed. */
  drawDay: string
  drawsUsed: number
  learned: string[]
  /** Newest first. */
  creditRecords: CreditRecord[]
  /** Newest first. */
  exchangeRecords: PrizeRecord[]
}

export interface TalentPrizeStock {
  id: string
  prizeName: string
  needCredit: number
  stock: number
}

export interface TalentDb {
  accounts: Record<string, TalentAccount>
  prizes: TalentPrizeStock[]
  nextNo: number
}

export const DAILY_CREDIT_DRAWS = 3
const DRAW_VALUES = [1, 2, 3, 5, 8] as const
const DRAW_WEIGHTS = [30, 30, 20, 15, 5] as const

export const KNOWLEDGES: readonly Omit<TalentKnowledge, 'isLearned'>[] = [
  {
    id: 'kn-1',
    title: '什么是净值型理财产品？',
    content:
      '<p>净值型理财产品不承诺保本和固定收益，产品净值随所投资资产的市场价格波动，投资者按份额享有收益、承担风险。</p>',
    creditValue: 5,
  },
  {
    id: 'kn-2',
    title: '如何看懂风险等级？',
    content:
      '<p>理财产品风险等级一般分为PR1（谨慎型）至PR5（激进型）五级，投资者应购买与自身风险承受能力相匹配的产品。</p>',
    creditValue: 5,
  },
  {
    id: 'kn-3',
    title: '认识业绩比较基准',
    content:
      '<p>业绩比较基准是管理人设定的投资目标参考，不是预期收益率，不代表产品的未来表现和实际收益。</p>',
    creditValue: 5,
  },
  {
    id: 'kn-4',
    title: '资产配置的“四笔钱”',
    content: '<p>家庭资产可分为要花的钱、保命的钱、生钱的钱和保本升值的钱，按期限和风险分别配置。</p>',
    creditValue: 10,
  },
]

const emptyAccount = (): TalentAccount => ({
  credit: 0,
  totalCredit: 0,
  drawDay: '',
  drawsUsed: 0,
  learned: [],
  creditRecords: [],
  exchangeRecords: [],
})

export function talentOf(t: TalentDb, openid: string): TalentAccount {
  t.accounts[openid] ??= emptyAccount()
  const a = t.accounts[openid]
  const today = dateStr(now())
  if (a.drawDay !== today) {
    a.drawDay = today
    a.drawsUsed = 0
  }
  return a
}

function book(
  t: TalentDb,
  a: TalentAccount,
  creditValue: number,
  creditName: string,
  at: Date = now(),
): void {
  a.credit += creditValue
  if (creditValue > 0) a.totalCredit += creditValue
  a.creditRecords.unshift({
    id: `TC${String(t.nextNo++).padStart(6, '0')}`,
    creditName,
    creditValue,
    createTime: dateTimeStr(at),
  })
}

export function seedTalent(users: Record<UserScenario, MockUser>): TalentDb {
  const t: TalentDb = {
    accounts: {},
    prizes: [
      { id: 'tp-hf5', prizeName: '5元话费券', needCredit: 50, stock: 100 },
      { id: 'tp-jd10', prizeName: '10元京东E卡', needCredit: 100, stock: 50 },
      { id: 'tp-vip', prizeName: '视频会员月卡', needCredit: 150, stock: 0 },
      { id: 'tp-jd20', prizeName: '20元京东E卡', needCredit: 200, stock: 30 },
    ],
    nextNo: 1,
  }
  const me = users.opened.openid
  const a = talentOf(t, me)
  const history: ReadonlyArray<[number, number, string]> = [
    [15, 60, '邀请好友参赛'],
    [12, 8, '抽取学分'],
    [9, 50, '完成理财知识学习'],
    [7, -50, '兑换5元话费券'],
    [4, 30, '答题挑战'],
    [2, 22, '抽取学分'],
  ]
  for (const [days, value, name] of history) book(t, a, value, name, daysAgo(days, 11, 40))
  a.creditRecords.sort((x, y) => y.createTime.localeCompare(x.createTime))
  a.learned = ['kn-1', 'kn-2']
  a.exchangeRecords = [buildPrizeRecord('5元话费券', 3, `${me}:talent:1`, daysAgo(7, 11, 41))]
  return t
}

export function stationData(
  t: TalentDb,
  user: Pick<MockUser, 'openid' | 'nickname' | 'headimgurl' | 'isPhoneBinding'>,
): TalentStationData {
  const a = talentOf(t, user.openid)
  return {
    nickname: user.nickname,
    // WeChat answers a head picture for every visitor; the mock users carry none, so one is drawn.
    headimgurl: user.headimgurl || avatarDataUrl(user.nickname),
    userCredit: a.credit,
    totalCredit: a.totalCredit,
    drawCreditNum: DAILY_CREDIT_DRAWS - a.drawsUsed,
    knowledgeNum: KNOWLEDGES.length,
    learnedNum: a.learned.length,
    isBind: user.isPhoneBinding,
  }
}

export const knowledges = (t: TalentDb, openid: string): TalentKnowledge[] => {
  const a = talentOf(t, openid)
  return KNOWLEDGES.map((k) => ({ ...k, isLearned: a.learned.includes(k.id) ? '1' : '0' }))
}

export function drawCredit(t: TalentDb, openid: string): CreditDrawResult {
  const a = talentOf(t, openid)
  if (a.drawsUsed >= DAILY_CREDIT_DRAWS) refuse('1111', '今日抽取次数已用完，明天再来吧')
  a.drawsUsed += 1
  const credit = DRAW_VALUES[weightedIndex(DRAW_WEIGHTS, `${openid}:${a.drawDay}:${a.drawsUsed}`)]
  book(t, a, credit, '抽取学分')
  return { credit, userCredit: a.credit, drawCreditNum: DAILY_CREDIT_DRAWS - a.drawsUsed }
}

export function talentPrizes(t: TalentDb, openid: string): TalentPrize[] {
  const a = talentOf(t, openid)
  return t.prizes.map((p) => ({
    id: p.id,
    prizeName: p.prizeName,
    prizeImg: badgeDataUrl(p.prizeName),
    needCredit: p.needCredit,
    stock: p.stock,
    isEnough: p.stock <= 0 ? 2 : a.credit >= p.needCredit ? 1 : 0,
  }))
}

export function exchangeCredit(t: TalentDb, openid: string, prizeId: string): CreditExchangeResult {
  const a = talentOf(t, openid)
  const prize = t.prizes.find((p) => p.id === prizeId)
  if (!prize) refuse('4444', '奖品不存在，请刷新后重试')
  if (prize.stock <= 0) refuse('1111', '您来晚了，奖品已兑完')
  if (a.credit < prize.needCredit) refuse('2222', '学分不足，快去赚学分吧')
  prize.stock -= 1
  book(t, a, -prize.needCredit, `兑换${prize.prizeName}`)
  const at = now()
  const n = a.exchangeRecords.length + 1
  a.exchangeRecords.unshift(
    buildPrizeRecord(prize.prizeName, cardViewTypeFor(n), `${openid}:talent:${n}`, at),
  )
  return {
    prizeName: prize.prizeName,
    userCredit: a.credit,
    exchange_time_content: `兑换时间：${dateTimeStr(at)}`,
  }
}
