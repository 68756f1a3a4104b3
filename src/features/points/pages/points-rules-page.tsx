import { useRichText } from '@/api/config-queries'
import { shownRichText } from '@/shared/lib/rich-text-content'
import { EmptyState, PageError, PageLoading, RichText, RiskFooter } from '@/shared/ui'
import { RULES_FLAG } from '../rules'
import styles from '../components/points.module.css'

/** /pointsHomeRules and /pointsHomeRulesNew: the points rules, server HTML through RichText. */
export default function PointsRulesPage() {
  const rules = useRichText(RULES_FLAG)
  if (rules.isPending) return <PageLoading />
  if (rules.error) return <PageError error={rules.error} onRetry={() => void rules.refetch()} />
  const html = shownRichText(rules.data?.content, RULES_FLAG)
  return (
    <main className={styles.page}>
      <div className={styles.plainBody}>
        <section className={styles.card} aria-label="积分规则">
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>积分规则</span>
          </div>
          {html ? <RichText className={styles.rules} html={html} /> : <EmptyState message="暂无积分规则" />}
        </section>
      </div>
      <RiskFooter />
    </main>
  )
}
