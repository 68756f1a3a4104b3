import { useCallback } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { useWhitePhone } from '@/api/mgm-whitelist-queries'

/**
 * Whether the signed-in user is whitelisted (checkWhitePhone by the user's phone; marketing §2.6, §6):
 * the WeChat user's bound phone, or the app user's profile phone. Without a phone: not whitelisted, and
 * nothing is asked.
 */
export function useIsWhite() {
  const { phone } = signedIn()
  const { data, isPending, error, refetch } = useWhitePhone(phone, {
    enabled: !!phone,
    call: { silent: true },
  })
  const reload = useCallback(() => void refetch(), [refetch])
  return {
    isWhite: !!phone && data?.isWhite === '1',
    loading: !!phone && isPending,
    error: phone ? error : null,
    reload,
  }
}
