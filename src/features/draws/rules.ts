import type { ChanceInfo, DrawPrizeType, DrawRecord } from '@/api/draws'
import { DrawResult } from '@/api/draws'
import { DRAW_POOL_FLAGS, type DrawPool } from '@/api/draw-pools'
import { ApiError } from '@/api/http'
import { parse } from '@/api/schema'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS, type AppPath, type Query } from '@/shared/lib/paths'
import { PRIZES_GONE_TEXT } from '@/shared/lib/texts'
import { NETWORK_ERROR_TEXT } from '@/shared/lib/toast'
import { validatePhone } from '@/shared/lib/validate'

/**
 * The draw pools and their pages (marketing §2.10, §7.4; pools in src/api/draws.ts). Every page of a
 * pool (its draw, its records on /prizelist, its rights on /cardqy) carries the pool in the link
 * (`?pool=`), so records and rights are always the drawn pool's. A pool's reads (chances, records) are
 * queries: pool-queries.ts.
 */
export type { DrawPool }

export const DRAW_POOLS: readonly DrawPool[] = ['points', 'carbon', 'transfer', 'study']

export interface PoolSetup {
  pool: DrawPool
  title: string
  subtitle: string
  pageFlag: string
  /** The rich text (getRichTextByFlag) that holds the pool's draw rules. */
  ruleFlag: string
  /** The page that draws this pool. */
  drawPath: AppPath
  /** Waiting chances → chances, for the pools that have waiting chances. */
  /** Waiting chances can be turned into chances (the pool's calls: src/api/draw-pools.ts). */
  claims: boolean
}

const FLAGS = DRAW_POOL_FLAGS

export const POOL_SETUPS: Record<DrawPool, PoolSetup> = {
  points: {
    pool: 'points',
    title: '幸运抽奖',
    subtitle: '积分好礼 天天有惊喜',
    pageFlag: FLAGS.points,
    ruleFlag: `${FLAGS.points}_rule`,
    drawPath: PATHS.drawprize,
    claims: false,
  },
  carbon: {
    pool: 'carbon',
    title: '绿色权益抽奖',
    subtitle: '答题赢机会 低碳好礼等你拿',
    pageFlag: FLAGS.carbon,
    ruleFlag: `${FLAGS.carbon}_rule`,
    drawPath: PATHS.carddrawprize,
    claims: false,
  },
  transfer: {
    pool: 'transfer',
    title: '转账有礼抽奖',
    subtitle: '转账达标 赢京东E卡',
    pageFlag: FLAGS.transfer,
    ruleFlag: `${FLAGS.transfer}_rule`,
    drawPath: PATHS.uniondrawprize,
    claims: true,
  },
  study: {
    pool: 'study',
    title: '学习奖励抽奖',
    subtitle: '学理财 答题赢好礼',
    pageFlag: FLAGS.study,
    // The study activity's rule text (also the /studyRule page).
    ruleFlag: 'studyRule',
    drawPath: PATHS.studyspecialprize,
    claims: true,
  },
}

/** `?pool=` of a records or rights link; a link without one (older links) means the transfer pool. */
export function poolFrom(value: string | null | undefined): DrawPool {
  const v = (value ?? '').trim()
  return (DRAW_POOLS as readonly string[]).includes(v) ? (v as DrawPool) : 'transfer'
}

/** Which pool a draw page draws, by its path (/prizeActivityScore is the points draw of isMgm 5). */
export function poolForDrawPath(pathname: string): DrawPool {
  switch (pathname) {
    case PATHS.carddrawprize:
      return 'carbon'
    case PATHS.studyspecialprize:
      return 'study'
    case PATHS.uniondrawprize:
      return 'transfer'
    default:
      return 'points'
  }
}

/**
 * The activity homes of the pools that are earned by a quiz (marketing §2.15 "Study and member" and
 * "/transferspecialactivity family"; isMgm 36 and 15 continue there): /studyMoneyManage for the study
 * pool (§7.5 study source), /transferspecialactivity for the transfer pool (§7.5 transfer-special source).
 */
export interface PoolHome {
  pool: DrawPool
  quizSource: 'study' | 'transfer'
  tagline: string
  records: PageLink
  rulePath: AppPath
}

export const POOL_HOMES: Record<'study' | 'transfer', PoolHome> = {
  study: {
    pool: 'study',
    quizSource: 'study',
    tagline: '学习理财知识，完成答题即可获得抽奖机会',
    records: { path: PATHS.prizelist, query: { pool: 'study' } },
    rulePath: PATHS.studyRule,
  },
  transfer: {
    pool: 'transfer',
    quizSource: 'transfer',
    tagline: '转入达标得抽奖机会，答题再赢一次',
    records: { path: PATHS.transferspecialactivityPrize, query: {} },
    rulePath: PATHS.transferspecialactivityRule,
  },
}

/** /studyMoneyManage is the study home; the /transferspecialactivity family is the transfer home. */
export const poolHomeFor = (pathname: string): PoolHome =>
  pathname.toLowerCase().startsWith(PATHS.studyMoneyManage.toLowerCase())
    ? POOL_HOMES.study
    : POOL_HOMES.transfer

/**
 * The home's quiz: its source and the activity's event id (the page config's first module, marketing
 * §3); the transfer-special quiz also sends the waiting chances (§7.5 wait_chance_num). No event id, no
 * quiz (it would only say 非法进入).
 */
export function quizLink(home: PoolHome, eventId: string, waiting: number): PageLink | null {
  if (!eventId.trim()) return null
  return {
    path: PATHS.answerQuestion,
    query: {
      source: home.quizSource,
      eventId: eventId.trim(),
      waitChanceNum: home.quizSource === 'transfer' && waiting > 0 ? waiting : undefined,
    },
  }
}

/** How long the box animates before the result shows (ms). */
export const DRAW_ANIMATION_MS = 800

export const NO_CHANCE_HINT = '抽奖机会已用完，完成活动任务可获得更多机会'

/** Chances left: 0 before they load and never negative. */
export const chanceCount = (info: Pick<ChanceInfo, 'chanceNum'> | null | undefined): number =>
  info && info.chanceNum > 0 ? info.chanceNum : 0

/** Waiting chances the pool can claim (0 for a pool without a claim). */
export const waitingCount = (
  setup: Pick<PoolSetup, 'claims'>,
  info: Pick<ChanceInfo, 'waitChanceNum'> | null | undefined,
): number => (setup.claims && info && info.waitChanceNum > 0 ? info.waitChanceNum : 0)

/** The draw button: disabled while drawing or with no chance left. */
export function drawButton(chances: number, drawing: boolean): { label: string; disabled: boolean } {
  if (drawing) return { label: '抽奖中…', disabled: true }
  if (chances <= 0) return { label: '暂无抽奖机会', disabled: true }
  return { label: '立即抽奖', disabled: false }
}

/** What the result says by prize type (0 nothing, 1 points, 2 e-card, 3 physical prize). */
export function resultCopy(result: Pick<DrawResult, 'isWin' | 'prizeType' | 'prizeName'>): {
  headline: string
  detail: string
} {
  if (result.isWin !== '1' || result.prizeType === 0)
    return { headline: '很遗憾，未中奖', detail: '好运正在路上，下次再来试试吧' }
  const name = result.prizeName.trim() || EMPTY_TEXT
  switch (result.prizeType) {
    case 1:
      return { headline: `恭喜获得${name}`, detail: '积分已发放至您的积分账户' }
    case 2:
      return { headline: `恭喜获得${name}`, detail: '卡券已发放，可在“我的权益”中查看' }
    case 3:
      return { headline: `恭喜获得${name}`, detail: '请在“我的权益”中填写收货信息，完成兑换' }
    default:
      return { headline: `恭喜获得${name}`, detail: '奖品已发放' }
  }
}

/**
 * What /uniondrawprize hands its result page: the draw's answer, in route state, never in the address
 * (docs/features/talent-and-draws.md, "The union draw's result"). A link cannot name a prize.
 */
export interface UnionDrawState {
  drawResult: DrawResult
}

export const unionDrawState = (drawResult: DrawResult): UnionDrawState => ({ drawResult })

/** The draw's answer the result page was handed, or null (a link, a page opened by other means). */
export function readUnionDrawResult(state: unknown): DrawResult | null {
  if (typeof state !== 'object' || state === null) return null
  const { drawResult } = state as Partial<UnionDrawState>
  return typeof drawResult === 'object' && drawResult !== null ? parse(DrawResult, drawResult) : null
}

/** Won prizes that are rights (shown on /cardqy): e-cards and physical prizes. Points go to the account. */
export const isRight = (prizeType: DrawPrizeType): boolean => prizeType === 2 || prizeType === 3

/** The button a won right offers: see an e-card, exchange a physical prize. */
export const rightButtonLabel = (prizeType: DrawPrizeType): string =>
  prizeType === 3 ? '去兑换' : '查看权益'

export interface PageLink {
  path: AppPath
  query: Query
}

export const linkHref = (link: PageLink): string => href(link.path, link.query)

/** The pool's records. */
export const recordsLink = (pool: DrawPool): PageLink => ({ path: PATHS.prizelist, query: { pool } })

/** The pool's rights; with a record id, that record's right. */
export const rightsLink = (pool: DrawPool, recordId?: string): PageLink => ({
  path: PATHS.cardqy,
  query: { recordId: recordId || undefined, pool },
})

/** Where a record row leads: its right (e-cards and physical prizes), or nowhere (points). */
export const recordTarget = (
  pool: DrawPool,
  record: Pick<DrawRecord, 'prizeType' | 'recordId'>,
): PageLink | null =>
  isRight(record.prizeType) && record.recordId ? rightsLink(pool, record.recordId) : null

/** What a record row shows on its right: the exchange still to do, the card to see, or the status. */
export function recordTag(
  record: Pick<DrawRecord, 'prizeType' | 'needExchange' | 'status' | 'recordId'>,
): string {
  if (!isRight(record.prizeType) || !record.recordId) return show(record.status)
  if (record.needExchange === '1') return '去兑换 ›'
  return record.prizeType === 2 ? '查看卡券 ›' : `${show(record.status)} ›`
}

/** A text field as shown: `--` when empty. */
export const show = (v: string): string => (v.trim() ? v : EMPTY_TEXT)

/** The delivery details a physical prize is exchanged with (saveWinPrizeInfo). */
export interface DeliveryForm {
  receiverName: string
  receiverPhone: string
  receiverAddress: string
}

export const DELIVERY_TEXT = {
  nameRequired: '请输入收货人姓名',
  addressRequired: '请输入收货地址',
} as const

/** The first problem of the delivery form, in form order ('' when none); the phone by marketing §5. */
export function deliveryProblem(form: DeliveryForm): string {
  if (!form.receiverName.trim()) return DELIVERY_TEXT.nameRequired
  const phone = validatePhone(form.receiverPhone.trim())
  if (phone) return phone
  if (!form.receiverAddress.trim()) return DELIVERY_TEXT.addressRequired
  return ''
}

/** marketing §4.5, §8 "Exchange: 1111 means prizes gone. Other failures show the message." */
export const EXCHANGE_GONE_CODE = '1111'
export const EXCHANGE_FAILED_TEXT = '兑换失败，请稍后再试'

/**
 * What a refused 去兑换 shows in the form, and whether the right is read again: 1111 (the prize is gone)
 * changes the right's status, so it is reloaded; any other code shows the server's message (or a plain
 * failure when it sent none) and keeps the form as typed for another try.
 */
export function exchangeFailure(error: unknown): { text: string; reload: boolean } {
  if (!(error instanceof ApiError)) return { text: EXCHANGE_FAILED_TEXT, reload: false }
  if (error.kind === 'network') return { text: NETWORK_ERROR_TEXT, reload: false }
  if (error.code === EXCHANGE_GONE_CODE) return { text: PRIZES_GONE_TEXT, reload: true }
  return { text: error.message.trim() || EXCHANGE_FAILED_TEXT, reload: false }
}
