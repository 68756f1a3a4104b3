import { Collapse } from 'antd-mobile'
import type { DistributorHoldings } from '@/api/holdings'
import { EmptyState } from '@/shared/ui'
import { displayAmount, groupTotal, shownGroups } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import { HoldingRow, HOLDING_ROW_HEIGHT } from './holding-row'
import { VirtualRows } from './virtual-rows'
import styles from './holdings.module.css'

export interface DistributorListProps {
  records: readonly DistributorHoldings[]
  hidden: boolean
}

/**
 * Per-distributor cards (name, total) with expandable product rows (marketing §2.7); the first is open.
 * A group's rows are windowed: thousands of holdings keep only the rows on screen in the DOM.
 */
export function DistributorList({ records, hidden }: DistributorListProps) {
  const groups = shownGroups(records)
  if (groups.length === 0) return <EmptyState message={T.noHoldings} />
  return (
    <div className={styles.groups}>
      {groups.map((g, i) => (
        <section key={`${g.distributorName}-${i}`} className={styles.card} aria-label={g.distributorName}>
          <Collapse defaultActiveKey={i === 0 ? ['g'] : []} className={styles.collapse}>
            <Collapse.Panel
              key="g"
              title={
                <span className={styles.groupTitle}>
                  <span className={styles.groupName}>{g.distributorName || '--'}</span>
                  <span className={styles.groupTotal}>
                    <span className={styles.groupCount}>{g.list.length}只</span>
                    {displayAmount(groupTotal(g), hidden)}
                  </span>
                </span>
              }
            >
              <VirtualRows items={g.list} estimate={HOLDING_ROW_HEIGHT}>
                {(p) => <HoldingRow product={p} hidden={hidden} />}
              </VirtualRows>
            </Collapse.Panel>
          </Collapse>
        </section>
      ))}
    </div>
  )
}
