import type { FundDetail } from '@/api/catalogue/funds'
import { href } from '@/shared/lib/paths'
import { historyPathFor, isMoneyFund } from '../rules'
import { ChevronRightIcon } from './icons'
import { NetValueTable } from './net-value-table'
import styles from './recent-net-values.module.css'

/** The latest few values of a fund, with a way to the full history (catalogue §2.7). */
export function RecentNetValues({ fund, onMore }: { fund: FundDetail; onMore: (to: string) => void }) {
  const records = fund.productsNetValueDtos.slice(0, 5)
  const money = isMoneyFund(fund)
  const title = money ? '历史收益' : '历史净值'
  if (records.length === 0) return null
  return (
    <section className={styles.card} aria-label={`近期${money ? '收益' : '净值'}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{money ? '近期收益' : '近期净值'}</h2>
        <button
          type="button"
          className={styles.more}
          onClick={() =>
            onMore(href(historyPathFor(fund), { fundCode: fund.fundCode, fundType: fund.fundType }))
          }
        >
          查看{title}
          <ChevronRightIcon />
        </button>
      </div>
      <NetValueTable records={records} money={money} />
    </section>
  )
}
