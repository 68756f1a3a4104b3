import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import { getLuckDrawChance, receiveWaitDrawChance } from './draws'
import { getPointsInfo } from './points'
import {
  checkAnswer,
  claimCarbon,
  claimPoints,
  claimStudy,
  getCarbonTopic,
  getMyTopic,
  getTransferTopic,
  saveMyTopic,
  saveTransferTopic,
  type QuizQuestion,
} from './quiz'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

const user_id = () => db.users.boundNotOpened.openid
const topic = (page_flag: string) => ({ event_id: 'EV-Q', page_flag, user_id: user_id() })

/** Answers every question through getAnswer, right or (for the first `wrong`) wrong. */
async function answerAll(questions: QuizQuestion[], wrong = 0) {
  const keys: string[] = []
  for (const [i, q] of questions.entries()) {
    const { answer_correct } = await checkAnswer({ answer_key: '1', topic_id: q.id })
    const wrongKey = q.options.map((o) => o.optionNo).find((n) => n !== answer_correct) ?? '1'
    keys.push(i < wrong ? wrongKey : answer_correct)
  }
  return { answer_keys: keys.join(';'), topic_ids: questions.map((q) => q.id).join(',') }
}

describe('quiz api', () => {
  it('serves five questions per source, single and multiple choice, in Chinese', async () => {
    const sets = [
      await getMyTopic(topic('xywx_dttj')),
      await getMyTopic(topic('xywx_tyjx')),
      await getTransferTopic({ ...topic('xywx_zzlqHome'), wait_chance_num: 1 }),
      await getCarbonTopic({ prize_type: '1', page_flag: 'xywx_carbon', user_id: user_id() }),
    ]
    expect(new Set(sets.map((s) => s[0].id)).size).toBe(4)
    for (const set of sets) {
      expect(set).toHaveLength(5)
      expect(new Set(set.map((q) => q.questionType))).toEqual(new Set([1, 2]))
      for (const q of set) {
        expect(q.name).toMatch(/[\u4e00-\u9fa5]/)
        expect(q.options.map((o) => o.optionNo)).toEqual(['1', '2', '3', '4'])
        expect(q).not.toHaveProperty('answer')
      }
    }
  })

  it('checks one answer: comma-separated right options, in any order', async () => {
    const multiple = (await getMyTopic(topic('xywx_dttj'))).find((q) => q.questionType === 2)!
    const { answer_correct } = await checkAnswer({ answer_key: '1', topic_id: multiple.id })
    expect(answer_correct).toMatch(/^\d(,\d)+$/)
    const reversed = answer_correct.split(',').reverse().join(',')
    expect(await checkAnswer({ answer_key: reversed, topic_id: multiple.id })).toEqual({
      answer_correct,
      is_right: '1',
    })
  })

  it('scores the default quiz and claims its points once', async () => {
    const questions = await getMyTopic(topic('xywx_dttj'))
    const result = await saveMyTopic({ ...topic('xywx_dttj'), ...(await answerAll(questions, 1)) })
    expect(result).toMatchObject({ answerScore: 80, answerNum: 4, is_finished: '1', finished_type: 1 })
    expect(result.rightTopicIds.split(',')).toEqual(questions.slice(1).map((q) => q.id))
    expect(result.wait_integral_id).not.toBe('')
    const claim = await claimPoints({
      user_id: user_id(),
      event_id: 'EV-Q',
      wait_integral_id: result.wait_integral_id,
    })
    expect(claim.integral).toBe(50)
    expect((await getPointsInfo({ user_id: user_id() })).integral).toBe(50)
    await expect(
      claimPoints({ user_id: user_id(), event_id: 'EV-Q', wait_integral_id: result.wait_integral_id }),
    ).rejects.toMatchObject({ code: '1111' })
  })

  it('does not finish with fewer than 3 right answers', async () => {
    const questions = await getMyTopic(topic('xywx_tyjx'))
    const result = await saveMyTopic({ ...topic('xywx_tyjx'), ...(await answerAll(questions, 3)) })
    expect(result).toMatchObject({
      answerScore: 40,
      answerNum: 2,
      is_finished: '0',
      finished_type: 2,
      wait_integral_id: '',
    })
    await expect(claimStudy({ user_id: user_id(), page_id: 'xywx_tyjx' })).rejects.toMatchObject({
      code: '1111',
    })
  })

  it('turns a finished study or transfer quiz into a draw chance to claim', async () => {
    const study = await getMyTopic(topic('xywx_tyjx'))
    await saveMyTopic({ ...topic('xywx_tyjx'), ...(await answerAll(study)) })
    expect(await claimStudy({ user_id: user_id(), page_id: 'xywx_tyjx' })).toEqual({
      chanceNum: 1,
      waitChanceNum: 0,
    })
    const transfer = await getTransferTopic({ ...topic('xywx_zzlqHome'), wait_chance_num: 0 })
    const result = await saveTransferTopic({ ...topic('xywx_zzlqHome'), ...(await answerAll(transfer)) })
    expect(result.finished_type).toBe(1)
    // The transfer-special claim is the transfer pool's (src/api/transfer-pool.ts).
    await receiveWaitDrawChance({ appUserId: user_id(), pageFlag: 'xywx_zzlqHome' })
    expect(await getLuckDrawChance({ user_id: user_id(), page_flag: 'xywx_zzlqHome' })).toEqual({
      chanceNum: 1,
      waitChanceNum: 0,
    })
  })

  it('redeems a carbon quiz with its message, and leaves 9999 to the page', async () => {
    const questions = await getCarbonTopic({ prize_type: '1', page_flag: 'xywx_carbon', user_id: user_id() })
    const result = await saveMyTopic({
      ...topic('xywx_carbon'),
      prize_type: '1',
      ...(await answerAll(questions)),
    })
    expect(result).toMatchObject({ finished_type: -1, is_finished: '1' })
    expect(result.rightTopicIds).not.toBe('')
    const request = {
      pageFlag: 'xywx_carbon',
      eventId: 'EV-Q',
      prizeType: '1',
      userId: user_id(),
      chanceRecordIds: result.chanceRecordIds,
    }
    const claim = await claimCarbon(request)
    expect(claim.message).toContain('兑换成功')
    expect(claim.prizeName).not.toBe('')
    const again = await claimCarbon(request).catch((e: unknown) => e)
    expect(again).toMatchObject({ code: '9999' })
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('posts answers with the comma/semicolon joins untouched', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.quiz.saveMyTopic}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: '0000', data: { answerScore: 0 } })
      }),
    )
    const submit = { ...topic('xywx_dttj'), answer_keys: '1,2;3', topic_ids: 'a,b' }
    await saveMyTopic(submit)
    expect(body).toEqual(submit)
  })

  it('parses a field payload: null / [null, …] options, numeric types and flags, scores as strings', async () => {
    server.use(
      mswHttp.get(`*${endpoints.quiz.myTopic}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            { id: 'q0', name: '坏题', questionType: 1, options: null },
            {
              id: 101,
              name: '题一',
              questionType: '2',
              options: [null, { optionNo: 1, optionContent: 'A' }, { optionNo: ' 2 ', optionContent: null }],
              knowledgeContent: null,
            },
          ],
        }),
      ),
      mswHttp.post(`*${endpoints.quiz.checkAnswer}`, () =>
        HttpResponse.json({ code: '0000', data: { answer_correct: 1, is_right: true } }),
      ),
      mswHttp.post(`*${endpoints.quiz.saveMyTopic}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            answerScore: '87.5',
            answerNum: '2',
            is_finished: 1,
            finished_type: '1',
            finished_answer_copy: null,
            rightTopicIds: null,
            wait_integral_id: 88,
          },
        }),
      ),
    )
    expect(await getMyTopic(topic('xywx_dttj'))).toEqual([
      { id: 'q0', name: '坏题', questionType: 1, options: [], knowledgeContent: '' },
      {
        id: '101',
        name: '题一',
        questionType: 2,
        options: [
          { optionNo: '1', optionContent: 'A' },
          { optionNo: '2', optionContent: '' },
        ],
        knowledgeContent: '',
      },
    ])
    expect(await checkAnswer({ answer_key: '1', topic_id: '101' })).toEqual({
      answer_correct: '1',
      is_right: '1',
    })
    expect(await saveMyTopic({ ...topic('xywx_dttj'), answer_keys: '1', topic_ids: '101' })).toEqual({
      answerScore: 87.5,
      answerNum: 2,
      finished_answer_copy: '',
      is_finished: '1',
      finished_type: 1,
      rightTopicIds: '',
      wait_integral_id: '88',
      chanceRecordIds: '',
    })
  })

  it('reads an unknown finished_type as "show the score" and a carbon claim without data', async () => {
    server.use(
      mswHttp.post(`*${endpoints.quiz.saveMyTopic}`, () =>
        HttpResponse.json({ code: '0000', data: { finished_type: 'x' } }),
      ),
      mswHttp.post(`*${endpoints.quiz.claimCarbon}`, () =>
        HttpResponse.json({ code: '0000', msg: '兑换成功', data: null }),
      ),
    )
    const result = await saveMyTopic({ ...topic('xywx_dttj'), answer_keys: '', topic_ids: '' })
    expect(result).toMatchObject({ finished_type: 2, answerScore: null, answerNum: 0, is_finished: '0' })
    const claim = await claimCarbon({
      pageFlag: 'xywx_carbon',
      eventId: 'E',
      prizeType: '1',
      userId: user_id(),
      chanceRecordIds: '',
    })
    expect(claim).toEqual({ message: '兑换成功', prizeName: '' })
  })
})
