import { formatDate } from '@/shared/lib/dates'
import { EMPTY_TEXT } from '@/shared/lib/format'
import type { ChartPoint } from './metrics'
import styles from './nav-chart.module.css'

export interface NavDataTableProps {
  points: readonly ChartPoint[]
  seriesLabel: string
  valueFormatter: (value: number) => string
  id?: string
}

/** The chart's points as a table, newest first: the accessible alternative to the picture. */
export function NavDataTable({ points, seriesLabel, valueFormatter, id }: NavDataTableProps) {
  const rows = [...points].reverse()
  return (
    // A named region that takes focus (查看数据 moves there) and scrolls by keyboard.
    <div className={styles.tableWrap} id={id} role="region" aria-label={`${seriesLabel}数据`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{`${seriesLabel}数据`}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">{seriesLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => (
            <tr key={`${p.date}-${i}`}>
              <td>{formatDate(p.date)}</td>
              <td>
                {typeof p.value === 'number' && Number.isFinite(p.value)
                  ? valueFormatter(p.value)
                  : EMPTY_TEXT}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
