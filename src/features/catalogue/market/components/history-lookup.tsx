import { useState } from 'react'
import { DotLoading, InfiniteScroll, SearchBar } from 'antd-mobile'
import type { NavRecord } from '@/api/catalogue/shared'
import type { HistorySuggestion } from '@/api/catalogue/history'
import { useHistorySearch } from '@/api/catalogue/history-queries'
import { formatDate } from '@/shared/lib/dates'
import { formatFractionYield, formatNav, formatPerTenThousand } from '@/shared/lib/format'
import { EmptyState, ListFailed, MoreFailed } from '@/shared/ui'
import { productTitle } from '../rules'
import { T } from '../texts'
import { useHistoryNav } from '../use-history-nav'
import { Highlight } from './highlight'
import { suggestionsOf, useSearchKey } from './use-suggestions'
import styles from './history-lookup.module.css'

/** Money-market records carry the seven-day yield; the others unit and cumulative net values. */
const isMoney = (records: readonly NavRecord[]) => records.some((r) => r.sevenDaysIncomeRate !== null)

function NavTable({ records }: { records: readonly NavRecord[] }) {
  const money = isMoney(records)
  const heads = money ? ['净值日期', '七日年化收益率', '万份收益'] : ['净值日期', '单位净值', '累计净值']
  return (
    <table className={styles.table} aria-label="历史净值">
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((r, i) => (
          <tr key={`${r.navDate}-${i}`}>
            <td>{formatDate(r.navDate)}</td>
            <td>
              {money ? formatFractionYield(r.sevenDaysIncomeRate) : formatNav(r.nav, r.navDecimalPlaces)}
            </td>
            <td>
              {money
                ? formatPerTenThousand(r.outTenThousandIncomeAmt)
                : formatNav(r.totalNav, r.navDecimalPlaces)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** 历史产品查询 (catalogue §2.5): search liquidated products, then page through a product's net values. */
export function HistoryLookup() {
  const [keyword, setKeyword] = useState('')
  const [product, setProduct] = useState<HistorySuggestion | null>(null)
  const searchKey = useSearchKey(keyword)
  const { list, status, key } = suggestionsOf(
    searchKey,
    useHistorySearch(searchKey, { enabled: searchKey !== '' }),
  )
  const nav = useHistoryNav(product?.prodCode ?? null)
  const suggesting = keyword.trim() !== ''

  const pick = (s: HistorySuggestion) => {
    setProduct(s)
    setKeyword('')
  }

  return (
    <>
      <div className={styles.searchWrap}>
        <SearchBar
          className={styles.search}
          placeholder={T.historyPlaceholder}
          value={keyword}
          onChange={setKeyword}
          onClear={() => setKeyword('')}
          aria-label={T.historyPlaceholder}
        />
        {suggesting && (
          <div className={styles.suggest}>
            {status === 'loading' && (
              <p className={styles.weak}>
                {T.loading}
                <DotLoading />
              </p>
            )}
            {status === 'done' && list.length === 0 && <p className={styles.weak}>{T.empty}</p>}
            {status === 'done' && list.length > 0 && (
              <ul aria-label="历史产品">
                {list.map((s) => (
                  <li key={s.prodCode}>
                    <button type="button" onClick={() => pick(s)}>
                      <span className={styles.sName}>
                        <Highlight text={productTitle(s)} keyword={key} />
                      </span>
                      <span className={styles.sCode}>
                        <Highlight text={s.prodCode} keyword={key} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {!product ? (
        <>
          <p className={styles.hint}>{T.historyHint}</p>
          <EmptyState message={T.empty} />
        </>
      ) : (
        <>
          <section className={styles.card} aria-label="产品信息">
            <div className={styles.cardHead}>
              <h2>{productTitle(product)}</h2>
              <span className={styles.tag}>{T.liquidated}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>产品代码</dt>
                <dd>{product.prodCode || '--'}</dd>
              </div>
              <div>
                <dt>{T.registerCode}</dt>
                <dd>{product.registerCode || '--'}</dd>
              </div>
            </dl>
          </section>
          <section className={styles.navCard} aria-label="历史净值列表">
            <h3>历史净值</h3>
            {nav.records.length > 0 && <NavTable records={nav.records} />}
            {nav.failed?.at === 'first' ? (
              <ListFailed error={nav.failed.error} onRetry={nav.retry} />
            ) : (
              nav.finished && nav.records.length === 0 && <EmptyState message={T.empty} />
            )}
            <InfiniteScroll loadMore={nav.loadMore} hasMore={!nav.finished} className={styles.more}>
              {(hasMore) =>
                nav.failed?.at === 'more' ? (
                  <MoreFailed error={nav.failed.error} onRetry={nav.retry} busy={nav.retrying} />
                ) : hasMore ? (
                  <span>
                    {T.loading}
                    <DotLoading />
                  </span>
                ) : nav.records.length > 0 ? (
                  <span>{T.noMoreNav}</span>
                ) : null
              }
            </InfiniteScroll>
          </section>
        </>
      )}
    </>
  )
}
