import { Link } from 'react-router-dom'
import { href } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading } from '@/shared/ui'
import { usePoolRecords } from '../pool-queries'
import { isRight, linkHref, recordTag, rightsLink, show, type PoolSetup } from '../rules'
import styles from './draws.module.css'

/** 我的权益 of one pool: its won e-cards and physical prizes, each opening its own right. */
export function RightsList({ setup, userId }: { setup: PoolSetup; userId: string }) {
  const list = usePoolRecords(setup, userId)
  if (list.isPending) return <PageLoading />
  if (list.error)
    return <PageError error={list.error} message="权益信息加载失败" onRetry={() => void list.refetch()} />
  const rows = (list.data ?? []).filter((r) => isRight(r.prizeType) && r.recordId)
  return (
    <section className={styles.card} aria-label="我的权益">
      <h2 className={styles.cardTitle}>我的权益</h2>
      <p className={styles.poolName}>{setup.title}</p>
      {rows.length === 0 ? (
        <EmptyState message="暂无权益，快去抽奖吧" action={<Link to={href(setup.drawPath)}>去抽奖</Link>} />
      ) : (
        <ul className={styles.list}>
          {rows.map((r) => (
            <li key={r.recordId}>
              <Link className={styles.row} to={linkHref(rightsLink(setup.pool, r.recordId))}>
                <div>
                  <p className={styles.rowTitle}>{show(r.prizeName)}</p>
                  <p className={styles.rowSub}>{show(r.drawTime)}</p>
                </div>
                <span className={styles.tag}>{recordTag(r)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
