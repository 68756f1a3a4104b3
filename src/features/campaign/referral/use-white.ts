import { checkWhitePhone } from '@/api/mgm'
import { wxUserStore } from '@/shared/lib/storage'
import { useRequest } from '@/shared/lib/use-request'

/** Whether the signed-in user is whitelisted (checkWhitePhone by the user's phone; marketing §2.6, §6). */
export function useIsWhite() {
  const phone = wxUserStore.get()?.phone ?? ''
  const { data, loading, error, reload } = useRequest(
    () => (phone ? checkWhitePhone(phone, { silent: true }) : Promise.resolve({ isWhite: '0' as const })),
    [phone],
  )
  return { isWhite: data?.isWhite === '1', loading, error, reload }
}
