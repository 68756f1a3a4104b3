import { describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { db } from '@mocks/db'
import { addWaitChance } from '@mocks/db/marketing-draws'
import { endpoints } from '@/api/endpoints'
import { NO_APP_ACCOUNT_TEXT, TRANSFER_POOL_FLAG } from '@/api/transfer-pool'
import { session } from '@/shared/lib/storage'
import { quizParams, type StoredResult } from '@/features/quiz/rules'
import { QUIZ_TEXTS } from '@/features/quiz/texts'
import { recordRequests, type RecordedRequest } from '@tests/record-requests'
import { renderRoute } from '@tests/render'

/**
 * The transfer pool keys the customer and itself one way (src/api/transfer-pool.ts, docs/identity.md):
 * appUserId = the customer's app client number (in WeChat after the app login by openid), pageFlag =
 * xywx_zzlqHome, for the pool's reads and claim on /transferspecialactivity and /uniondrawprize, the
 * 转入礼 card of the WeChat home, and the transfer-special quiz's claim alike.
 */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const D = endpoints.draws

/** The transfer-account requests sent, by path suffix: GET query or POST body. */
function transferCalls() {
  const sent = recordRequests(({ url }) => url.pathname.includes('/transferAccount/'))
  const params = (r: RecordedRequest) => (r.method === 'GET' ? r.query : r.body)
  return {
    to: (endpoint: string) => sent.to(endpoint).map(params),
    all: () => sent.list.map((r) => ({ path: r.path, params: params(r) })),
  }
}

const opened = () => db.users.opened
const KEY = () => ({ appUserId: opened().appClientNo, pageFlag: TRANSFER_POOL_FLAG })

/** A finished transfer-special quiz whose result page offers the draw-chance claim. */
function storeQuizResult(query: string): void {
  const stored: StoredResult = {
    params: quizParams(new URLSearchParams(query)),
    total: 5,
    cameFromApp: false,
    result: {
      answerScore: 80,
      answerNum: 4,
      finished_answer_copy: '恭喜完成',
      is_finished: '1',
      finished_type: 2,
      rightTopicIds: 'tq01,tq02',
      wait_integral_id: '',
      chanceRecordIds: 'c1',
    },
  }
  session.setJson('quizResult', stored)
}

describe('the transfer pool: one customer id and one page flag everywhere (docs/identity.md)', () => {
  it('/transferspecialactivity reads and claims with the client number and xywx_zzlqHome, never the openid', async () => {
    const sent = transferCalls()
    expect(session.get('unionAppClientNo')).toBeNull() // before any app login: the pool logs in first
    await renderRoute('/transferspecialactivity', { user: 'opened' })
    // the mock seeds the opened customer's pool with 2 waiting chances
    await waitFor(() => expect(screen.getByTestId('waiting-chances')).toHaveTextContent('待领取机会 2 次'))
    await userEvent.click(screen.getByRole('button', { name: '领取' }))
    await waitFor(() => expect(sent.to(D.taReceiveWaitDrawChance)).toHaveLength(1))
    expect(sent.to(D.taInitDrawChance)[0]).toEqual(KEY())
    expect(sent.to(D.taReceiveWaitDrawChance)[0]).toEqual(KEY())
    for (const call of sent.all()) expect(call.params, call.path).toEqual(KEY())
  })

  it('/uniondrawprize and its records use the same key', async () => {
    const sent = transferCalls()
    await renderRoute('/uniondrawprize', { user: 'opened' })
    await waitFor(() => expect(sent.to(D.taInitDrawChance)).toHaveLength(1))
    expect(sent.to(D.taInitDrawChance)[0]).toEqual(KEY())
    cleanup()
    await renderRoute('/prizelist?pool=transfer', { user: 'opened' })
    await waitFor(() => expect(sent.to(D.taPrizeRecord)).toHaveLength(1))
    expect(sent.to(D.taPrizeRecord)[0]).toEqual(KEY())
  })

  it('the 转入礼 card of the WeChat home uses the same key', async () => {
    const sent = transferCalls()
    await renderRoute('/pointsHome', { user: 'opened' })
    await screen.findByTestId('transfer-chances')
    expect(sent.to(D.taInitDrawChance)[0]).toEqual(KEY())
    await waitFor(() => expect(sent.to(D.taUserPrizeList)).toHaveLength(1))
    expect(sent.to(D.taUserPrizeList)[0]).toEqual(KEY())
  })

  it('the transfer-special quiz claim uses the same key (not the openid, whatever the link’s pageFlag)', async () => {
    const sent = transferCalls()
    addWaitChance(db.marketing.draws, opened().openid, 'transfer', 1)
    const query = 'source=transfer&eventId=E1&pageFlag=xywx_other'
    storeQuizResult(query)
    await renderRoute(`/answerResult?${query}`, { user: 'opened' })
    await userEvent.click(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance }))
    await waitFor(() => expect(sent.to(D.taReceiveWaitDrawChance)).toHaveLength(1))
    expect(sent.to(D.taReceiveWaitDrawChance)[0]).toEqual(KEY())
  })

  it('a WeChat customer without an app account is asked nothing: no chances, and the claim says why', async () => {
    const sent = transferCalls()
    await renderRoute('/transferspecialactivity', { user: 'boundNotRegistered' })
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(sent.all()).toEqual([])
    cleanup()
    const query = 'source=transfer&eventId=E1'
    storeQuizResult(query)
    await renderRoute(`/answerResult?${query}`, { user: 'boundNotRegistered' })
    await userEvent.click(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance }))
    expect(await screen.findByText(NO_APP_ACCOUNT_TEXT)).toBeInTheDocument()
    expect(sent.all()).toEqual([])
  })
})
