import { callEnvelope, http, messageOf, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { ChanceInfo } from './draws'
import { ConvertIntegralResult } from './points'
import { code, flag, int, list, num, obj, oneOf, parse, text, type Out } from './schema'

/** Quiz calls (marketing §2.10, §3, §4.6, §7.5, §8). */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

export const QuizOption = obj({
  /** '1', '2', ... : the numbers answer_key and answer_correct use. */
  optionNo: code(),
  optionContent: text(),
})
export type QuizOption = Out<typeof QuizOption>

/** marketing §3: questionType 1 single, 2 multiple choice. */
export const QuizQuestion = obj({
  id: code(),
  name: text(),
  questionType: oneOf([1, 2] as const, 1),
  options: list(QuizOption),
  /** Shown after the answer is checked. */
  knowledgeContent: text(),
})
export type QuizQuestion = Out<typeof QuizQuestion>
export const QuizQuestions = list(QuizQuestion)

/** marketing §3: answer_correct holds the right option numbers, comma-separated. */
export const AnswerCheck = obj({
  answer_correct: code(),
  is_right: flag(),
})
export type AnswerCheck = Out<typeof AnswerCheck>

/** finished_type: -1 show nothing, 1 show the count of right answers, otherwise show the score (§3). */
export type FinishedType = -1 | 1 | 2

export const QuizResult = obj({
  /** null when not sent. */
  answerScore: num(),
  /** Right answers. */
  answerNum: int(),
  finished_answer_copy: text(),
  is_finished: flag(),
  /** Any other code shows the score (2). */
  finished_type: oneOf<FinishedType>([-1, 1, 2], 2),
  /** Ids of the rightly answered topics, comma-separated ('' when none). */
  rightTopicIds: text(),
  /** Default source: the waiting points record to claim ('' when none). */
  wait_integral_id: code(),
  /** Letter-box and carbon sources: chance records to redeem, comma-separated ('' when none). */
  chanceRecordIds: text(),
})
export type QuizResult = Out<typeof QuizResult>

/** The letter-box and carbon claim's `data`. */
export const CarbonClaimData = obj({ prizeName: text() })
export type CarbonClaimData = Out<typeof CarbonClaimData>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface TopicParams {
  event_id: string
  page_flag: string
  user_id: string
}

export interface TransferTopicParams extends TopicParams {
  wait_chance_num: number
}

export interface CarbonTopicParams {
  prize_type: string
  page_flag: string
  user_id: string
  recordId?: string
}

/** marketing §4.6: answers are comma-joined within a question and semicolon-joined across questions. */
export interface QuizSubmit {
  answer_keys: string
  topic_ids: string
  user_id: string
  page_flag: string
  event_id: string
  prize_type?: string
  record_ids?: string
}

export interface CarbonClaimRequest {
  pageFlag: string
  eventId: string
  prizeType: string
  userId: string
  chanceRecordIds: string
}

export interface CarbonClaimResult {
  /** The server's message, shown before going back (marketing §8). */
  message: string
  prizeName: string
}

/** Fixed page flags of the quiz sources (marketing §7.5, §7.7). */
export const QUIZ_PAGE_FLAGS = { default: 'xywx_dttj', study: 'xywx_tyjx' } as const

/** marketing §8: letter-box and carbon claim failure. */
export const CARBON_CLAIM_FAIL_CODE = '9999'

export const getMyTopic = (params: TopicParams, options?: CallOptions) =>
  http.get(QuizQuestions, endpoints.quiz.myTopic, params, options)

export const getTransferTopic = (params: TransferTopicParams, options?: CallOptions) =>
  http.get(QuizQuestions, endpoints.quiz.transferTopic, params, options)

export const getCarbonTopic = (params: CarbonTopicParams, options?: CallOptions) =>
  http.get(QuizQuestions, endpoints.quiz.carbonTopic, params, options)

export const getTransferWalletTopic = (params: TopicParams, options?: CallOptions) =>
  http.get(QuizQuestions, endpoints.quiz.transferWalletTopic, params, options)

/** Silent: the answer marks show in place (marketing §4.6). */
export const checkAnswer = (request: { answer_key: string; topic_id: string }, options?: CallOptions) =>
  http.post(AnswerCheck, endpoints.quiz.checkAnswer, request, { silent: true, ...options })

/**
 * The saves grant the finish's reward (waiting points, a draw chance, a chance record): money-like actions
 * (docs/money-actions.md), so a retry of the same answers after a lost answer gets the first result again.
 */
export const saveMyTopic = (request: QuizSubmit, options?: CallOptions) =>
  http.post(QuizResult, endpoints.quiz.saveMyTopic, request, moneyAction(options))

export const saveTransferTopic = (request: QuizSubmit, options?: CallOptions) =>
  http.post(QuizResult, endpoints.quiz.saveTransferTopic, request, moneyAction(options))

export const saveTransferWalletTopic = (request: QuizSubmit, options?: CallOptions) =>
  http.post(QuizResult, endpoints.quiz.saveTransferWalletTopic, request, moneyAction(options))

/** Study claim: a draw chance. */
export const claimStudy = (request: { user_id: string; page_id: string }, options?: CallOptions) =>
  http.post(ChanceInfo, endpoints.quiz.claimStudy, request, moneyAction(options))

/** Default claim: the waiting points. */
export const claimPoints = (
  request: { user_id: string; event_id: string; wait_integral_id: string },
  options?: CallOptions,
) => http.post(ConvertIntegralResult, endpoints.quiz.claimPoints, request, moneyAction(options))

/** Letter-box and carbon claim; rejects quietly with 9999 (the page shows the failure, marketing §8). */
export async function claimCarbon(
  request: CarbonClaimRequest,
  options?: CallOptions,
): Promise<CarbonClaimResult> {
  const envelope = await callEnvelope<unknown>(
    { method: 'POST', url: endpoints.quiz.claimCarbon, data: request },
    moneyAction({ ...options, quietCodes: [CARBON_CLAIM_FAIL_CODE, ...(options?.quietCodes ?? [])] }),
  )
  return { message: messageOf(envelope), prizeName: parse(CarbonClaimData, envelope.data).prizeName }
}
