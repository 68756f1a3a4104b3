import { queryOptions, useQuery } from '@tanstack/react-query'
import { drawsKeys } from './draws-queries'
import type { CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import {
  checkAnswer,
  claimCarbon,
  claimPoints,
  claimStudy,
  saveMyTopic,
  saveTransferTopic,
  saveTransferWalletTopic,
  getCarbonTopic,
  getMyTopic,
  getTransferTopic,
  getTransferWalletTopic,
  type CarbonClaimRequest,
  type CarbonTopicParams,
  type QuizSubmit,
  type TopicParams,
  type TransferTopicParams,
} from './quiz'
import { transferPool } from './transfer-pool'
import { transferPoolKeys } from './transfer-pool-queries'
import type { QueryHookOptions } from './query-client'

/**
 * The quiz reads (src/api/quiz.ts) as queries: keys and options for each call (docs/architecture.md,
 * "Server state"). A quiz asks its questions by one of four calls, chosen by its source (marketing §7.5),
 * so one hook serves the four.
 */
export type TopicsRequest =
  | { call: 'my'; params: TopicParams }
  | { call: 'transfer'; params: TransferTopicParams }
  | { call: 'wallet'; params: TopicParams }
  | { call: 'carbon'; params: CarbonTopicParams }

/**
 * A quiz's set of questions belongs to that one quiz: kept while it is answered (nothing asks again
 * meanwhile, so the set never changes under the customer) and dropped once its page is left, so the next
 * quiz (a retry) asks for a new set with its own loading state.
 */
const ONE_QUIZ = { staleTime: Infinity, gcTime: 0 } as const

export const quizKeys = {
  all: ['quiz'] as const,
  topics: (call: TopicsRequest['call'], params: TopicsRequest['params']) =>
    [...quizKeys.all, 'topics', call, params] as const,
}

export const myTopicQuery = (params: TopicParams, call?: CallOptions) =>
  queryOptions({
    queryKey: quizKeys.topics('my', params),
    queryFn: () => getMyTopic(params, call),
    ...ONE_QUIZ,
  })

export const transferTopicQuery = (params: TransferTopicParams, call?: CallOptions) =>
  queryOptions({
    queryKey: quizKeys.topics('transfer', params),
    queryFn: () => getTransferTopic(params, call),
    ...ONE_QUIZ,
  })

export const transferWalletTopicQuery = (params: TopicParams, call?: CallOptions) =>
  queryOptions({
    queryKey: quizKeys.topics('wallet', params),
    queryFn: () => getTransferWalletTopic(params, call),
    ...ONE_QUIZ,
  })

export const carbonTopicQuery = (params: CarbonTopicParams, call?: CallOptions) =>
  queryOptions({
    queryKey: quizKeys.topics('carbon', params),
    queryFn: () => getCarbonTopic(params, call),
    ...ONE_QUIZ,
  })

/** The options of the question call `request` names. */
export function topicsQuery(request: TopicsRequest, call?: CallOptions) {
  switch (request.call) {
    case 'transfer':
      return transferTopicQuery(request.params, call)
    case 'wallet':
      return transferWalletTopicQuery(request.params, call)
    case 'carbon':
      return carbonTopicQuery(request.params, call)
    default:
      return myTopicQuery(request.params, call)
  }
}

/**
 * myTopic, transferTopic, transferWalletTopic or carbonTopic: a quiz's questions. One hook for the four
 * calls, since a page asks exactly one of them and only its source (known at render) says which.
 */
export const useQuizTopics = (request: TopicsRequest, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...topicsQuery(request, call), enabled })

// Actions (docs/architecture.md, "Server state", Actions).

/** checkAnswer: one question's answer checked at once, silently (the marks show in place, marketing §4.6). */
export const useCheckAnswer = () =>
  useAction<{ answer_key: string; topic_id: string }, Awaited<ReturnType<typeof checkAnswer>>>({
    mutationFn: (request) => checkAnswer(request),
  })

/** The save of a quiz's answers by the call its source names (saveMyTopic / saveTransferTopic / saveTransferWalletTopic). */
export const useSaveQuiz = () =>
  useAction<
    { call: 'my' | 'transfer' | 'wallet'; submit: QuizSubmit },
    Awaited<ReturnType<typeof saveMyTopic>>
  >({
    mutationFn: ({ call, submit }) =>
      call === 'transfer'
        ? saveTransferTopic(submit)
        : call === 'wallet'
          ? saveTransferWalletTopic(submit)
          : saveMyTopic(submit),
  })

/** What the result page claims (marketing §4.6, §7.5, §8). */
export type QuizClaim =
  | { kind: 'study'; fm: { user_id: string; page_id: string } }
  | { kind: 'pool' }
  | { kind: 'points'; request: { user_id: string; event_id: string; wait_integral_id: string } }
  | { kind: 'carbon'; request: CarbonClaimRequest }

export type QuizClaimAnswer =
  { kind: 'chance' } | { kind: 'points'; integral: number } | { kind: 'carbon'; message: string }

/**
 * The result page's claims, one at a time (money-like actions: docs/money-actions.md). A claimed draw
 * chance is the pool's: the study claim asks the study pool's chances again, the transfer family's claim
 * (the transfer pool's own, src/api/transfer-pool.ts) the transfer pool's.
 */
export const useQuizClaim = () =>
  useAction<QuizClaim, QuizClaimAnswer>({
    mutationFn: async (claim) => {
      switch (claim.kind) {
        case 'study':
          await claimStudy(claim.fm)
          return { kind: 'chance' }
        case 'pool':
          await transferPool.claim()
          return { kind: 'chance' }
        case 'points':
          return { kind: 'points', integral: (await claimPoints(claim.request)).integral }
        default:
          return { kind: 'carbon', message: (await claimCarbon(claim.request)).message }
      }
    },
    meta: {
      refreshes: (_answer, claim) =>
        claim.kind === 'study'
          ? [drawsKeys.fmActivityInfo(claim.fm)]
          : claim.kind === 'pool'
            ? [transferPoolKeys.all]
            : [],
    },
  })
