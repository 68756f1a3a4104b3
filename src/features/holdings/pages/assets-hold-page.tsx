import { useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useHoldList } from '@/api/holdings-queries'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { HoldingRow, HOLDING_ROW_WITH_DISTRIBUTOR_HEIGHT } from '../components/holding-row'
import { VirtualRows } from '../components/virtual-rows'
import { holdingsUserId, holdingTypeName, parseHoldingType } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import { useHiddenAmounts } from '../use-holdings'
import styles from '../components/holdings.module.css'

/**
 * /assetsHold?respProductType=: every holding of one kind across distributors (marketing §2.7, §9), up to
 * a page of 10 000: windowed.
 */
export default function AssetsHoldPage() {
  const [params] = useSearchParams()
  const type = parseHoldingType(params.get('respProductType'))
  const openid = holdingsUserId(signedIn())
  const [hidden] = useHiddenAmounts()
  // An unknown kind asks nothing: the empty state.
  const list = useHoldList(openid, type ?? 1, { enabled: type !== null })

  if (type && list.isPending) return <PageLoading />
  if (type && list.error) return <PageError error={list.error} onRetry={() => void list.refetch()} />
  const rows = type ? (list.data ?? []) : []
  return (
    <main className={styles.page}>
      <h1 className={styles.pageTitle}>
        {T.holdListTitle}
        {type ? ` · ${holdingTypeName(type)}` : ''}
      </h1>
      {rows.length === 0 ? (
        <EmptyState message={T.noHoldings} />
      ) : (
        <section className={`${styles.card} ${styles.list}`}>
          <VirtualRows items={rows} estimate={HOLDING_ROW_WITH_DISTRIBUTOR_HEIGHT}>
            {(p) => <HoldingRow product={p} hidden={hidden} distributorName={p.distributorName} />}
          </VirtualRows>
        </section>
      )}
      <RiskFooter />
    </main>
  )
}
