import { lazy, Suspense } from 'react'
import { Skeleton } from 'antd-mobile'
import type { AssetShare } from '@/api/holdings'
import { EmptyState } from '@/shared/ui'
import { pieSlices } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import { PieLegend } from './pie-legend'
import styles from './holdings.module.css'

// echarts loads only when the pie tab is shown, and only on this route.
const AssetPie = lazy(() => import('./asset-pie').then((m) => ({ default: m.AssetPie })))

export interface PiePanelProps {
  shares: readonly AssetShare[]
  hidden: boolean
}

/** The asset-type share: the chart plus its legend table (marketing §2.7, §9). */
export function PiePanel({ shares, hidden }: PiePanelProps) {
  const slices = pieSlices(shares)
  if (slices.length === 0) return <EmptyState message={T.pieEmpty} />
  return (
    <section className={styles.card} aria-label={T.pieTitle}>
      <h2 className={styles.cardTitle}>{T.pieTitle}</h2>
      <Suspense fallback={<Skeleton animated className={styles.pieSkeleton} />}>
        <AssetPie slices={slices} hidden={hidden} title={T.pieTitle} />
      </Suspense>
      <PieLegend slices={slices} hidden={hidden} />
    </section>
  )
}
