import { answerLost } from './http'
import { receiveFirstPurchaseReward, type MgmUserParams } from './mgm'
import { mgmKeys } from './mgm-queries'
import { useAction } from '@/shared/lib/action'

/**
 * The inviter home's receive action, apart from its reads (./mgm-queries.ts): the reward dialog that runs it
 * loads it, so the home's first paint does not carry the actions' code (docs/decisions/025).
 */

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/**
 * changeWaitXyj: the waiting coins into usable ones (marketing §4.4). The home (the coins) is asked again
 * after a success, and after a lost answer before the popup offers another try (docs/money-actions.md).
 */
export function useReceiveFirstPurchaseReward({ pageFlag, userId, eventId }: MgmUserParams) {
  const home = () => [mgmKeys.home({ pageFlag, userId, eventId })]
  return useAction<void, unknown>({
    mutationFn: () => receiveFirstPurchaseReward({ pageFlag, userId, eventId }),
    meta: { refreshes: home, afterFailure: (error) => (answerLost(error) ? home() : undefined) },
  })
}
