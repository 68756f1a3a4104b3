import { useSearchParams } from 'react-router-dom'
import { getPageConfig } from '@/api/config'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { useRequest } from '@/shared/lib/use-request'
import { PageError, PageLoading, StopNotice, pickStop } from '@/shared/ui'
import { ActivityView } from '../components/activity-view'

/**
 * Config-driven activity page for routes no spec describes (for example /springFestivalLantern,
 * /wwcClient): page config by page flag (rule, rich text, modules, stop notice).
 * The flag comes from the route table, or from ?pageFlag= for the generic /product/activity page.
 */
export default function ActivityPage() {
  const meta = useRouteMeta()
  const [params] = useSearchParams()
  const pageFlag = params.get('pageFlag') || meta?.pageFlag || 'default'
  const { data, error, loading, reload } = useRequest(
    () => getPageConfig(pageFlag, { noToast: true }),
    [pageFlag],
  )

  if (loading) return <PageLoading />
  if (error || !data) return <PageError message="活动信息加载失败，请稍后重试" onRetry={reload} />
  const stop = pickStop(data.pageStopList)
  if (stop) return <StopNotice stop={stop} />
  return <ActivityView title={meta?.title ?? ''} config={data} />
}
