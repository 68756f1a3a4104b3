import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { local } from '@/shared/lib/storage'
import { INVITER_MISSING_ROUTE, inviterMissing } from '../rules'

/**
 * account-and-shared §5 on entry of the bind and transit pages: an invitation flow (isMgm 17, 37,
 * mgmInvitedSc) without a stored inviterOpenId (empty or the text null) goes straight to the
 * invitation-failure page, before anything is fetched or bound. `isMgm` defaults to the route's query.
 */
export function InvitationGuard({ isMgm, children }: { isMgm?: string | null; children: ReactNode }) {
  const [params] = useSearchParams()
  const code = isMgm !== undefined ? isMgm : params.get('isMgm')
  if (inviterMissing(code, local.get('inviterOpenId'))) return <Navigate to={INVITER_MISSING_ROUTE} replace />
  return children
}
