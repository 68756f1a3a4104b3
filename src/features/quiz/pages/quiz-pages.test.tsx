import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { addCarbonChance, addWaitChance } from '@mocks/db/marketing-draws'
import { endpoints } from '@/api/endpoints'
import type { QuizResult } from '@/api/quiz'
import { browser } from '@/shared/lib/browser'
import { session, wxUserStore } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import {
  renderRoute,
  renderWithHistory,
  expectNoRawValues,
  setUserAgent,
  signIn,
  WithServerState,
} from '@tests/render'
import { AppRoutes } from '@/app/navigation/router'
import { ServerState } from '@/app/server-state'
import { signedIn } from '@/api/auth/signed-in'
import { drawsKeys } from '@/api/draws-queries'
import { createQueryClient } from '@/api/query-client'
import { transferPoolKeys } from '@/api/transfer-pool-queries'
import { quizParams, type StoredResult } from '../rules'
import { QUIZ_TEXTS } from '../texts'
import { toast } from '@/shared/lib/toast'
import QuizPage from './quiz-page'

// The real toast, watched: under the fake clock antd-mobile's Toast may keep an earlier test's text on screen.
vi.mock('@/shared/lib/toast', async (original) => {
  const real = await original<typeof import('@/shared/lib/toast')>()
  return { ...real, toast: vi.fn(real.toast) }
})

/** Requests the page sent, by path suffix, with their JSON bodies (or query for GETs). */
function spy() {
  const sent = recordRequests()
  return {
    to: (endpoint: string) => sent.to(endpoint).map((r) => (r.method === 'GET' ? r.query : (r.body ?? {}))),
  }
}

let user: ReturnType<typeof userEvent.setup>
beforeEach(() => {
  // Not setInterval: jsdom's animation frames run on it, and a toast shown under a faked one never leaves
  // the page (docs/testing.md, waiting).
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
})
afterEach(() => {
  vi.useRealTimers()
})

const option = (text: string | RegExp) => screen.getByRole('button', { name: text })
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The default set's right answers, in order (mocks/db/marketing-quiz-bank.ts). */
const RIGHT: string[][] = [
  ['五级'],
  ['完成风险承受能力评估', '仔细阅读产品说明书和风险揭示书', '了解产品的期限和赎回规则'],
  ['管理人设定的投资目标参考，不代表实际收益'],
  ['随所投资资产的价格波动'],
  ['不向任何人透露短信验证码', '通过官方渠道购买理财产品', '定期修改账户密码'],
]

async function answer(picks: string[]) {
  await screen.findByRole('button', { name: new RegExp(picks[0]) })
  for (const text of picks) await user.click(option(new RegExp(text)))
  if (picks.length > 1) await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.next }))
  await screen.findByText(/回答(正确|错误)/)
  await advance(2000)
}

describe('quiz page (marketing §4.6)', () => {
  it('shows the user, the progress and one question; single choice submits on selection', async () => {
    const calls = spy()
    await renderRoute('/answerQuestion?eventId=E1')
    expect(await screen.findByText('银行理财产品的风险等级通常分为几级？')).toBeInTheDocument()
    expect(screen.getByLabelText('第1题，共5题')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.next })).toBeNull()
    expect(calls.to(endpoints.quiz.myTopic)[0]).toMatchObject({ event_id: 'E1', page_flag: 'xywx_dttj' })
    await user.click(option(/五级/))
    await screen.findByText(QUIZ_TEXTS.right)
    expect(calls.to(endpoints.quiz.checkAnswer)).toEqual([{ answer_key: '3', topic_id: 'dt01' }])
    expect(option(/五级/)).toHaveAttribute('data-mark', 'right')
    // Risk levels are named as on the products: PR1–PR5.
    expect(screen.getByText('理财产品风险等级一般由低到高分为PR1至PR5五个等级。')).toBeInTheDocument()
  })

  it('marks a wrong pick and the right option', async () => {
    await renderRoute('/answerQuestion?eventId=E1')
    await user.click(await screen.findByRole('button', { name: /三级/ }))
    await screen.findByText(QUIZ_TEXTS.wrong)
    expect(option(/三级/)).toHaveAttribute('data-mark', 'wrong')
    expect(option(/五级/)).toHaveAttribute('data-mark', 'right')
    expect(option(/四级/)).toHaveAttribute('data-mark', 'none')
  })

  it('moves on 2 s after the marks, not before', async () => {
    await renderRoute('/answerQuestion?eventId=E1')
    await user.click(await screen.findByRole('button', { name: /五级/ }))
    await screen.findByText(QUIZ_TEXTS.right)
    await advance(1900)
    expect(screen.getByText('银行理财产品的风险等级通常分为几级？')).toBeInTheDocument()
    await advance(100)
    expect(await screen.findByText(/购买理财产品前/)).toBeInTheDocument()
    expect(screen.getByLabelText('第2题，共5题')).toBeInTheDocument()
    expect(screen.queryByText(QUIZ_TEXTS.right)).toBeNull()
  })

  it('multiple choice shows 下一题 only with 2 or more picks (§5), and only then submits', async () => {
    const calls = spy()
    await renderRoute('/answerQuestion?eventId=E1')
    await answer(RIGHT[0])
    await screen.findByText(/购买理财产品前/)
    // No pick: no next button, the hint says what to do.
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.next })).toBeNull()
    expect(screen.getByText(QUIZ_TEXTS.multipleHint)).toBeInTheDocument()
    await user.click(option(/完成风险承受能力评估/))
    // One pick: still none, and the pick alone does not submit.
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.next })).toBeNull()
    expect(calls.to(endpoints.quiz.checkAnswer)).toHaveLength(1)
    await user.click(option(/仔细阅读产品说明书/))
    // Two picks: the button shows and the hint goes.
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.next })).toBeInTheDocument()
    expect(screen.queryByText(QUIZ_TEXTS.multipleHint)).toBeNull()
    // Unpicking one hides it again.
    await user.click(option(/仔细阅读产品说明书/))
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.next })).toBeNull()
    await user.click(option(/仔细阅读产品说明书/))
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.next }))
    await screen.findByText(QUIZ_TEXTS.wrong)
    expect(calls.to(endpoints.quiz.checkAnswer)[1]).toEqual({ answer_key: '1,2', topic_id: 'dt02' })
    expect(option(/了解产品的期限/)).toHaveAttribute('data-mark', 'right')
  })

  it('after the last question saves the joined answers and shows the result; claims the points once', async () => {
    const calls = spy()
    const { location } = await renderRoute('/answerQuestion?eventId=E1')
    for (const picks of RIGHT) await answer(picks)
    expect(await screen.findByText(/恭喜您答对5题/)).toBeInTheDocument()
    expect(location().pathname).toBe('/answerResult')
    expect(calls.to(endpoints.quiz.saveMyTopic)[0]).toMatchObject({
      answer_keys: '3;1,2,4;2;2;1,2,4',
      topic_ids: 'dt01,dt02,dt03,dt04,dt05',
      page_flag: 'xywx_dttj',
      event_id: 'E1',
    })
    expect(screen.getByTestId('quiz-headline')).toHaveTextContent('5 / 5 题')
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.claimDrawChance })).toBeNull()
    const claim = screen.getByRole('button', { name: QUIZ_TEXTS.claimPoints })
    await user.click(claim)
    await waitFor(() => expect(toast).toHaveBeenCalledWith('领取成功，获得50积分'))
    const claimed = await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })
    expect(claimed).toBeDisabled()
    // The copy matches the state after the claim, and the done button looks done (not the call to action).
    expect(screen.queryByText(/快去领取吧/)).toBeNull()
    expect(screen.getByText(QUIZ_TEXTS.claimedCopy)).toBeInTheDocument()
    expect(claimed).toHaveAttribute('data-state', 'done')
    await user.click(claimed)
    expect(calls.to(endpoints.quiz.claimPoints)).toHaveLength(1)
  })
})

describe('a claimed reward stays claimed (marketing §4.6; the claim kept with the result)', () => {
  it('back/forward and a reload do not offer the claimed points again', async () => {
    const calls = spy()
    setUserAgent('wx')
    signIn()
    const history = await renderWithHistory('/answerQuestion?eventId=E1')
    for (const picks of RIGHT) await answer(picks)
    await screen.findByText(/恭喜您答对5题/)
    // What the history entry of the result page holds: the result as it was before any claim.
    const entry = {
      pathname: '/answerResult',
      search: history.location().search,
      state: history.location().state,
    }
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.claimPoints }))
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()

    // Back to the quiz, forward to the result.
    history.back()
    await waitFor(() => expect(history.location().pathname).toBe('/answerQuestion'))
    history.go(1)
    await waitFor(() => expect(history.location().pathname).toBe('/answerResult'))
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.claimPoints })).toBeNull()

    // A reload: a new page on the same history entry (its state as it was) and the same session.
    cleanup()
    render(
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
      </MemoryRouter>,
      { wrapper: WithServerState },
    )
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.claimPoints })).toBeNull()
    expect(screen.queryByText(/快去领取吧/)).toBeNull()
    expect(calls.to(endpoints.quiz.claimPoints)).toHaveLength(1)
  })

  it('a new quiz (retry) can be claimed again: the claim belongs to its result', async () => {
    session.setJson('quizResult', { ...stored('source=study&eventId=E1'), claimed: ['drawChance'] })
    await renderRoute('/answerResult?source=study&eventId=E1')
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()
    cleanup()
    // Another result of the same quiz: nothing claimed of it yet.
    session.setJson('quizResult', stored('source=study&eventId=E1', { answerScore: 100 }))
    await renderRoute('/answerResult?source=study&eventId=E1')
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance })).toBeEnabled()
  })
})

describe('quiz with what the real backend sends', () => {
  it('skips null options and questions without options, reads numeric types and flags, and reaches the result', async () => {
    const calls = spy()
    server.use(
      http.get(`*${endpoints.quiz.myTopic}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            { id: 'q0', name: '没有选项的题', questionType: 1, options: null },
            {
              id: 101,
              name: '单选题一',
              questionType: '1',
              options: [
                null,
                { optionNo: 1, optionContent: '甲选项' },
                { optionNo: 2, optionContent: '乙选项' },
              ],
              knowledgeContent: null,
            },
            {
              id: 'q2',
              name: '多选题二',
              questionType: '2',
              options: [
                { optionNo: '1', optionContent: '丙选项' },
                { optionNo: 2, optionContent: '丁选项' },
                { optionNo: 3, optionContent: '戊选项' },
              ],
            },
          ],
        }),
      ),
      http.post(`*${endpoints.quiz.checkAnswer}`, async ({ request }) => {
        const { topic_id } = (await request.json()) as { topic_id: string }
        return HttpResponse.json({
          code: '0000',
          data:
            topic_id === '101'
              ? { answer_correct: 1, is_right: 1 }
              : { answer_correct: '1,2', is_right: true },
        })
      }),
      http.post(`*${endpoints.quiz.saveMyTopic}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            answerScore: '100',
            answerNum: '2',
            is_finished: 1,
            finished_type: '1',
            finished_answer_copy: null,
            rightTopicIds: null,
            wait_integral_id: 88,
            chanceRecordIds: null,
          },
        }),
      ),
    )
    const { location } = await renderRoute('/answerQuestion?eventId=E1')
    expect(await screen.findByText('单选题一')).toBeInTheDocument()
    expect(screen.queryByText('没有选项的题')).toBeNull()
    expect(screen.getByLabelText('第1题，共2题')).toBeInTheDocument()
    expect(screen.getByText(QUIZ_TEXTS.single)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /选项/ })).toHaveLength(2)
    await user.click(option(/甲选项/))
    expect(await screen.findByText(QUIZ_TEXTS.right)).toBeInTheDocument()
    expect(option(/甲选项/)).toHaveAttribute('data-mark', 'right')
    await advance(2000)
    expect(await screen.findByText('多选题二')).toBeInTheDocument()
    expect(screen.getByText(QUIZ_TEXTS.multiple)).toBeInTheDocument()
    await user.click(option(/丙选项/))
    await user.click(option(/丁选项/))
    expect(calls.to(endpoints.quiz.checkAnswer)).toHaveLength(1) // multiple choice waits for 下一题
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.next }))
    expect(await screen.findByText(QUIZ_TEXTS.right)).toBeInTheDocument()
    await advance(2000)
    await waitFor(() => expect(location().pathname).toBe('/answerResult'))
    expect(calls.to(endpoints.quiz.saveMyTopic)[0]).toMatchObject({
      answer_keys: '1;1,2',
      topic_ids: '101,q2',
    })
    expect(await screen.findByTestId('quiz-headline')).toHaveTextContent('2 / 2 题')
    expect(screen.getByText('挑战成功')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.claimPoints })).toBeEnabled()
    expectNoRawValues()
  })
})

describe('quiz entry guard (marketing §4.6)', () => {
  it('an unbound user is bounced to bind', async () => {
    const calls = spy()
    const { location } = await renderRoute('/answerQuestion?eventId=E1', { user: 'unbound' })
    await waitFor(() => expect(location().pathname).toBe('/bindUserTip'))
    expect(calls.to(endpoints.quiz.myTopic)).toHaveLength(0)
  })

  it.each([
    '/answerQuestion',
    '/answerResult',
    '/cardquestion?source=carbon',
    '/answerQuestion?eventId=null',
  ])('%s without an eventId shows 非法进入', async (path) => {
    await renderRoute(path)
    expect(await screen.findByText(QUIZ_TEXTS.illegalEntry)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: '选项' })).toBeNull()
  })

  it('the letter-box source needs no eventId and loads the carbon questions', async () => {
    const calls = spy()
    await renderRoute('/answerQuestion?source=letter&prizeType=P1')
    expect(await screen.findByText('我国提出力争在哪一年前实现碳中和？')).toBeInTheDocument()
    expect(screen.queryByText(QUIZ_TEXTS.illegalEntry)).toBeNull()
    expect(calls.to(endpoints.quiz.carbonTopic)[0]).toMatchObject({ prize_type: 'P1' })
  })
})

/**
 * The quiz inside the provider's app. The route table keeps the quiz routes WeChat-only, so the
 * page is rendered as it would be once a route opens it to in-app users: the entry must not need a
 * WeChat user, and must never send an in-app user to a WeChat-only page.
 */
describe('quiz entry in the app', () => {
  function signInApp(who: UserScenario = 'opened') {
    db.scenario.user = who
    session.set('unionAppClientNo', db.users[who].appClientNo)
    session.set('appClientToken', db.users[who].appClientToken || 'tok')
  }

  function renderQuizInApp(path: string) {
    setUserAgent('app')
    function Where() {
      return <p>{`at:${useLocation().pathname}`}</p>
    }
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/answerQuestion" element={<QuizPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: WithServerState },
    )
  }

  afterEach(() => vi.restoreAllMocks())

  it('an app user gets the questions, asked for with their client number, and their app nickname', async () => {
    const calls = spy()
    signInApp('opened')
    session.set('nickName', '理财小白')
    renderQuizInApp('/answerQuestion?eventId=E1')
    expect(await screen.findByText('银行理财产品的风险等级通常分为几级？')).toBeInTheDocument()
    expect(screen.queryByText(/^at:/)).toBeNull()
    expect(calls.to(endpoints.quiz.myTopic)[0]).toMatchObject({
      event_id: 'E1',
      user_id: db.users.opened.appClientNo,
    })
    expect(screen.getByText('理财小白')).toBeInTheDocument()
    await user.click(option(/五级/))
    expect(await screen.findByText(QUIZ_TEXTS.right)).toBeInTheDocument()
  })

  it('nobody signed in in the app goes to the native login, never to /bindUserTip', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const calls = spy()
    renderQuizInApp('/answerQuestion?eventId=E1')
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toContain('/app-native/login?redirect=')
    expect(screen.queryByText('at:/bindUserTip')).toBeNull()
    expect(calls.to(endpoints.quiz.myTopic)).toHaveLength(0)
  })
})

const stored = (query: string, over: Partial<QuizResult> = {}, cameFromApp = false): StoredResult => ({
  params: quizParams(new URLSearchParams(query)),
  total: 5,
  cameFromApp,
  result: {
    answerScore: 80,
    answerNum: 4,
    finished_answer_copy: '恭喜完成',
    is_finished: '1',
    finished_type: 2,
    rightTopicIds: 'tq01,tq02',
    wait_integral_id: '',
    chanceRecordIds: 'c1',
    ...over,
  },
})

async function renderResult(query: string, over: Partial<QuizResult> = {}) {
  session.setJson('quizResult', stored(query, over))
  return renderRoute(`/answerResult?${query}`)
}

describe('result page (marketing §4.6, §8)', () => {
  it.each([
    ['source=study&eventId=E1', {}, [QUIZ_TEXTS.claimDrawChance]],
    ['source=transfer&eventId=E1', {}, [QUIZ_TEXTS.claimDrawChance]],
    ['eventId=E1', {}, [QUIZ_TEXTS.claimPoints]],
    ['eventId=E1', { is_finished: '0' as const }, []],
    ['source=carbon&eventId=E1', { is_finished: '0' as const }, [QUIZ_TEXTS.redeemNow]],
    ['source=letter', { rightTopicIds: '' }, []],
  ])('%s %j shows %j and retry', async (query, over, buttons) => {
    await renderResult(query, over)
    await screen.findByRole('button', { name: QUIZ_TEXTS.retry })
    for (const label of [QUIZ_TEXTS.claimDrawChance, QUIZ_TEXTS.claimPoints, QUIZ_TEXTS.redeemNow])
      expect(!!screen.queryByRole('button', { name: label })).toBe((buttons as string[]).includes(label))
  })

  it('shows the score for finished_type 2 and nothing for -1', async () => {
    await renderResult('source=study&eventId=E1')
    expect(await screen.findByTestId('quiz-headline')).toHaveTextContent('80 分')
    expect(screen.getByText('恭喜完成')).toBeInTheDocument()
  })

  it('finished_type -1 shows no figure', async () => {
    await renderResult('source=carbon&eventId=E1', { finished_type: -1 })
    await screen.findByText('恭喜完成')
    expect(screen.queryByTestId('quiz-headline')).toBeNull()
  })

  it('the study claim sends user_id and page_id', async () => {
    const calls = spy()
    await renderResult('source=study&eventId=E1')
    addWaitChance(db.marketing.draws, wxUserStore.get()!.openid, 'study', 1)
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(QUIZ_TEXTS.claimSuccess))
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()
    expect(calls.to(endpoints.quiz.claimStudy)[0]).toMatchObject({ page_id: 'xywx_tyjx' })
  })

  it('after the study claim, 去抽奖 opens the study pool draw, which draws the claimed chance', async () => {
    const openid = db.users.opened.openid
    await renderResult('source=study&eventId=E1')
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.goDraw })).toBeNull()
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance }))
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.goDraw }))
    expect(await screen.findByRole('heading', { name: '学习奖励抽奖' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次')
    await user.click(screen.getByRole('button', { name: '立即抽奖' }))
    await advance(800)
    const dialog = await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(dialog).toHaveTextContent('恭喜获得视频会员月卡')
    expect(db.marketing.draws.pools[openid].study).toMatchObject({ chanceNum: 0, waitChanceNum: 0 })
    expect(db.marketing.draws.pools[openid].study.drawRecords[0]?.prizeName).toBe('视频会员月卡')
  })

  it.each([
    ['study', 'source=study&eventId=E1'],
    ['transfer', 'source=transfer&eventId=E1'],
  ])("a %s claim marks its pool's cached chances for asking again", async (pool, query) => {
    setUserAgent('wx')
    signIn()
    const chances =
      pool === 'study'
        ? drawsKeys.fmActivityInfo({ user_id: signedIn().userId, page_id: 'xywx_tyjx' })
        : transferPoolKeys.chances()
    const other = drawsKeys.luckDrawChance({ user_id: signedIn().userId, page_flag: 'xywx_dttj' })
    if (pool === 'study') addWaitChance(db.marketing.draws, wxUserStore.get()!.openid, 'study', 1)
    else
      server.use(
        http.post(`*${endpoints.draws.taReceiveWaitDrawChance}`, () =>
          HttpResponse.json({ code: '0000', data: { chanceNum: 1, waitChanceNum: 0 } }),
        ),
      )
    // The pool's chances as a draw page left them in the cache: none, one waiting.
    const client = createQueryClient()
    client.setQueryData(chances, { chanceNum: 0, waitChanceNum: 1 })
    client.setQueryData(other, { chanceNum: 0, waitChanceNum: 0 })
    session.setJson('quizResult', stored(query))
    render(
      <ServerState client={client}>
        <MemoryRouter initialEntries={[`/answerResult?${query}`]}>
          <AppRoutes />
        </MemoryRouter>
      </ServerState>,
    )
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.claimDrawChance }))
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.claimed })).toBeDisabled()
    expect(client.getQueryState(chances)?.isInvalidated).toBe(true)
    expect(client.getQueryState(other)?.isInvalidated).toBe(false)
  })

  it('carbon 9999 shows the message as a failure and stays', async () => {
    server.use(
      http.post(`*${endpoints.quiz.claimCarbon}`, () =>
        HttpResponse.json({ code: '9999', msg: '权益已兑完，请稍后再试' }),
      ),
    )
    const { location } = await renderResult('source=carbon&eventId=E1&prizeType=P1')
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.redeemNow }))
    expect(await screen.findByText('权益已兑完，请稍后再试')).toBeInTheDocument()
    expect(screen.getByText(QUIZ_TEXTS.redeemFailTitle)).toBeInTheDocument()
    await advance(2500)
    expect(location().pathname).toBe('/answerResult')
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.redeemNow })).toBeEnabled()
  })

  it('carbon success shows the message and leaves 2 s later', async () => {
    const calls = spy()
    const chance = addCarbonChance(db.marketing.draws, db.users.opened.openid).id
    const { location } = await renderResult('source=carbon&eventId=E1&prizeType=P1', {
      chanceRecordIds: chance,
    })
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.redeemNow }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.stringMatching(/^兑换成功/)))
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.redeemed })).toBeDisabled()
    expect(calls.to(endpoints.quiz.claimCarbon)[0]).toMatchObject({
      eventId: 'E1',
      prizeType: 'P1',
      chanceRecordIds: chance,
    })
    await advance(1500)
    expect(location().pathname).toBe('/answerResult')
    await advance(600)
    // Opened directly (nothing two pages back): the letter-box / carbon page (§8), where the redeemed
    // chances are drawn, not the points mall.
    await waitFor(() => expect(location().pathname).toBe('/carddrawprize'))
    expect(await screen.findByTestId('chances')).toHaveTextContent('剩余抽奖机会1次')
  })

  it('再答一次 reopens the same quiz', async () => {
    const { location } = await renderResult('source=study&eventId=E1')
    await user.click(await screen.findByRole('button', { name: QUIZ_TEXTS.retry }))
    expect(location().pathname).toBe('/answerQuestion')
    expect(location().search).toBe('?source=study&eventId=E1')
  })

  it('without a stored result offers a retry', async () => {
    await renderRoute('/cardquestionresult?eventId=E1')
    expect(await screen.findByText(QUIZ_TEXTS.resultMissing)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.retry }))
    expect(await screen.findByText('银行理财产品的风险等级通常分为几级？')).toBeInTheDocument()
  })
})
