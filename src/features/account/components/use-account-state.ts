import { getAccountState, type AccountState } from '@/api/identity'
import { useRequest } from '@/shared/lib/use-request'
import { currentOpenId } from './session-user'

/** The account state of the signed-in WeChat user (account-and-shared §4). */
export function useAccountState(enabled = true) {
  return useRequest<AccountState | null>(
    () => (enabled ? getAccountState(currentOpenId()) : Promise.resolve(null)),
    [enabled],
  )
}
