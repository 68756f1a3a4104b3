import { useNavigate } from 'react-router-dom'
import type { DrawResult } from '@/api/draws'
import { href, PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { DrawRules } from '../components/draw-rules'
import { DrawStage } from '../components/draw-stage'
import { DRAW_SETUPS } from '../rules'
import styles from '../components/draws.module.css'

/** /uniondrawprize: the transfer pool's draw; the result opens /unionDrawPrizeRes (marketing §2.10). */
export default function UnionDrawPage() {
  const navigate = useNavigate()
  const onResult = (r: DrawResult) =>
    navigate(
      href(PATHS.unionDrawPrizeRes, {
        prizeName: r.prizeName,
        prizeType: r.prizeType,
        isWin: r.isWin,
        recordId: r.recordId,
        chanceNum: r.chanceNum,
      }),
    )
  return (
    <main className={styles.page}>
      <DrawStage setup={DRAW_SETUPS.union} onResult={onResult} />
      <DrawRules />
      <RiskFooter />
    </main>
  )
}
