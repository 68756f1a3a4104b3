import type { FundNetValue } from '@/api/catalogue/funds'
import { formatDate } from '@/shared/lib/dates'
import { formatFractionYield, formatNav, formatPerTenThousand, rateTone } from '@/shared/lib/format'
import { signedPercent } from '../rules'
import styles from './net-value-table.module.css'

export interface NetValueTableProps {
  records: readonly FundNetValue[]
  /** Money funds: 万份收益 and 七日年化收益率; others: 单位净值, 累计净值 and 日涨幅 (catalogue §2.7). */
  money: boolean
  /** Show the daily change column of open funds. */
  withChange?: boolean
  caption?: string
}

/** History rows, newest first (catalogue §2.7 history lists). */
export function NetValueTable({ records, money, withChange = true, caption }: NetValueTableProps) {
  const heads = money
    ? ['日期', '万份收益', '七日年化收益率']
    : ['日期', '单位净值', '累计净值', ...(withChange ? ['日涨幅'] : [])]
  return (
    <table className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((r, i) => (
          <tr key={`${r.issDate}-${i}`}>
            <td>{formatDate(r.issDate)}</td>
            {money ? (
              <>
                <td>{formatPerTenThousand(r.incomeUnit)}</td>
                <td>{formatFractionYield(r.yieid)}</td>
              </>
            ) : (
              <>
                <td>{formatNav(r.nav)}</td>
                <td>{formatNav(r.totNav)}</td>
                {withChange && <td className={styles[rateTone(r.yieid)]}>{signedPercent(r.yieid)}</td>}
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
