import { Link } from 'react-router-dom'
import { getTransferPrizeRecords } from '@/api/draws'
import { href } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { currentUserId, DRAW_SETUPS, recordTarget, show } from '../rules'
import styles from '../components/draws.module.css'

/** Prize records /prizelist (marketing §2.10, §7.4 transferPrizeRecord); e-cards open /cardqy. */
export default function PrizeListPage() {
  const userId = currentUserId()
  const list = useRequest(
    () => getTransferPrizeRecords({ appUserId: userId, pageFlag: DRAW_SETUPS.union.pageFlag }),
    [userId],
  )
  if (list.loading) return <PageLoading />
  if (list.error) return <PageError message="中奖记录加载失败" onRetry={list.reload} />
  const rows = list.data ?? []
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="中奖记录">
        <h2 className={styles.cardTitle}>中奖记录</h2>
        {rows.length === 0 ? (
          <EmptyState message="暂无中奖记录" />
        ) : (
          <ul className={styles.list}>
            {rows.map((r, i) => {
              const body = (
                <>
                  <div>
                    <p className={styles.rowTitle}>{show(r.prizeName)}</p>
                    <p className={styles.rowSub}>{show(r.drawTime)}</p>
                  </div>
                  <span className={styles.tag}>
                    {recordTarget(r.prizeType) ? '查看卡券 ›' : show(r.status)}
                  </span>
                </>
              )
              const to = recordTarget(r.prizeType)
              return (
                <li key={r.recordId || i}>
                  {to ? (
                    <Link className={styles.row} to={href(to, { recordId: r.recordId })}>
                      {body}
                    </Link>
                  ) : (
                    <div className={styles.row}>{body}</div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <RiskFooter />
    </main>
  )
}
