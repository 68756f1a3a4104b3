import { signedIn } from '@/api/auth/signed-in'
import { Link, useSearchParams } from 'react-router-dom'
import { href } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { linkHref, poolFrom, POOL_SETUPS, recordTag, recordTarget, show } from '../rules'
import { usePoolRecords } from '../pool-queries'
import styles from '../components/draws.module.css'

/**
 * Prize records /prizelist?pool= (marketing §2.10, §7.4) of the pool the link names (the transfer pool
 * without one, and on /transferspecialactivityPrize); rights rows open their right on /cardqy.
 */
export default function PrizeListPage() {
  const [params] = useSearchParams()
  const setup = POOL_SETUPS[poolFrom(params.get('pool'))]
  const userId = signedIn().userId
  const list = usePoolRecords(setup, userId)
  if (list.isPending) return <PageLoading />
  if (list.error)
    return <PageError error={list.error} message="中奖记录加载失败" onRetry={() => void list.refetch()} />
  const rows = list.data ?? []
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="中奖记录">
        <h2 className={styles.cardTitle}>中奖记录</h2>
        <p className={styles.poolName}>{setup.title}</p>
        {rows.length === 0 ? (
          <EmptyState message="暂无中奖记录" action={<Link to={href(setup.drawPath)}>去抽奖</Link>} />
        ) : (
          <ul className={styles.list}>
            {rows.map((r, i) => {
              const to = recordTarget(setup.pool, r)
              const body = (
                <>
                  <div>
                    <p className={styles.rowTitle}>{show(r.prizeName)}</p>
                    <p className={styles.rowSub}>{show(r.drawTime)}</p>
                  </div>
                  <span className={styles.tag}>{recordTag(r)}</span>
                </>
              )
              return (
                <li key={r.recordId || i}>
                  {to ? (
                    <Link className={styles.row} to={linkHref(to)}>
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
