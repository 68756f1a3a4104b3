import { useNavigate } from 'react-router-dom'
import { useYiBaiRights } from '@/api/points-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState } from '@/shared/ui'
import { pointsText } from '../../rules'
import { Picture } from '@/shared/ui/picture'
import pointsStyles from '../points.module.css'
import styles from './home.module.css'

const SHOWN = 4

/** 权益 (marketing §2.12): the first rights points exchange for, each opening its detail. */
export function RightsSection({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const rights = useYiBaiRights(userId, { call: { silent: true } })
  const list = (rights.data ?? []).slice(0, SHOWN)
  return (
    <section className={pointsStyles.card} aria-label="权益">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>积分兑权益</span>
        <button type="button" className={styles.more} onClick={() => navigate(PATHS.interestsDetails)}>
          查看全部 ›
        </button>
      </div>
      {rights.error && !rights.data ? (
        <button type="button" className={styles.retry} onClick={() => void rights.refetch()}>
          权益加载失败，点击重试
        </button>
      ) : !rights.data ? (
        <div className={`${styles.inline} ${styles.pending} ${styles.pendingRights}`}>加载中…</div>
      ) : list.length === 0 ? (
        <EmptyState message="暂无可兑换权益" />
      ) : (
        <div className={styles.rights}>
          {list.map((r) => (
            <button
              key={r.id}
              type="button"
              className={styles.right}
              // §9's rights check is sent once by the rights page it opens (interests-page.tsx).
              onClick={() => navigate(href(PATHS.interestsDetailInfo, { id: r.id }))}
            >
              <Picture className={styles.rightImg} src={r.rightsImg} kind="prize" size={40} lazy />
              <span style={{ minWidth: 0 }}>
                <span className={styles.rightName} style={{ display: 'block' }}>
                  {r.rightsName || EMPTY_TEXT}
                </span>
                <span className={styles.rightCost} style={{ display: 'block' }}>
                  {pointsText(r.needIntegral)}积分
                </span>
              </span>
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
