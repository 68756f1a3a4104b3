import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query'
import { answerLost, ApiError, type CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import { getJumpInitStatus, saveJumpStatus, type JumpStatusQuery } from './privacy'
import {
  checkTransferCode,
  clearMyExchange,
  convertIntegral,
  drawPointsPrize,
  encryptUser,
  getOrderDetailUrl,
  getTransferTarget,
  needMessageVerify,
  POINTS_CODES,
  transferIntegral,
  getTreasureBoxResult,
  openTreasureBox,
  saveWinPrizeInfo,
  sendWinPrizedMessage,
  signIn,
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
  type IntegralTransferResult,
  type TransferProof,
  type TreasureBoxResult,
  type WinPrizeInfo,
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

// Actions (docs/architecture.md, "Server state"): one hook each, built with useAction, saying what it changes.

/** What every action that books points changes (marketing §7.4): the balance and the records. */
const booked = (userId: string): QueryKey[] => [pointsKeys.info(userId), pointsKeys.records(userId)]

/**
 * sign: today's sign-in of an event. It changes the week, the balance, the records and the boxes' signed
 * days; the week on screen has answered before the action is free again, and after a failure it is read
 * again first (docs/money-actions.md).
 */
export const usePointsSignIn = (userId: string, eventId: string) =>
  useAction({
    mutationFn: () => signIn({ user_id: userId, event_id: eventId }),
    meta: {
      refreshes: () => [...booked(userId), pointsKeys.signInfo(userId, eventId), pointsKeys.boxState(userId)],
      waits: true,
      afterFailure: () => [pointsKeys.signInfo(userId, eventId)],
    },
  })

/**
 * converIntegral: claims waiting points. It books them: the balance, the records, the waiting points and the
 * monthly gift. After a failure the waiting points are read again before another claim.
 */
export const useConvertIntegral = (userId: string) =>
  useAction({
    mutationFn: (vars: { eventId: string; waitIntegralId: string }) =>
      convertIntegral({ user_id: userId, event_id: vars.eventId, wait_integral_id: vars.waitIntegralId }),
    meta: {
      refreshes: () => [...booked(userId), pointsKeys.waits(userId), pointsKeys.membershipWait(userId)],
      afterFailure: () => [pointsKeys.waits(userId)],
    },
  })

/**
 * drawPrizeNew: one draw of an event's points prize pool: the balance and the records. After a lost answer
 * they are read again before another draw, which reuses the request id (docs/money-actions.md).
 */
export const usePointsDraw = (userId: string, eventId: string) =>
  useAction({
    mutationFn: () => drawPointsPrize({ user_id: userId, event_id: eventId }),
    meta: {
      refreshes: () => booked(userId),
      afterFailure: (error) => (answerLost(error) ? booked(userId) : undefined),
    },
  })

/**
 * A physical prize's delivery details (saveWinPrizeInfo), then the win confirmation to the customer
 * (sendWinPrizedMessage, marketing §7.4), which the exchange stands without.
 */
export async function savePrizeAddress(request: WinPrizeInfo, call?: CallOptions): Promise<void> {
  await saveWinPrizeInfo(request, call)
  await sendWinPrizedMessage(
    { user_id: request.user_id, record_id: request.record_id },
    { silent: true, noToast: true },
  ).catch(() => undefined)
}

/** savePrizeAddress for a prize of the points mall (its draw's answer holds the record). */
export const usePrizeAddress = (userId: string) =>
  useAction({
    mutationFn: (vars: Omit<WinPrizeInfo, 'user_id'>) => savePrizeAddress({ user_id: userId, ...vars }),
  })

export interface OpenedTreasureBox {
  result: TreasureBoxResult | null
  /** True when this action opened it; false when an opened box's earlier result was read. */
  fresh: boolean
}

/**
 * A treasure box (marketing §7.4): a box ready to open is opened (alterOpenBoxState, the result with the
 * answer or from getUserOpenTreasureBoxResult), an opened one has its earlier result read. The answer comes
 * no sooner than `alongside` (the box's animation). An opened box books its points: the balance, the
 * records, the boxes and their records; after any failure they are read again before another tap.
 */
export function useOpenTreasureBox(userId: string) {
  const changed = [...booked(userId), pointsKeys.boxState(userId), pointsKeys.boxRecords(userId)]
  return useAction({
    mutationFn: async (vars: {
      boxId: string
      opened: boolean
      alongside?: Promise<unknown>
    }): Promise<OpenedTreasureBox> => {
      const params = { user_id: userId, box_id: vars.boxId }
      if (vars.opened) return { result: await getTreasureBoxResult(params), fresh: false }
      const [result] = await Promise.all([
        openTreasureBox(params).then((r) => r ?? getTreasureBoxResult(params, { silent: true })),
        vars.alongside,
      ])
      return { result, fresh: true }
    },
    meta: { refreshes: (data) => (data.fresh ? changed : []), afterFailure: () => changed },
  })
}

/** clearMyExchange: clears the new-exchange mark of userStatus. */
export const useClearMyExchange = (userId: string) =>
  useAction({
    mutationFn: () => clearMyExchange({ user_id: userId }),
    meta: { refreshes: () => [pointsKeys.status(userId)] },
  })

/** getOrderDetailUrl: the mall order of an exchange, asked on the tap that opens it. */
export const useOrderDetailUrl = (userId: string) =>
  useAction({ mutationFn: (orderNo: string) => getOrderDetailUrl({ user_id: userId, orderNo }) })

/**
 * Leaving for a rights partner (jumpThird): the first time the customer agrees to the third-party notice
 * (initStatus; `agree` saves it with saveStatus); then the partner's encrypted user id (userEncrypt).
 * `uid` null: the notice is not agreed to yet.
 */
export function usePartnerJump(userId: string, key: JumpStatusQuery) {
  return useAction({
    mutationFn: async (vars: { url: string; agree: boolean }) => {
      if (vars.agree) await saveJumpStatus({ ...key, status: '1' })
      else if ((await getJumpInitStatus(key)).status !== '1') return { url: vars.url, uid: null }
      return { url: vars.url, uid: await encryptUser({ user_id: userId }) }
    },
  })
}

/** transfer/getUserInfo: the receiver of a points transfer by phone (1111 / 4444 are the caller's to say). */
export const useTransferTarget = (userId: string) =>
  useAction({
    mutationFn: (phone: string) =>
      getTransferTarget(
        { user_id: userId, phone },
        { quietCodes: [POINTS_CODES.already, POINTS_CODES.refused] },
      ),
  })

/** needMessageVerify: whether a transfer of this amount needs the SMS check first. */
export const useNeedMessageVerify = (userId: string) =>
  useAction({ mutationFn: (integral: number) => needMessageVerify({ user_id: userId, integral }) })

export type TransferAnswer =
  | { booked: IntegralTransferResult }
  /** The SMS check (checkCodeVerify) refused the code or failed: nothing was transferred. */
  | { checkFailed: unknown }

export interface TransferVars {
  receiveUserId: string
  integral: number
  /** The SMS code to check first (checkCodeVerify), for this receiver and amount. */
  check?: { phone: string; checkCode: string }
  /** The proof of a check this transfer has already passed (a retry after a lost answer). */
  proof?: TransferProof
}

export interface TransferCallbacks {
  /** The answer was lost (called first, before the balance is read again). */
  onLost?: () => void
  /**
   * The check passed: the proof the transfer is about to carry, for this receiver and amount. Held by the
   * caller for a retry of the same transfer after a lost answer (docs/backend-requirements.md §3).
   */
  onChecked?: (proof: TransferProof, vars: TransferVars) => void
}

/**
 * A points transfer (marketing §7.4): the SMS check first when `check` is given (with the receiver and
 * the amount: the code confirms this one transfer), then userIntegralTransfer with the check's proof (or
 * `proof`, a check already passed). 3333, the check needed or its proof refused, is the caller's to say.
 * A money-like action: the HTTP layer sends one request id per confirmation (docs/money-actions.md). It
 * books the points: the balance and the records. When its answer is lost (`onLost`, called first) or it
 * is refused for want of points, they are read again; after a lost answer that has finished before the
 * retry is offered.
 */
export function useTransferIntegral(userId: string, { onLost, onChecked }: TransferCallbacks = {}) {
  return useAction({
    mutationFn: async (vars: TransferVars): Promise<TransferAnswer> => {
      const subject = { receive_user_id: vars.receiveUserId, integral: vars.integral }
      let proof = vars.proof
      if (vars.check) {
        try {
          const { verifyToken } = await checkTransferCode(
            { ...vars.check, ...subject },
            { quietCodes: [POINTS_CODES.verify] },
          )
          // A server that issues no proof gets the checked code itself (docs/backend-requirements.md §3).
          proof = verifyToken ? { verifyToken } : { checkCode: vars.check.checkCode }
        } catch (checkFailed) {
          return { checkFailed }
        }
        onChecked?.(proof, vars)
      }
      try {
        return {
          booked: await transferIntegral({ user_id: userId, ...subject }, proof, {
            quietCodes: [POINTS_CODES.verify],
          }),
        }
      } catch (error) {
        // Said before the balance is read again (the declared follow-up below).
        if (answerLost(error)) onLost?.()
        throw error
      }
    },
    meta: {
      refreshes: (answer) => ('booked' in answer ? booked(userId) : []),
      afterFailure: (error) =>
        answerLost(error) || (error instanceof ApiError && error.code === POINTS_CODES.notEnough)
          ? booked(userId)
          : undefined,
    },
  })
}
