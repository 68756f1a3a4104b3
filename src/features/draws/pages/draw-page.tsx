import { useLocation } from 'react-router-dom'
import { RiskFooter } from '@/shared/ui'
import { DrawRules } from '../components/draw-rules'
import { DrawStage } from '../components/draw-stage'
import { POOL_SETUPS, poolForDrawPath } from '../rules'
import styles from '../components/draws.module.css'

/**
 * Draw pages (marketing §2.10): /drawprize and /prizeActivityScore (points pool), /carddrawprize (card /
 * carbon pool), /studyspecialprize (study pool: the chances the study quiz's claim grants).
 */
export default function DrawPage() {
  const { pathname } = useLocation()
  const setup = POOL_SETUPS[poolForDrawPath(pathname)]
  return (
    <main className={styles.page}>
      <DrawStage key={setup.pool} setup={setup} />
      <DrawRules ruleFlag={setup.ruleFlag} />
      <RiskFooter />
    </main>
  )
}
