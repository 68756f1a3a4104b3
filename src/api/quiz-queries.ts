import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import {
  getCarbonTopic,
  getMyTopic,
  getTransferTopic,
  getTransferWalletTopic,
  type CarbonTopicParams,
  type TopicParams,
  type TransferTopicParams,
} from './quiz'
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
