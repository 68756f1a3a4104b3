import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { DotLoading, SearchBar } from 'antd-mobile'
import { useFundSearch } from '@/api/catalogue/funds-queries'
import { EmptyState, RiskFooter } from '@/shared/ui'
import { useSearchKey } from '../../market/components/use-suggestions'
import { Highlight } from '../../market/components/highlight'
import { TrashIcon } from '../components/icons'
import { fundHref, fundTypeText, saleStatusText } from '../rules'
import { clearSearchHistory, readSearchHistory, recordViewed, type HistoryEntry } from '../search-history'
import { TEXTS } from '../texts'
import styles from './search-page.module.css'

/** catalogue §9.1: search debounce 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200

/** /search1: viewed-product history and live fund search (catalogue §2.7). */
export default function SearchPage() {
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const [history, setHistory] = useState<HistoryEntry[]>(readSearchHistory)
  const trimmed = keyword.trim()
  // The search is keyed by the keyword once typing has paused: an older keyword's answer lands in its own
  // cache entry and is never shown for the one typed now. A failure shows an empty result.
  const searchKey = useSearchKey(keyword, SEARCH_DEBOUNCE_MS)
  const found = useFundSearch(searchKey, { enabled: searchKey !== '' })
  const results =
    searchKey && !found.isPending ? { keyword: searchKey, funds: found.isError ? [] : found.data } : null

  const open = (fund: HistoryEntry) => {
    setHistory(recordViewed(fund))
    navigate(fundHref(fund))
  }
  const clear = () => {
    clearSearchHistory()
    setHistory([])
  }
  const pending = trimmed !== '' && results?.keyword !== trimmed

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <SearchBar
          className={styles.search}
          placeholder={TEXTS.searchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          showCancelButton
          onCancel={() => navigate(-1)}
          autoFocus
          aria-label="搜索基金"
        />
      </div>

      {!trimmed && history.length > 0 && (
        <section className={styles.history} aria-label={TEXTS.searchHistory}>
          <div className={styles.head}>
            <h2>{TEXTS.searchHistory}</h2>
            <button type="button" className={styles.clear} onClick={clear} aria-label="清空浏览记录">
              <TrashIcon />
              {TEXTS.clearHistory}
            </button>
          </div>
          <ul className={styles.chips}>
            {history.map((h) => (
              <li key={h.fundCode}>
                <button type="button" className={styles.chip} onClick={() => open(h)}>
                  {h.shortName || h.fundName}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {pending && (
        <div className={styles.pending} role="status">
          <DotLoading color="primary" />
        </div>
      )}

      {!pending && results && results.funds.length === 0 && <EmptyState message={TEXTS.emptySearch} />}

      {!pending && results && results.funds.length > 0 && (
        <ul className={styles.results} aria-label="搜索结果">
          {results.funds.map((fund) => {
            const status = saleStatusText(fund.fundStatus)
            const name = fund.shortName || fund.fundName
            return (
              <li key={fund.fundCode}>
                <button type="button" className={styles.result} onClick={() => open(fund)} aria-label={name}>
                  <span className={styles.name}>
                    <Highlight text={name} keyword={results.keyword} />
                  </span>
                  <span className={styles.meta}>
                    <Highlight text={fund.fundCode} keyword={results.keyword} />
                    <span>{fundTypeText(fund)}</span>
                    {status ? (
                      <span className={styles.off}>{status}</span>
                    ) : (
                      <span className={styles.on}>可购买</span>
                    )}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <RiskFooter className={styles.footer} />
    </main>
  )
}
