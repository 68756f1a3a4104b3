import { useEffect } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { usePageConfig } from '@/api/config-queries'
import { useCustomerStatus } from '@/api/identity-hooks'
import { usePageShareTracking } from '@/api/page-share-tracking'
import { pageFlagOf } from '@/shared/lib/route-facts'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { local } from '@/shared/lib/storage'
import { EmptyState, PageError, PageLoading, RiskFooter, StopNotice, pickStop } from '@/shared/ui'
import { ActivityView } from '../components/activity-view'
import {
  activityFlag,
  INVITE_FAIL_TIP,
  invitedPageAllowed,
  joinLink,
  keepsInviter,
  usableInviter,
} from '../rules'
import styles from '../components/activity-view.module.css'

/** A WeChat customer whose phone is not bound yet (they join through the bind transit). */
function useUnbound(active: boolean): boolean {
  const who = signedIn()
  const openid = active && who.kind === 'wechat' ? who.openid : ''
  // The customer status (docs/identity.md); a failure offers no bind transit (no error view for it).
  const { data } = useCustomerStatus({ enabled: !!openid, call: { silent: true, noToast: true } })
  return !!openid && !!data?.account && data.account.isPhoneBinding !== '1'
}

/**
 * Config-driven activity page for the routes whose spec line only names them (docs/features/activities.md):
 * page config by page flag (rule, rich text, modules, stop notice). The flag is the link's pageId
 * (isMgm 30), its pageFlag, or the route's. Pages with an isMgm code offer a customer whose phone is not
 * bound the bind transit with that code, which returns here; the invited page needs an inviter or a
 * saved invite (marketing §5); the invited and spring-gold pages keep the link's inviter (isMgm 31).
 */
export default function ActivityPage() {
  const meta = useRouteMeta()
  const path = meta?.path ?? ''
  const [params] = useSearchParams()
  const pageFlag = activityFlag({
    path,
    pageId: params.get('pageId'),
    pageFlag: params.get('pageFlag'),
    routeFlag: pageFlagOf(path),
    storedPageId: local.get('wxPageId'),
  })
  const inviter = usableInviter(params.get('inviterOpenId'))
  const allowed = invitedPageAllowed(path, params.get('inviterOpenId'), params.get('hasSaveInvite'))
  const join = allowed && pageFlag ? joinLink(path, pageFlag) : null
  const unbound = useUnbound(!!join)
  const { data, error, isPending, refetch } = usePageConfig(pageFlag, {
    enabled: allowed && !!pageFlag,
    call: { noToast: true },
  })
  // marketing §7.7: a forwarded visit under one of the fixed flags (xywx_nxxly has no route of its own).
  usePageShareTracking(allowed ? pageFlag : '')

  useEffect(() => {
    if (inviter && keepsInviter(path) && local.get('inviterOpenId') !== inviter)
      local.set('inviterOpenId', inviter)
  }, [inviter, path])

  if (!allowed) return <Navigate to={INVITE_FAIL_TIP} replace />
  if (!pageFlag)
    return (
      <main className={styles.page}>
        <EmptyState message="活动链接不完整，请从活动入口重新进入" />
        <RiskFooter />
      </main>
    )
  if (isPending) return <PageLoading />
  if (error || !data)
    return <PageError error={error} message="活动信息加载失败，请稍后重试" onRetry={() => void refetch()} />
  const stop = pickStop(data.pageStopList)
  if (stop) return <StopNotice stop={stop} />
  return <ActivityView title={meta?.title ?? ''} config={data} join={unbound ? join : null} />
}
