import { Collapse } from 'antd-mobile'
import type { DistributorHoldings } from '@/api/holdings'
import { EmptyState } from '@/shared/ui'
import { displayAmount, groupTotal, shownGroups } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import { HoldingRow } from './holding-row'
import styles from './holdings.module.css'

export interface DistributorListProps {
  records: readonly DistributorHoldings[]
  hidden: boolean
}

/** Per-distributor cards (name, total) with expandable product rows (marketing §2.7); the first is open. */
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
              <ul className={styles.rows}>
                {g.list.map((p, j) => (
                  <li key={`${p.prodCode}-${j}`}>
                    <HoldingRow product={p} hidden={hidden} />
                  </li>
                ))}
              </ul>
            </Collapse.Panel>
          </Collapse>
        </section>
      ))}
    </div>
  )
}
