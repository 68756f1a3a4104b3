import { useSearchParams } from 'react-router-dom'
import type { FundNetValue } from '@/api/catalogue/funds'
import { useFundNetValuePages } from '@/api/catalogue/funds-queries'
import { EmptyState, ListFailed, PageLoading, RiskFooter } from '@/shared/ui'
import { TEXTS } from '../texts'
import { useListPages } from '../list-pages'
import { ListTail } from './list-tail'
import { NetValueTable } from './net-value-table'
import styles from './history-view.module.css'

/**
 * /historyNetWorth (date, 单位净值, 累计净值) and /historySeven (date, 万份收益, 七日年化收益率): the fund's
 * values newest first, paged with infinite scroll; 暂未查询到收益数据 when there are none (catalogue §2.7), and
 * 重新加载 for a page that failed (in place of the table for page 1, at its end for a later one).
 */
export function HistoryView({ money }: { money: boolean }) {
  const [params] = useSearchParams()
  const fundCode = (params.get('fundCode') ?? '').trim()
  const enabled = fundCode !== ''
  const list = useListPages<FundNetValue>(useFundNetValuePages(fundCode, { enabled }), enabled)
  if (!list.loaded) return <PageLoading />
  return (
    <main className={styles.page}>
      {list.failed?.at === 'first' ? (
        <ListFailed error={list.failed.error} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState message={TEXTS.emptyNetValues} />
      ) : (
        <>
          <div className={styles.card}>
            <NetValueTable
              records={list.items}
              money={money}
              withChange={false}
              caption={money ? '历史收益' : '历史净值'}
            />
          </div>
          <ListTail list={list} endText={TEXTS.noMoreRecords} />
        </>
      )}
      <RiskFooter />
    </main>
  )
}
