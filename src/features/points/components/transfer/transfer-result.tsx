import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { pointsText } from '../../rules'
import type { TransferDone } from '../../use-transfer'
import pointsStyles from '../points.module.css'
import styles from './transfer.module.css'

/** The result of a transfer that went through. */
export function TransferResult({ done, onAgain }: { done: TransferDone; onAgain: () => void }) {
  const navigate = useNavigate()
  return (
    <section className={`${pointsStyles.card} ${styles.result}`} aria-label="转赠结果">
      <div className={styles.resultIcon} aria-hidden>
        ✓
      </div>
      <h2 className={styles.resultTitle}>转赠成功</h2>
      <p className={styles.resultText}>
        已向 {done.target.nickname || '微信用户'}（{done.target.phone}）转赠 {pointsText(done.amount)} 积分
      </p>
      <p className={styles.resultText}>剩余可用积分 {pointsText(done.balance)}</p>
      <div className={styles.resultActions}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(PATHS.pointsDetails)}>
          查看积分明细
        </Button>
        <Button block shape="rounded" onClick={onAgain}>
          继续转赠
        </Button>
        <Button block fill="none" onClick={() => navigate(PATHS.pointsHome)}>
          返回积分首页
        </Button>
      </div>
    </section>
  )
}
