import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { EmptyState, RiskFooter } from '@/shared/ui'
import styles from '../components/points.module.css'

/** /pointsHomeNewVedio: the points video corner; no video is configured in the contract yet. */
export default function PointsVideoPage() {
  const navigate = useNavigate()
  return (
    <main className={styles.page}>
      <div className={styles.plainBody}>
        <section className={styles.card} aria-label="看视频赚积分">
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>看视频赚积分</span>
          </div>
          <EmptyState message="精彩视频即将上线，敬请期待" />
          <Button block color="primary" shape="rounded" onClick={() => navigate(PATHS.pointsHome)}>
            返回积分首页
          </Button>
        </section>
      </div>
      <RiskFooter />
    </main>
  )
}
