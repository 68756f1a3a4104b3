import type { AssetShare } from '@/api/holdings'
import { formatPercent } from '@/shared/lib/format'
import { displayAmount, holdingTypeName, pieColor } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface PieLegendProps {
  shares: readonly AssetShare[]
  hidden: boolean
}

const shareText = (s: AssetShare) => s.scale || formatPercent(s.proportion)

/** The pie's legend as a table: type, amount, proportion (marketing §2.7, §9). */
export function PieLegend({ shares, hidden }: PieLegendProps) {
  return (
    <table className={styles.legend}>
      <caption className={styles.srOnly}>{T.pieCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.colType}</th>
          <th scope="col">{T.colAmount}</th>
          <th scope="col">{T.colShare}</th>
        </tr>
      </thead>
      <tbody>
        {shares.map((s, i) => (
          <tr key={`${s.respProductType}-${i}`}>
            <th scope="row">
              <i className={styles.swatch} style={{ background: pieColor(i) }} aria-hidden />
              {holdingTypeName(s.respProductType)}
            </th>
            <td>{displayAmount(s.holdAsset, hidden)}</td>
            <td>{shareText(s)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
