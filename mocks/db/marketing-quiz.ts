import type { AnswerCheck, FinishedType, QuizQuestion, QuizResult, QuizSubmit } from '@/api/quiz'
import { addCarbonChance, addWaitChance, type DrawsDb } from './marketing-draws'
import { addWaitPoints, type PointsDb } from './marketing-points'
import { findQuestion, publicQuestion, QUIZ_SETS, type QuizSource } from './marketing-quiz-bank'
import { refuse } from './marketing-util'

/**
 * Quiz scoring and rewards (marketing §3, §4.6, §7.5). Rules as this mock applies them: each right
 * answer is worth 100 / (number of questions); 3 or more right answers finish the quiz. The first
 * finish per user and source earns: default → 50 waiting points (claim with converIntegral), study →
 * a waiting study draw chance, transfer and transfer wallet → a waiting transfer draw chance,
 * letter-box / carbon → a carbon chance record to redeem (drawCarbonPrize).
 */

export const PASS_RIGHT_ANSWERS = 3
export const QUIZ_POINTS = 50

export interface QuizReward {
  waitIntegralId: string
  chanceRecordIds: string
}

/** Keyed `${openid}:${source}`: the reward of the first finish. */
export type QuizDb = Record<string, QuizReward>

export { type QuizSource }

const FINISHED_TYPE: Record<QuizSource, FinishedType> = {
  default: 1,
  study: 2,
  transfer: 1,
  wallet: 2,
  carbon: -1,
}

export const questionsFor = (source: QuizSource): QuizQuestion[] => QUIZ_SETS[source].map(publicQuestion)

/** Option numbers in any order and spacing compare equal. */
const normalise = (key: string) =>
  key
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort()
    .join(',')

export function checkAnswer(topicId: string, answerKey: string): AnswerCheck {
  const question = findQuestion(topicId)
  if (!question) refuse('4444', '题目不存在')
  return { answer_correct: question.answer, is_right: normalise(answerKey) === question.answer ? '1' : '0' }
}

function copyFor(source: QuizSource, right: number, score: number, finished: boolean): string {
  if (!finished)
    return `很遗憾，您答对了${right}题，答对${PASS_RIGHT_ANSWERS}题及以上即可完成挑战，再试一次吧`
  switch (source) {
    case 'default':
      return `恭喜您答对${right}题，获得${QUIZ_POINTS}积分，快去领取吧`
    case 'study':
      return `恭喜您获得${score}分，完成理财知识学习，获得1次抽奖机会`
    case 'transfer':
    case 'wallet':
      return `恭喜您答对${right}题，获得1次抽奖机会`
    case 'carbon':
      return `恭喜您答对${right}题，可兑换绿色权益`
  }
}

function reward(
  stores: { quiz: QuizDb; points: PointsDb; draws: DrawsDb },
  openid: string,
  source: QuizSource,
  eventId: string,
): QuizReward {
  const key = `${openid}:${source}`
  const earlier = stores.quiz[key]
  if (earlier) return earlier
  const given: QuizReward = { waitIntegralId: '', chanceRecordIds: '' }
  if (source === 'default')
    given.waitIntegralId = addWaitPoints(stores.points, openid, QUIZ_POINTS, '理财知识答题奖励', eventId).id
  if (source === 'study') addWaitChance(stores.draws, openid, 'study', 1)
  if (source === 'transfer' || source === 'wallet') addWaitChance(stores.draws, openid, 'transfer', 1)
  if (source === 'carbon') given.chanceRecordIds = addCarbonChance(stores.draws, openid).id
  stores.quiz[key] = given
  return given
}

/** marketing §4.6: answers are comma-joined within a question and semicolon-joined across questions. */
export function scoreQuiz(
  stores: { quiz: QuizDb; points: PointsDb; draws: DrawsDb },
  openid: string,
  source: QuizSource,
  submit: QuizSubmit,
): QuizResult {
  const topicIds = submit.topic_ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!topicIds.length) refuse('4444', '请先完成答题')
  const answers = submit.answer_keys.split(';')
  const right = topicIds.filter((id, i) => {
    const question = findQuestion(id)
    return !!question && normalise(answers[i] ?? '') === question.answer
  })
  const score = Math.round((100 * right.length) / topicIds.length)
  const finished = right.length >= PASS_RIGHT_ANSWERS
  const given = finished
    ? reward(stores, openid, source, submit.event_id)
    : { waitIntegralId: '', chanceRecordIds: '' }
  return {
    answerScore: score,
    answerNum: right.length,
    finished_answer_copy: copyFor(source, right.length, score, finished),
    is_finished: finished ? '1' : '0',
    finished_type: FINISHED_TYPE[source],
    rightTopicIds: right.join(','),
    wait_integral_id: given.waitIntegralId,
    chanceRecordIds: given.chanceRecordIds,
  }
}
