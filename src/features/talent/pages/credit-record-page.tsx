import { signedIn } from '@/api/auth/signed-in'
import { useCreditRecords } from '@/api/talent-queries'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { show, signedCredit, talentParams } from '../rules'
import styles from '../components/talent.module.css'

/** Credit records /talentCreditRecord (marketing §7.3 getUserCreditList). */
export default function CreditRecordPage() {
  const list = useCreditRecords(talentParams(signedIn().userId))
  if (list.isPending) return <PageLoading />
  if (list.error)
    return <PageError error={list.error} message="学分记录加载失败" onRetry={() => void list.refetch()} />
  const rows = list.data ?? []
  return (
    <main className={styles.page} style={{ paddingTop: 12 }}>
      <section className={styles.card} aria-label="学分记录">
        {rows.length === 0 ? (
          <EmptyState message="暂无学分记录" />
        ) : (
          <ul className={styles.list}>
            {rows.map((r, i) => (
              <li key={r.id || i} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>{show(r.creditName)}</p>
                  <p className={styles.rowSub}>{show(r.createTime)}</p>
                </div>
                <span className={r.creditValue < 0 ? styles.minus : styles.plus}>
                  {signedCredit(r.creditValue)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RiskFooter />
    </main>
  )
}
