import type {
  ChanceInfo,
  ChanceRecord,
  DrawPrize,
  DrawRecord,
  DrawResult,
  SpecialInvitePrize,
} from '@/api/draws'
import type { PrizeRecord } from '@/api/mgm-prizes'
import type { MockUser, UserScenario } from './users'
import { buildPrizeRecord, cardViewTypeFor } from './marketing-cards'
import { badgeDataUrl } from './marketing-images'
import { daysAgo, dateTimeStr, now, refuse, weightedIndex } from './marketing-util'

/**
 * Draw chances, draw records and won e-cards (marketing §2.10, §7.4). Chances live in pools (see
 * src/api/draws.ts); a draw spends one chance and picks a prize by weight with a seeded draw (the same
 * user's n-th draw of a pool always gives the same prize).
 */

export type Pool = 'points' | 'transfer' | 'carbon' | 'study'

export interface PoolState {
  chanceNum: number
  waitChanceNum: number
  /** Newest first. */
  chanceRecords: ChanceRecord[]
  /** Newest first. */
  drawRecords: DrawRecord[]
  draws: number
}

export interface WheelPrize extends DrawPrize {
  weight: number
  /** Points credited when prizeType is 1. */
  integral: number
}

/** A carbon / letter-box chance earned by answering the quiz; claimed once. */
export interface CarbonChance {
  id: string
  claimed: boolean
  createTime: string
}

export interface SpecialState {
  queries: number
  claimed: string[]
}

export interface DrawsDb {
  pools: Record<string, Record<Pool, PoolState>>
  /** Won e-cards by draw record id (userPrize/{id}). */
  userPrizes: Record<string, PrizeRecord>
  carbonChances: Record<string, CarbonChance[]>
  special: Record<string, SpecialState>
  nextNo: number
}

const prize = (
  id: string,
  prizeName: string,
  prizeType: 0 | 1 | 2 | 3,
  weight: number,
  integral = 0,
): WheelPrize => ({
  id,
  prizeName,
  prizeImg: badgeDataUrl(prizeName),
  prizeType,
  weight,
  integral,
})

export const WHEELS: Record<Pool, readonly WheelPrize[]> = {
  points: [
    prize('pt-10', '10积分', 1, 30, 10),
    prize('pt-50', '50积分', 1, 15, 50),
    prize('pt-jd5', '5元京东E卡', 2, 10),
    prize('pt-none', '谢谢参与', 0, 35),
    prize('pt-cup', '定制保温杯', 3, 5),
    prize('pt-100', '100积分', 1, 5, 100),
  ],
  transfer: [
    prize('tr-jd10', '10元京东E卡', 2, 20),
    prize('tr-jd50', '50元京东E卡', 2, 5),
    prize('tr-hf5', '5元话费券', 2, 25),
    prize('tr-20', '20积分', 1, 30, 20),
    prize('tr-none', '谢谢参与', 0, 20),
  ],
  carbon: [
    prize('cb-tree', '公益植树证书', 2, 30),
    prize('cb-bag', '环保帆布袋', 3, 20),
    prize('cb-30', '30积分', 1, 50, 30),
  ],
  study: [
    prize('st-book', '理财书籍一本', 3, 10),
    prize('st-vip', '视频会员月卡', 2, 20),
    prize('st-20', '20积分', 1, 40, 20),
    prize('st-none', '谢谢参与', 0, 30),
  ],
}

/** Special invite tiers (valid invited friends needed). */
export const SPECIAL_TIERS = [
  { id: 'sp-1', prizeName: '10元京东E卡', needNum: 1 },
  { id: 'sp-3', prizeName: '30元京东E卡', needNum: 3 },
  { id: 'sp-5', prizeName: '100元京东E卡', needNum: 5 },
] as const

/** Which pool a page flag draws from (getLuckDrawChance and the points draw). */
export function poolForPageFlag(pageFlag: string): Pool {
  const f = pageFlag.toLowerCase()
  if (f.includes('carbon') || f.includes('letter')) return 'carbon'
  if (f.includes('transfer') || f.includes('zzlq') || f.includes('wallet')) return 'transfer'
  if (f.includes('tyjx') || f.includes('study') || f.includes('financial')) return 'study'
  return 'points'
}

const emptyPool = (): PoolState => ({
  chanceNum: 0,
  waitChanceNum: 0,
  chanceRecords: [],
  drawRecords: [],
  draws: 0,
})

export function poolOf(d: DrawsDb, openid: string, pool: Pool): PoolState {
  d.pools[openid] ??= { points: emptyPool(), transfer: emptyPool(), carbon: emptyPool(), study: emptyPool() }
  return d.pools[openid][pool]
}

export const chanceInfo = (s: PoolState): ChanceInfo => ({
  chanceNum: s.chanceNum,
  waitChanceNum: s.waitChanceNum,
})

function logChance(d: DrawsDb, s: PoolState, chanceNum: number, source: string): void {
  s.chanceRecords.unshift({
    id: `CR${String(d.nextNo++).padStart(6, '0')}`,
    chanceNum,
    source,
    createTime: dateTimeStr(now()),
  })
}

export function addWaitChance(d: DrawsDb, openid: string, pool: Pool, n: number): void {
  poolOf(d, openid, pool).waitChanceNum += n
}

/** Waiting chances become chances (receiveWaitDrawChance, converChance). */
export function receiveWaitChances(d: DrawsDb, openid: string, pool: Pool, source: string): ChanceInfo {
  const s = poolOf(d, openid, pool)
  if (s.waitChanceNum <= 0) refuse('1111', '暂无可领取的抽奖机会')
  logChance(d, s, s.waitChanceNum, source)
  s.chanceNum += s.waitChanceNum
  s.waitChanceNum = 0
  return chanceInfo(s)
}

/**
 * One draw. `creditPoints` books a points prize in the points store; an e-card is kept for userPrize/{id}.
 */
export function drawFrom(
  d: DrawsDb,
  openid: string,
  pool: Pool,
  creditPoints: (value: number, name: string) => void,
): DrawResult {
  const s = poolOf(d, openid, pool)
  if (s.chanceNum <= 0) refuse('1111', '您的抽奖机会已用完')
  s.chanceNum -= 1
  s.draws += 1
  logChance(d, s, -1, '抽奖')
  const wheel = WHEELS[pool]
  const won =
    wheel[
      weightedIndex(
        wheel.map((p) => p.weight),
        `${openid}:${pool}:${s.draws}`,
      )
    ]
  const recordId = `DR${String(d.nextNo++).padStart(6, '0')}`
  const at = now()
  if (won.prizeType === 1) creditPoints(won.integral, `抽奖获得${won.prizeName}`)
  if (won.prizeType === 2) {
    d.userPrizes[recordId] = buildPrizeRecord(
      won.prizeName,
      cardViewTypeFor(s.draws),
      `${openid}:${recordId}`,
      at,
    )
  }
  if (won.prizeType !== 0) {
    s.drawRecords.unshift({
      recordId,
      prizeName: won.prizeName,
      prizeType: won.prizeType,
      drawTime: dateTimeStr(at),
      status: won.prizeType === 3 ? AWAITING_DELIVERY_INFO : '已发放',
      needExchange: won.prizeType === 3 ? '1' : '0',
    })
  }
  return {
    recordId,
    prizeId: won.id,
    prizeName: won.prizeName,
    prizeImg: won.prizeImg,
    prizeType: won.prizeType,
    isWin: won.prizeType === 0 ? '0' : '1',
    chanceNum: s.chanceNum,
  }
}

/** A physical prize's status until its delivery details are saved (saveWinPrizeInfo sets 待发货). */
export const AWAITING_DELIVERY_INFO = '待填写收货信息'

/**
 * A pool's records as served: a record needs exchanging while it is a physical prize still awaiting its
 * delivery details (the status is the truth: saveWinPrizeInfo, served by the points handlers, changes it).
 */
export const recordsOf = (d: DrawsDb, openid: string, pool: Pool): DrawRecord[] =>
  poolOf(d, openid, pool).drawRecords.map((r) => ({
    ...r,
    needExchange: r.prizeType === 3 && r.status === AWAITING_DELIVERY_INFO ? '1' : '0',
  }))

export const wheelOf = (pool: Pool): DrawPrize[] =>
  WHEELS[pool].map(({ id, prizeName, prizeImg, prizeType }) => ({ id, prizeName, prizeImg, prizeType }))

export function userPrize(d: DrawsDb, recordId: string): PrizeRecord {
  const card = d.userPrizes[recordId]
  if (!card) refuse('4444', '奖品不存在')
  return card
}

export function addCarbonChance(d: DrawsDb, openid: string): CarbonChance {
  const chance = {
    id: `CC${String(d.nextNo++).padStart(6, '0')}`,
    claimed: false,
    createTime: dateTimeStr(now()),
  }
  d.carbonChances[openid] ??= []
  d.carbonChances[openid].push(chance)
  return chance
}

/** drawCarbonPrize: redeems the listed unclaimed chances; 9999 when none is valid (marketing §8). */
export function claimCarbon(
  d: DrawsDb,
  openid: string,
  chanceRecordIds: string,
): { prizeName: string; count: number } {
  const ids = chanceRecordIds
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const open = (d.carbonChances[openid] ?? []).filter((c) => !c.claimed && ids.includes(c.id))
  if (!open.length) refuse('9999', '兑换失败，暂无可兑换的权益')
  for (const c of open) c.claimed = true
  const s = poolOf(d, openid, 'carbon')
  s.chanceNum += open.length
  logChance(d, s, open.length, '答题兑换')
  return { prizeName: `${open.length}次绿色抽奖机会`, count: open.length }
}

function specialOf(d: DrawsDb, openid: string): SpecialState {
  d.special[openid] ??= { queries: 0, claimed: [] }
  return d.special[openid]
}

export function recordSpecialQuery(d: DrawsDb, openid: string): void {
  specialOf(d, openid).queries += 1
}

export function specialPrizes(d: DrawsDb, openid: string, inviteNum: number): SpecialInvitePrize {
  const s = specialOf(d, openid)
  return {
    inviteNum,
    prizeList: SPECIAL_TIERS.map((t) => ({
      ...t,
      status: s.claimed.includes(t.id) ? 2 : inviteNum >= t.needNum ? 1 : 0,
    })),
  }
}

export function awardSpecial(
  d: DrawsDb,
  openid: string,
  tierId: string,
  inviteNum: number,
): { prizeName: string } {
  const tier = SPECIAL_TIERS.find((t) => t.id === tierId)
  if (!tier) refuse('4444', '奖励不存在')
  const s = specialOf(d, openid)
  if (s.claimed.includes(tier.id)) refuse('2222', '您已领取过该奖励')
  if (inviteNum < tier.needNum) refuse('1111', `邀请${tier.needNum}位好友即可领取`)
  s.claimed.push(tier.id)
  return { prizeName: tier.prizeName }
}

export function seedDraws(users: Record<UserScenario, MockUser>): DrawsDb {
  const d: DrawsDb = { pools: {}, userPrizes: {}, carbonChances: {}, special: {}, nextNo: 1 }
  const me = users.opened.openid
  const at = (days: number) => daysAgo(days, 16, 8)
  const no = () => `DR${String(d.nextNo++).padStart(6, '0')}`
  const transfer = poolOf(d, me, 'transfer')
  transfer.chanceNum = 1
  transfer.waitChanceNum = 2
  poolOf(d, me, 'study').waitChanceNum = 1
  const card = no()
  d.userPrizes[card] = buildPrizeRecord('10元京东E卡', 1, `${me}:${card}`, at(4))
  transfer.drawRecords.push(
    {
      recordId: card,
      prizeName: '10元京东E卡',
      prizeType: 2,
      drawTime: dateTimeStr(at(4)),
      status: '已发放',
      needExchange: '0',
    },
    {
      recordId: no(),
      prizeName: '20积分',
      prizeType: 1,
      drawTime: dateTimeStr(at(10)),
      status: '已发放',
      needExchange: '0',
    },
  )
  transfer.chanceRecords.push(
    {
      id: `CR${String(d.nextNo++).padStart(6, '0')}`,
      chanceNum: -1,
      source: '抽奖',
      createTime: dateTimeStr(at(4)),
    },
    {
      id: `CR${String(d.nextNo++).padStart(6, '0')}`,
      chanceNum: -1,
      source: '抽奖',
      createTime: dateTimeStr(at(10)),
    },
    {
      id: `CR${String(d.nextNo++).padStart(6, '0')}`,
      chanceNum: 3,
      source: '转账达标',
      createTime: dateTimeStr(at(12)),
    },
  )
  transfer.draws = 2
  const points = poolOf(d, me, 'points')
  points.chanceNum = 3
  // A long-standing player: with the seeded draw, the next three draws give 定制保温杯 (a physical prize to
  // exchange), 5元京东E卡 and 谢谢参与: the demo of a draw → its records → its rights → exchange.
  points.draws = 104
  const issued = (prizeName: string, days: number): DrawRecord => ({
    recordId: no(),
    prizeName,
    prizeType: 1,
    drawTime: dateTimeStr(at(days)),
    status: '已发放',
    needExchange: '0',
  })
  points.drawRecords.push(issued('100积分', 9), issued('10积分', 21))
  return d
}
