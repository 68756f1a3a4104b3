import { useRichText } from '@/api/config-queries'
import { shownRichText } from '@/shared/lib/rich-text-content'
import { pageFlagOf } from '@/shared/lib/route-facts'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { EmptyState, PageError, PageLoading, RichText, RiskFooter } from '@/shared/ui'
import { ruleFlagFor } from '../rules'
import styles from '../components/activity-view.module.css'

/** An activity's rule page (/studyRule, /memberAssetsRule, /…Rule): the rule text from the server. */
export default function RulePage() {
  const meta = useRouteMeta()
  const path = meta?.path ?? ''
  const flag = ruleFlagFor(path, pageFlagOf(path))
  // Without a flag there is no rule to ask for: the page says it is coming.
  const rule = useRichText(flag, { enabled: !!flag, call: { noToast: true } })
  if (flag && rule.isPending) return <PageLoading />
  if (flag && rule.error)
    return (
      <PageError
        error={rule.error}
        message="活动规则加载失败，请稍后重试"
        onRetry={() => void rule.refetch()}
      />
    )
  const html = flag ? shownRichText(rule.data?.content, flag) : ''
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="活动规则">
        <h1 className={styles.cardTitle}>活动规则</h1>
        {html ? <RichText html={html} /> : <EmptyState message="活动规则即将公布，敬请期待" />}
      </section>
      <RiskFooter />
    </main>
  )
}
