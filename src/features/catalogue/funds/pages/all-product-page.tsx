import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Tabs } from 'antd-mobile'
import { getFundList, getFundTypes, type Fund, type FundType } from '@/api/catalogue'
import { PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { RiskFooter } from '@/shared/ui'
import { FundFilterBar } from '../components/fund-filter-bar'
import { FundList } from '../components/fund-list'
import { SearchEntry } from '../components/search-entry'
import { filterParams, fundHref, NO_FILTERS, type FundFilters } from '../rules'
import { usePagedList } from '../use-paged-list'
import styles from './all-product-page.module.css'

const ALL = 'all'

/** /allProduct: search entry, fund-type tabs, filter panel and the paged list (catalogue §2.7, §4.1). */
export default function AllProductPage() {
  const navigate = useNavigate()
  const types = useRequest(() => getFundTypes({ silent: true }), [])
  const [tab, setTab] = useState<string>(ALL)
  const [filters, setFilters] = useState<FundFilters>(NO_FILTERS)
  const fundType: FundType | '' = tab === ALL ? '' : (Number(tab) as FundType)
  const list = usePagedList<Fund>(
    (page) => getFundList({ page, fundType, ...filterParams(filters) }, { silent: page > 1 }),
    [fundType, filters],
  )

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
