import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerLost, type CallOptions } from './http'
import type { MgmUserParams } from './mgm'
import { exchangeCoins, getExchangePrizes, type ExchangeResult } from './mgm-exchange'
import { mgmKeys } from './mgm-queries'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'

/**
 * The exchange popup's prize list and coin exchange (./mgm-exchange.ts) as a query and an action. Keys:
 * ./mgm-queries.ts.
 */

export const exchangePrizesQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.exchangePrizes(params),
    queryFn: () => getExchangePrizes(params, call),
  })

/** canExchangePrizes: the prizes the coins can buy (marketing §4.5). */
export const useExchangePrizes = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...exchangePrizesQuery(params, call), enabled })

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/**
 * exchangeCard: coins for the prize `prizeId` (marketing §4.5), quiet (the alert shows the outcome). The
 * prizes and the home's coins are asked again; the records are dropped, so 查看兑换记录 draws them once asked
 * again, not as cached. After a lost answer (booked or not is unknown) the prizes and coins are asked again
 * too (docs/money-actions.md).
 */
export function useExchangeCoins({ pageFlag, userId, eventId }: MgmUserParams) {
  const params = { pageFlag, userId, eventId }
  return useAction<string, ExchangeResult>({
    mutationFn: (prizeId) => exchangeCoins({ ...params, prizeId }, { silent: true, noToast: true }),
    meta: {
      refreshes: () => [mgmKeys.exchangePrizes(params), mgmKeys.home(params)],
      drops: () => [mgmKeys.prizeRecords(params)],
      afterFailure: (error) =>
        answerLost(error) ? [mgmKeys.exchangePrizes(params), mgmKeys.home(params)] : undefined,
    },
  })
}
