import { displayAmount, holdingTypeName, pieColor, type PieSlice } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface PieLegendProps {
  slices: readonly PieSlice[]
  hidden: boolean
}

/** The pie's legend as a table: type, amount, proportion (marketing §2.7, §9). */
export function PieLegend({ slices, hidden }: PieLegendProps) {
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
        {slices.map((s, i) => (
          <tr key={`${s.respProductType}-${i}`}>
            <th scope="row">
              <i className={styles.swatch} style={{ background: pieColor(i) }} aria-hidden />
              {holdingTypeName(s.respProductType)}
            </th>
            <td>{displayAmount(s.holdAsset, hidden)}</td>
            <td>{s.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
