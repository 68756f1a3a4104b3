import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import {
  getIntegralRecords,
  getMembershipWaitIntegral,
  getOpenBoxRecords,
  getOpenBoxState,
  getPointsInfo,
  getPointsPrizeList,
  getPointsUserStatus,
  getSignInfo,
  getWaitIntegralRecords,
  getYiBaiRights,
  type IntegralRecordPage,
  type IntegralRecordParams,
} from './points'
import type { QueryHookOptions } from './query-client'

/**
 * The points reads (src/api/points.ts) as queries: keys, options and one hook each (docs/architecture.md,
 * "Server state"). Points change with every sign-in, claim, draw, box and transfer: the answers are asked
 * again on every visit, and an action that changes them invalidates what it changed (pointsKeys).
 */
export const pointsKeys = {
  all: ['points'] as const,
  info: (userId: string) => [...pointsKeys.all, 'info', userId] as const,
  status: (userId: string) => [...pointsKeys.all, 'status', userId] as const,
  /** Every record read of a customer (a page, the paged list): what an action that books points invalidates. */
  records: (userId: string) => [...pointsKeys.all, 'records', userId] as const,
  recordPage: ({ user_id, pageNum = 1, pageSize = 20, changeType }: IntegralRecordParams) =>
    [...pointsKeys.records(user_id), 'page', changeType ?? '', pageNum, pageSize] as const,
  recordPages: (userId: string, changeType: '' | '1' | '2') =>
    [...pointsKeys.records(userId), 'pages', changeType] as const,
  waits: (userId: string) => [...pointsKeys.all, 'waits', userId] as const,
  rights: (userId: string) => [...pointsKeys.all, 'rights', userId] as const,
  boxState: (userId: string) => [...pointsKeys.all, 'box-state', userId] as const,
  boxRecords: (userId: string) => [...pointsKeys.all, 'box-records', userId] as const,
  membershipWait: (userId: string) => [...pointsKeys.all, 'membership-wait', userId] as const,
  prizeList: (userId: string, eventId: string) => [...pointsKeys.all, 'prizes', userId, eventId] as const,
  signInfo: (userId: string, eventId: string) => [...pointsKeys.all, 'sign', userId, eventId] as const,
}

/** Records per page of the paged list (/pointsDetails, /pointsHistory). */
export const RECORDS_PAGE_SIZE = 20

/**
 * The page after `last` (page `lastPage` of the list), or undefined at the end of the list: a page shorter
 * than RECORDS_PAGE_SIZE, or the total reached.
 */
export const nextRecordsPage = (last: IntegralRecordPage, lastPage: number): number | undefined =>
  last.records.length === RECORDS_PAGE_SIZE && lastPage * RECORDS_PAGE_SIZE < last.total
    ? lastPage + 1
    : undefined

export const pointsInfoQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.info(userId),
    queryFn: () => getPointsInfo({ user_id: userId }, call),
  })

export const pointsUserStatusQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.status(userId),
    queryFn: () => getPointsUserStatus({ user_id: userId }, call),
  })

export const integralRecordsQuery = (params: IntegralRecordParams, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.recordPage(params),
    queryFn: () => getIntegralRecords(params, call),
  })

export const integralRecordPagesQuery = (userId: string, changeType: '' | '1' | '2', call?: CallOptions) =>
  infiniteQueryOptions({
    queryKey: pointsKeys.recordPages(userId, changeType),
    queryFn: ({ pageParam }) =>
      getIntegralRecords(
        {
          user_id: userId,
          pageNum: pageParam,
          pageSize: RECORDS_PAGE_SIZE,
          ...(changeType ? { changeType } : {}),
        },
        call,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => nextRecordsPage(last, lastPage),
  })

export const waitIntegralRecordsQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.waits(userId),
    queryFn: () => getWaitIntegralRecords({ user_id: userId }, call),
  })

export const yiBaiRightsQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.rights(userId),
    queryFn: () => getYiBaiRights({ user_id: userId }, call),
  })

export const openBoxStateQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.boxState(userId),
    queryFn: () => getOpenBoxState({ user_id: userId }, call),
  })

export const openBoxRecordsQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.boxRecords(userId),
    queryFn: () => getOpenBoxRecords({ user_id: userId }, call),
  })

export const membershipWaitQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.membershipWait(userId),
    queryFn: () => getMembershipWaitIntegral({ user_id: userId }, call),
  })

export const pointsPrizeListQuery = (userId: string, eventId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.prizeList(userId, eventId),
    queryFn: () => getPointsPrizeList({ user_id: userId, event_id: eventId }, call),
  })

export const signInfoQuery = (userId: string, eventId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: pointsKeys.signInfo(userId, eventId),
    queryFn: () => getSignInfo({ user_id: userId, event_id: eventId }, call),
  })

/** initInfo: the balance, expiring and waiting points (marketing §3 Points expiry). */
export const usePointsInfo = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...pointsInfoQuery(userId, call), enabled })

/** userStatus: bind, account and member state, and the new-exchange mark. */
export const usePointsUserStatus = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...pointsUserStatusQuery(userId, call), enabled })

/** userIntegralRecords: one page of the records (a record looked up by id). */
export const useIntegralRecords = (params: IntegralRecordParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...integralRecordsQuery(params, call), enabled })

/**
 * userIntegralRecords, paged: the records of one change type ('' for all), RECORDS_PAGE_SIZE a page from
 * page 1; `hasNextPage` is false at the end of the list (nextRecordsPage).
 */
export const useIntegralRecordPages = (
  userId: string,
  changeType: '' | '1' | '2',
  { enabled, call }: QueryHookOptions = {},
) => useInfiniteQuery({ ...integralRecordPagesQuery(userId, changeType, call), enabled })

/** waitIntegralRecords: points earned and waiting to be claimed. */
export const useWaitIntegralRecords = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...waitIntegralRecordsQuery(userId, call), enabled })

/** getYiBaiRights: the rights points exchange for. */
export const useYiBaiRights = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...yiBaiRightsQuery(userId, call), enabled })

/** getOpenBoxState: the signed days and the treasure boxes (marketing §7.4). */
export const useOpenBoxState = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...openBoxStateQuery(userId, call), enabled })

/** getOpenBoxRecord: the boxes opened so far. */
export const useOpenBoxRecords = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...openBoxRecordsQuery(userId, call), enabled })

/** isMembershipWaitIntegral: the monthly gift's waiting points. */
export const useMembershipWaitIntegral = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...membershipWaitQuery(userId, call), enabled })

/** prizeList: the points prize pool of an event. */
export const usePointsPrizeList = (
  userId: string,
  eventId: string,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...pointsPrizeListQuery(userId, eventId, call), enabled })

/** signInit: this week's sign-in of an event (marketing §7.4). */
export const useSignInfo = (userId: string, eventId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...signInfoQuery(userId, eventId, call), enabled })
