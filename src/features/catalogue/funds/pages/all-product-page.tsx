import { useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Tabs } from 'antd-mobile'
import type { FundType } from '@/api/catalogue/shared'
import type { Fund } from '@/api/catalogue/funds'
import { useFundTypes } from '@/api/catalogue/funds-queries'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { FundFilterBar } from '../components/fund-filter-bar'
import { FundList } from '../components/fund-list'
import type { PagedList } from '../list-pages'
import { SearchEntry } from '../components/search-entry'
import { recallPage, rememberPage, restoreScroll } from '../../back-memory'
import { nextListGeneration } from '../../list-generation'
import { fundHref, NO_FILTERS, type FundFilters } from '../rules'
import { useFundList } from '../use-fund-list'
import styles from './all-product-page.module.css'

const ALL = 'all'

/** What the page looked like when left: coming back to it restores all of it. */
interface AllProductMemory {
  tab: string
  filters: FundFilters
  generation: number
  scrollY: number
}
const SCOPE = 'allProduct'

/** /allProduct: search entry, fund-type tabs, filter panel and the paged list (catalogue §2.7, §4.1). */
export default function AllProductPage() {
  const navigate = useNavigate()
  const { key: locationKey } = useLocation()
  const [restored] = useState(() => recallPage<AllProductMemory>(SCOPE, locationKey))
  const types = useFundTypes({ call: { silent: true } })
  const [tab, setTabState] = useState<string>(restored?.tab ?? ALL)
  const [filters, setFiltersState] = useState<FundFilters>(restored?.filters ?? NO_FILTERS)
  // A new generation asks page 1 (fresh visit, tab or filter change); coming back reads the cache.
  const [generation, setGeneration] = useState(() => restored?.generation ?? nextListGeneration())
  const setTab = (next: string) => {
    setTabState(next)
    setGeneration(nextListGeneration())
  }
  const setFilters = (next: FundFilters) => {
    setFiltersState(next)
    setGeneration(nextListGeneration())
  }
  const fundType: FundType | '' = tab === ALL ? '' : (Number(tab) as FundType)
  const list: PagedList<Fund> = useFundList(fundType, filters, generation)

  const latest = useRef({ tab, filters, generation, locationKey })
  useLayoutEffect(() => {
    latest.current = { tab, filters, generation, locationKey }
  })
  useLayoutEffect(() => {
    const stop = restored ? restoreScroll(restored.scrollY) : () => {}
    return () => {
      stop()
      const { locationKey: key, ...rest } = latest.current
      rememberPage<AllProductMemory>(SCOPE, key, { ...rest, scrollY: window.scrollY })
    }
  }, [restored])

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div className={styles.search}>
          <SearchEntry onOpen={() => navigate(PATHS.search1)} />
        </div>
        <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
          <Tabs.Tab key={ALL} title="全部" />
          {(types.data ?? []).map((t) => (
            <Tabs.Tab key={String(t.fundType)} title={t.fundTypeName} />
          ))}
        </Tabs>
        <FundFilterBar value={filters} onChange={setFilters} />
      </header>
      <FundList list={list} onOpen={(fund) => navigate(fundHref(fund))} />
      <RiskFooter />
    </main>
  )
}
