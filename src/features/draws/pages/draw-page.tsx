import { useLocation } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { DrawRules } from '../components/draw-rules'
import { DrawStage } from '../components/draw-stage'
import { DRAW_SETUPS } from '../rules'
import styles from '../components/draws.module.css'

/** Draw pages /drawprize (points pool) and /carddrawprize (card / carbon pool), marketing §2.10. */
export default function DrawPage() {
  const { pathname } = useLocation()
  const setup = pathname === PATHS.carddrawprize ? DRAW_SETUPS.card : DRAW_SETUPS.points
  return (
    <main className={styles.page}>
      <DrawStage key={setup.pageFlag} setup={setup} />
      <DrawRules />
      <RiskFooter />
    </main>
  )
}
