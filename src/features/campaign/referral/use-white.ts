import { checkWhitePhone } from '@/api/mgm'
import { signedIn } from '@/api/auth/signed-in'
import { useRequest } from '@/shared/lib/use-request'

/**
 * Whether the signed-in user is whitelisted (checkWhitePhone by the user's phone; marketing §2.6, §6):
 * the WeChat user's bound phone, or the app user's profile phone.
 */
export function useIsWhite() {
  const { phone } = signedIn()
  const { data, loading, error, reload } = useRequest(
    () => (phone ? checkWhitePhone(phone, { silent: true }) : Promise.resolve({ isWhite: '0' as const })),
    [phone],
  )
  return { isWhite: data?.isWhite === '1', loading, error, reload }
}
