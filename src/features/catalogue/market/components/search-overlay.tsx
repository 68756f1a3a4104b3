import { useState } from 'react'
import { DotLoading, SearchBar } from 'antd-mobile'
import type { MarketProductType, MarketVariant, ProdSaleCustom } from '@/api/catalogue/shared'
import type { MarketSuggestion } from '@/api/catalogue/search'
import { useMarketSearch } from '@/api/catalogue/search-queries'
import { EmptyState } from '@/shared/ui'
import { MAIN_TABS, TYPE_TABS } from '../rules'
import { T } from '../texts'
import { Highlight } from './highlight'
import { suggestionsOf, useSearchKey } from './use-suggestions'
import styles from './search-overlay.module.css'

export interface SearchOverlayProps {
  variant: MarketVariant
  onPick: (suggestion: MarketSuggestion) => void
  onCancel: () => void
}

const typeTitle = (type: MarketProductType | null) => TYPE_TABS.find((t) => t.key === type)?.title
const customTitle = (custom: ProdSaleCustom) => MAIN_TABS.find((t) => t.key === custom)?.title

/** The market search overlay (catalogue §2.3, §4.4). */
export default function SearchOverlay({ variant, onPick, onCancel }: SearchOverlayProps) {
  const [keyword, setKeyword] = useState('')
  const searchKey = useSearchKey(keyword)
  const { list, status, key } = suggestionsOf(
    searchKey,
    useMarketSearch(searchKey, variant, { enabled: searchKey !== '' }),
  )
  const showList = keyword.trim() !== '' && status === 'done'
  return (
    <div role="dialog" aria-label="搜索产品" className={styles.overlay}>
      <div className={styles.bar}>
        <SearchBar
          className={styles.search}
          placeholder={T.searchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          onClear={() => setKeyword('')}
          onCancel={onCancel}
          showCancelButton={() => true}
          cancelText={T.cancel}
          autoFocus
          aria-label={T.searchPlaceholder}
        />
      </div>
      <div className={styles.content}>
        {status === 'loading' && (
          <p className={styles.weak}>
            {T.loading}
            <DotLoading />
          </p>
        )}
        {showList && list.length === 0 && <EmptyState message={T.noSearchResult} />}
        {showList && list.length > 0 && (
          <ul className={styles.list} aria-label="搜索结果">
            {list.map((s) => (
              <li key={s.prodCode}>
                <button type="button" className={styles.item} onClick={() => onPick(s)}>
                  <span className={styles.name}>
                    <Highlight text={s.prodNameShort || s.prodName} keyword={key} />
                  </span>
                  <span className={styles.meta}>
                    <span className={styles.code}>
                      <Highlight text={s.prodCode} keyword={key} />
                    </span>
                    {[
                      variant === 'custom' ? customTitle(s.prodSaleCustom) : undefined,
                      typeTitle(s.productType),
                    ]
                      .filter(Boolean)
                      .map((label) => (
                        <em key={label} className={styles.tag}>
                          {label}
                        </em>
                      ))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
