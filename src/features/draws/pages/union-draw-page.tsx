import { useNavigate } from 'react-router-dom'
import type { DrawResult } from '@/api/draws'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { DrawRules } from '../components/draw-rules'
import { DrawStage } from '../components/draw-stage'
import { POOL_SETUPS, unionDrawState } from '../rules'
import styles from '../components/draws.module.css'

/** /uniondrawprize: the transfer pool's draw; the result opens /unionDrawPrizeRes (marketing §2.10). */
export default function UnionDrawPage() {
  const navigate = useNavigate()
  const setup = POOL_SETUPS.transfer
  // The result goes in route state, never in the address (docs/features/talent-and-draws.md).
  const onResult = (r: DrawResult) => navigate(PATHS.unionDrawPrizeRes, { state: unionDrawState(r) })
  return (
    <main className={styles.page}>
      <DrawStage setup={setup} onResult={onResult} />
      <DrawRules ruleFlag={setup.ruleFlag} />
      <RiskFooter />
    </main>
  )
}
