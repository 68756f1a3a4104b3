import { QUIZ_PAGE_FLAGS, type QuizResult } from '@/api/quiz'
import { TRANSFER_POOL_FLAG } from '@/api/transfer-pool'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/**
 * The quiz's tables (marketing §4.6, §5, §7.5, §8, §9) as pure functions.
 *
 * Entry query (documented in docs/features/quiz.md): `source` picks the quiz —
 * absent/unknown → default (page flag xywx_dttj), `study` (xywx_tyjx), `transfer` (transfer-special),
 * `wallet` (transfer wallet: the transfer-special family on the wallet calls), `letter` (letter-box),
 * `carbon` (carbon-account). Plus `eventId`, and where the source needs them `pageFlag`, `prizeType`,
 * `recordId`, `waitChanceNum`.
 */
export type QuizSource = 'default' | 'study' | 'transfer' | 'wallet' | 'letter' | 'carbon'

const SOURCES: readonly QuizSource[] = ['default', 'study', 'transfer', 'wallet', 'letter', 'carbon']

type QueryLike = URLSearchParams | Record<string, string | null | undefined>

const read = (query: QueryLike, key: string): string => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key]
  const text = (value ?? '').trim()
  return text === 'null' || text === 'undefined' ? '' : text
}

export function quizSource(query: QueryLike): QuizSource {
  const value = read(query, 'source').toLowerCase()
  return (SOURCES as readonly string[]).includes(value) ? (value as QuizSource) : 'default'
}

/** Page flags when the link carries none (the fixed ones of §7.5 / §7.7; the others are the app's). */
export const DEFAULT_PAGE_FLAG: Record<QuizSource, string> = {
  default: QUIZ_PAGE_FLAGS.default,
  study: QUIZ_PAGE_FLAGS.study,
  transfer: TRANSFER_POOL_FLAG, // the transfer pool's flag (src/api/transfer-pool.ts)
  wallet: 'xywx_transferWallet',
  letter: 'xywx_letterBox',
  carbon: 'xywx_carbonAccount',
}

/** Everything the quiz pages read from the link. */
export interface QuizParams {
  source: QuizSource
  eventId: string
  pageFlag: string
  prizeType: string
  recordId: string
  waitChanceNum: number
}

export function quizParams(query: QueryLike): QuizParams {
  const source = quizSource(query)
  // §7.5: default and study always send their fixed page flags.
  const fixed = source === 'default' || source === 'study'
  const wait = Number(read(query, 'waitChanceNum'))
  return {
    source,
    eventId: read(query, 'eventId'),
    pageFlag: fixed ? DEFAULT_PAGE_FLAG[source] : read(query, 'pageFlag') || DEFAULT_PAGE_FLAG[source],
    prizeType: read(query, 'prizeType'),
    recordId: read(query, 'recordId'),
    waitChanceNum: Number.isFinite(wait) && wait > 0 ? Math.floor(wait) : 0,
  }
}

/** The query that reopens the same quiz (retry, result page). */
export function quizQuery(params: QuizParams): Record<string, string | number> {
  return {
    source: params.source === 'default' ? '' : params.source,
    eventId: params.eventId,
    pageFlag: params.source === 'default' || params.source === 'study' ? '' : params.pageFlag,
    prizeType: params.prizeType,
    recordId: params.recordId,
    waitChanceNum: params.waitChanceNum || '',
  }
}

/** marketing §4.6: bound user required (else bind); eventId required unless letter-box (else 非法进入). */
export type EntryDecision = 'ok' | 'bind' | 'illegal'

export function entryAllowed({
  bound,
  eventId,
  source,
}: {
  bound: boolean
  eventId: string | null | undefined
  source: QuizSource
}): EntryDecision {
  if (!bound) return 'bind'
  if (!eventId && source !== 'letter') return 'illegal'
  return 'ok'
}

const isCarbonFamily = (source: QuizSource) => source === 'letter' || source === 'carbon'
const isTransferFamily = (source: QuizSource) => source === 'transfer' || source === 'wallet'

export interface QuizIds {
  eventId: string
  pageFlag: string
  userId: string
  prizeType: string
  recordId: string
  waitChanceNum: number
}

/** marketing §7.5: which question call and what it carries, by source. */
export type QuestionPayload =
  | { call: 'my'; params: { event_id: string; page_flag: string; user_id: string } }
  | {
      call: 'transfer'
      params: { event_id: string; page_flag: string; user_id: string; wait_chance_num: number }
    }
  | { call: 'wallet'; params: { event_id: string; page_flag: string; user_id: string } }
  | {
      call: 'carbon'
      params: { prize_type: string; page_flag: string; user_id: string; recordId?: string }
    }

export function questionPayload(source: QuizSource, ids: QuizIds): QuestionPayload {
  const base = { event_id: ids.eventId, page_flag: ids.pageFlag, user_id: ids.userId }
  if (isCarbonFamily(source)) {
    const params: { prize_type: string; page_flag: string; user_id: string; recordId?: string } = {
      prize_type: ids.prizeType,
      page_flag: ids.pageFlag,
      user_id: ids.userId,
    }
    if (ids.recordId) params.recordId = ids.recordId
    return { call: 'carbon', params }
  }
  if (source === 'transfer')
    return { call: 'transfer', params: { ...base, wait_chance_num: ids.waitChanceNum } }
  if (source === 'wallet') return { call: 'wallet', params: base }
  return { call: 'my', params: base }
}

/** Which save call the result goes to (saveMyTopic / saveTransferTopic / saveTransferWalletTopic). */
export function saveCall(source: QuizSource): 'my' | 'transfer' | 'wallet' {
  if (source === 'transfer') return 'transfer'
  if (source === 'wallet') return 'wallet'
  return 'my'
}

/** marketing §4.6: commas within a question, semicolons across questions. */
export function joinAnswers(answersPerQuestion: readonly (readonly string[])[]): string {
  return answersPerQuestion.map((answers) => sortOptions(answers).join(',')).join(';')
}

const sortOptions = (options: readonly string[]) =>
  [...options]
    .map((o) => o.trim())
    .filter(Boolean)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))

const splitOptions = (text: string) => sortOptions(text.split(','))

/** The picks are right when they are exactly the right option numbers (order and spacing aside). */
export function isCorrect(selected: readonly string[], answerCorrect: string): boolean {
  const right = splitOptions(answerCorrect)
  const picked = sortOptions(selected)
  return right.length > 0 && right.length === picked.length && right.every((r, i) => r === picked[i])
}

/** The mark one option shows after the check: right options ✓, wrongly picked ones ✗. */
export type OptionMark = 'right' | 'wrong' | 'none'

export function optionMark(optionNo: string, selected: readonly string[], answerCorrect: string): OptionMark {
  if (splitOptions(answerCorrect).includes(optionNo)) return 'right'
  return selected.includes(optionNo) ? 'wrong' : 'none'
}

/** marketing §5, §9: multiple choice needs at least 2 picks. */
export const MIN_MULTIPLE_PICKS = 2
/** marketing §9: the quiz moves on 2 s after the marks show (the next question's fade-in: quiz.module.css). */
export const ADVANCE_MS = 2000
/** marketing §8: after the carbon claim message the user goes back after 2 s. */
export const CLAIM_BACK_MS = 2000

/** marketing §5: the next button shows only with 2 or more picks (multiple choice). */
export const showNextButton = (questionType: number, picks: number) =>
  questionType === 2 && picks >= MIN_MULTIPLE_PICKS

/** The next button's verdict: a message to toast, or null to submit. */
export function nextProblem(picks: number): string | null {
  if (picks === 0) return '请选择题目答案'
  if (picks < MIN_MULTIPLE_PICKS) return '多选题，请至少选择2个选项'
  return null
}

/** marketing §4.6: the result screen's claim buttons. */
export type ResultButton = 'drawChance' | 'points' | 'redeem'

export function resultButtons(
  result: Pick<QuizResult, 'is_finished' | 'rightTopicIds'> | null | undefined,
  source: QuizSource,
): ResultButton[] {
  if (!result) return []
  // Letter-box and carbon redeem their chance records; they have no points or draw chances to claim.
  if (isCarbonFamily(source)) return result.rightTopicIds.trim() ? ['redeem'] : []
  if (result.is_finished !== '1') return []
  return isTransferFamily(source) || source === 'study' ? ['drawChance'] : ['points']
}

/** marketing §3: finished_type -1 shows nothing, 1 the count of right answers, otherwise the score. */
export type ResultHeadline = { kind: 'none' } | { kind: 'count' | 'score'; value: number }

export function resultHeadline(
  result: Pick<QuizResult, 'finished_type' | 'answerNum' | 'answerScore'> | null | undefined,
): ResultHeadline {
  if (!result || result.finished_type === -1) return { kind: 'none' }
  if (result.finished_type === 1) return { kind: 'count', value: result.answerNum }
  // A score the server did not send shows as 0.
  return { kind: 'score', value: result.answerScore ?? 0 }
}

/** What the result page needs to claim: the result plus the quiz's ids. */
export interface StoredResult {
  params: QuizParams
  result: QuizResult
  total: number
  /** The quiz page was reached from another page of the app (so going back two pages stays in it). */
  cameFromApp: boolean
  /**
   * What has been claimed of this result: kept with it in the session, so that back/forward (whose
   * history entry holds the result as it was before the claim) and a reload never offer it again.
   */
  claimed?: ResultButton[]
}

const CLAIMABLE: readonly ResultButton[] = ['drawChance', 'points', 'redeem']

/** The same quiz and the same result (whatever has been claimed of it). */
export function sameResult(a: StoredResult, b: StoredResult): boolean {
  return JSON.stringify([a.params, a.result, a.total]) === JSON.stringify([b.params, b.result, b.total])
}

/**
 * The result to show with what has been claimed of it: the one the history entry carries (else the
 * session's), with the claims the session keeps for that same result.
 */
export function resultToShow(
  fromHistory: StoredResult | null,
  fromSession: StoredResult | null,
): StoredResult | null {
  const shown = fromHistory ?? fromSession
  if (!shown) return null
  const kept = fromSession && sameResult(shown, fromSession) ? fromSession.claimed : shown.claimed
  const claimed = Array.isArray(kept) ? kept.filter((b) => CLAIMABLE.includes(b)) : []
  return { ...shown, claimed }
}

/** §8: after a successful carbon claim go back two pages when there are two pages to go back to. */
export const claimBackTarget = (cameFromApp: boolean): 'back2' | 'fallback' =>
  cameFromApp ? 'back2' : 'fallback'

/**
 * §8: "or to the letter-box or carbon-wallet page" when there is nothing to go back to. The claim turns
 * the quiz's chance records into chances of the card / carbon pool, which /carddrawprize draws: the page
 * of both sources.
 */
export const CARBON_CLAIM_FALLBACK: AppPath = PATHS.carddrawprize

/** Where a claimed draw chance is drawn: the study pool's draw, or the transfer pool's (§4.6, §7.5). */
export function drawPathAfterClaim(source: QuizSource): AppPath | null {
  if (source === 'study') return PATHS.studyspecialprize
  if (isTransferFamily(source)) return PATHS.uniondrawprize
  return null
}
