import type { AppLoginResult, OpenAccount } from '@/api/identity'
import { useAppLogin, useOpenStatus } from '@/api/identity-hooks'

const QUIET = { silent: true, noToast: true } as const

export interface AppAccount {
  /** The app login by openid; null when it failed (not app-bound yet). */
  app: AppLoginResult | null
  /** null when the status could not be read: treated as not open. */
  openAccount: OpenAccount | null
  /** Until this page's own answers are in (src/api/identity-queries.ts). */
  loading: boolean
}

/**
 * A WeChat user's app account (account-and-shared §4): the app login by openid (tokens, isLimit; stored as
 * it arrives), then the open status by the openid (getOpenStatus `user_id`, docs/api-contract.md "Which id
 * a call takes"). Quiet reads: a failure leaves null, never an error view.
 */
export function useAppAccount(openid: string): AppAccount {
  const app = useAppLogin(openid, { call: QUIET })
  const open = useOpenStatus(openid, { enabled: !app.isPending, call: QUIET })
  return {
    // A failed read counts as failed even when the cache still holds an earlier answer.
    app: app.isSuccess ? app.data : null,
    openAccount: open.isSuccess ? open.data.openAccount : null,
    loading: app.isPending || app.isFetching || open.isPending || open.isFetching,
  }
}
