import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { HistoryLookup } from '../components/history-lookup'
import { Notice } from '../components/notice'
import { T } from '../texts'
import styles from '../components/history-lookup.module.css'

/** /productMarketSearch: 历史产品查询 (catalogue §2.5). */
export default function HistorySearchPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const back = () => {
    // Back to the list the user came from (its tabs are in its URL); a direct visit opens the list.
    if (location.key !== 'default') navigate(-1)
    else
      navigate(params.get('from') === 'web' ? PATHS.productMarketWeb : PATHS.productMarket, { replace: true })
  }
  return (
    <main className={styles.page}>
      <Notice />
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={back}>
          <span aria-hidden="true">‹</span>
          {T.historyBack}
        </button>
        <h1>{T.historyTitle}</h1>
      </header>
      <HistoryLookup />
      <RiskFooter />
    </main>
  )
}
