import { useNavigate } from 'react-router-dom'
import type { DrawResult } from '@/api/draws'
import { href, PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { DrawRules } from '../components/draw-rules'
import { DrawStage } from '../components/draw-stage'
import { POOL_SETUPS } from '../rules'
import styles from '../components/draws.module.css'

/** /uniondrawprize: the transfer pool's draw; the result opens /unionDrawPrizeRes (marketing §2.10). */
export default function UnionDrawPage() {
  const navigate = useNavigate()
  const setup = POOL_SETUPS.transfer
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
      <DrawStage setup={setup} onResult={onResult} />
      <DrawRules ruleFlag={setup.ruleFlag} />
      <RiskFooter />
    </main>
  )
}
