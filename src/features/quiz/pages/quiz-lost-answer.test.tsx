import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { field } from '@mocks/lib'
import { route, userFrom } from '@mocks/db/marketing-kit'
import { QUIZ_POINTS, scoreQuiz } from '@mocks/db/marketing-quiz'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { fakeClock } from '@tests/fake-clock'
import { recordRequests, type RecordedRequest } from '@tests/record-requests'
import { ADVANCE_MS } from '../rules'
import { QUIZ_TEXTS } from '../texts'

/** The quiz save after a lost answer (docs/money-actions.md; marketing §4.6, §7.5). */

/** The default set's right answers, in order (mocks/db/marketing-quiz-bank.ts). */
const RIGHT: string[][] = [
  ['五级'],
  ['完成风险承受能力评估', '仔细阅读产品说明书和风险揭示书', '了解产品的期限和赎回规则'],
  ['管理人设定的投资目标参考，不代表实际收益'],
  ['随所投资资产的价格波动'],
  ['不向任何人透露短信验证码', '通过官方渠道购买理财产品', '定期修改账户密码'],
]

const keyOf = (request: RecordedRequest) => request.headers.get('Idempotency-Key')
const waitingPoints = () =>
  db.marketing.points.accounts[db.users.opened.openid]!.waits.filter((w) => w.eventId === 'E1')

/**
 * A backend whose every finish earns (a quiz that may be taken again); the mock's own rule grants the
 * first finish only (mocks/db/marketing-quiz.ts), which would hide a second grant. Served through the
 * mock's route(), so its key handling (kept answers, the lost-answer fault) applies as on every path.
 */
function backendGrantingEveryFinish() {
  server.use(
    route.post(endpoints.quiz.saveMyTopic, (ctx) => {
      const openid = userFrom(ctx, 'user_id').openid
      delete ctx.db.marketing.quiz[`${openid}:default`]
      return scoreQuiz(ctx.db.marketing, openid, 'default', {
        answer_keys: field(ctx, 'answer_keys'),
        topic_ids: field(ctx, 'topic_ids'),
        user_id: field(ctx, 'user_id'),
        page_flag: field(ctx, 'page_flag'),
        event_id: field(ctx, 'event_id'),
      })
    }),
  )
}

async function answer(user: UserEvent, advance: (ms: number) => Promise<void>, picks: string[]) {
  await screen.findByRole('button', { name: new RegExp(picks[0]!) })
  for (const text of picks) await user.click(screen.getByRole('button', { name: new RegExp(text) }))
  if (picks.length > 1) await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.next }))
  await screen.findByText(/回答(正确|错误)/)
  await advance(ADVANCE_MS)
}

describe('quiz: the save’s answer lost (docs/money-actions.md)', () => {
  it('the retry sends the same answers under the same key and gets the first result: the points granted once', async () => {
    backendGrantingEveryFinish()
    const saves = recordRequests(endpoints.quiz.saveMyTopic).list
    const before = waitingPoints().length
    const { location } = await renderRoute('/answerQuestion?eventId=E1')
    // The quiz moves on 2 s after each answer's marks: a rule of time, on the fake clock.
    const { user, advance } = fakeClock()
    for (const picks of RIGHT.slice(0, -1)) await answer(user, advance, picks)
    // The server scores the quiz and grants its points, then the answer is lost on the way back.
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.quiz.saveMyTopic]
    await answer(user, advance, RIGHT.at(-1)!)
    const again = await screen.findByRole('button', { name: QUIZ_TEXTS.finish })
    expect(location().pathname).toBe('/answerQuestion')
    expect(waitingPoints()).toHaveLength(before + 1)

    db.scenario.fault = 'none'
    db.scenario.faultPaths = []
    await user.click(again)
    expect(await screen.findByText(`恭喜您答对5题，获得${QUIZ_POINTS}积分，快去领取吧`)).toBeInTheDocument()
    expect(location().pathname).toBe('/answerResult')
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.claimPoints })).toBeEnabled()

    // Granted once: the retry got the first result again, nothing was booked twice.
    expect(waitingPoints()).toHaveLength(before + 1)
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]!.body).toEqual(saves[0]!.body)
    expect(keyOf(saves[0]!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keyOf(saves[1]!)).toBe(keyOf(saves[0]!))
  })
})
