import type { HttpHandler } from 'msw'
import type { QuizSubmit } from '@/api/quiz'
import { endpoints } from '@/api/endpoints'
import { field, RawEnvelope, type MockContext } from '../lib'
import { db } from '../db'
import { route, userFrom } from '../db/marketing-kit'
import { checkAnswer, questionsFor, scoreQuiz, type QuizSource } from '../db/marketing-quiz'
import { claimCarbon, poolForPageFlag } from '../db/marketing-draws'

/**
 * Quizzes (marketing §4.6, §7.5; rules in mocks/db/marketing-quiz.ts). The claims of the default,
 * study and transfer-special sources share their paths with points and draws and are served there.
 */

/** The study source's page flag (marketing §7.5). */
const STUDY_PAGE_FLAG = 'xywx_tyjx'

/** getMyTopic / saveMyTopic serve the default, study and (with a prize_type) letter-box / carbon sources. */
function mySource(ctx: MockContext): QuizSource {
  const pageFlag = field(ctx, 'page_flag')
  if (field(ctx, 'prize_type') || poolForPageFlag(pageFlag) === 'carbon') return 'carbon'
  return pageFlag === STUDY_PAGE_FLAG ? 'study' : 'default'
}

const submitOf = (ctx: MockContext): QuizSubmit => ({
  answer_keys: field(ctx, 'answer_keys'),
  topic_ids: field(ctx, 'topic_ids'),
  user_id: field(ctx, 'user_id'),
  page_flag: field(ctx, 'page_flag'),
  event_id: field(ctx, 'event_id'),
  prize_type: field(ctx, 'prize_type'),
  record_ids: field(ctx, 'record_ids'),
})

const save = (source: (ctx: MockContext) => QuizSource) => (ctx: MockContext) =>
  scoreQuiz(db.marketing, userFrom(ctx, 'user_id').openid, source(ctx), submitOf(ctx))

export const quizHandlers: HttpHandler[] = [
  route.get(endpoints.quiz.myTopic, (ctx) => questionsFor(mySource(ctx))),
  route.get(endpoints.quiz.transferTopic, () => questionsFor('transfer')),
  route.get(endpoints.quiz.carbonTopic, () => questionsFor('carbon')),
  route.get(endpoints.quiz.transferWalletTopic, () => questionsFor('wallet')),
  route.post(endpoints.quiz.checkAnswer, (ctx) =>
    checkAnswer(field(ctx, 'topic_id'), field(ctx, 'answer_key')),
  ),
  route.post(endpoints.quiz.saveMyTopic, save(mySource)),
  route.post(
    endpoints.quiz.saveTransferTopic,
    save(() => 'transfer'),
  ),
  route.post(
    endpoints.quiz.saveTransferWalletTopic,
    save(() => 'wallet'),
  ),
  route.post(endpoints.quiz.claimCarbon, (ctx) => {
    const result = claimCarbon(
      db.marketing.draws,
      userFrom(ctx, 'userId').openid,
      field(ctx, 'chanceRecordIds'),
    )
    // marketing §8: the page shows this message, then goes back after 2 seconds.
    return new RawEnvelope({
      code: '0000',
      msg: `兑换成功，已获得${result.prizeName}`,
      data: { prizeName: result.prizeName },
    })
  }),
]
