import { List } from 'antd-mobile'
import type { FundDetail } from '@/api/catalogue/funds'
import { formatStartAmount } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { historyPathFor, isMoneyFund } from '../rules'
import { TEXTS } from '../texts'
import styles from './fund-links.module.css'

/** Basic facts and the links to archive, prospectus and history (catalogue §2.7). */
export function FundLinks({ fund, onNavigate }: { fund: FundDetail; onNavigate: (to: string) => void }) {
  const query = { fundCode: fund.fundCode, fundType: fund.fundType }
  const go = (path: Parameters<typeof href>[0]) => () => onNavigate(href(path, query))
  return (
    <>
      <section className={styles.card} aria-label="产品信息">
        <h2 className={styles.title}>产品信息</h2>
        <dl className={styles.facts}>
          <div>
            <dt>起投金额</dt>
            <dd>{formatStartAmount(fund.startAmount)}</dd>
          </div>
          <div>
            <dt>业绩比较基准</dt>
            <dd>{fund.performanceBenchMark || '--'}</dd>
          </div>
        </dl>
        {fund.performanceBenchMark && <BenchmarkDisclosure />}
      </section>
      <List className={styles.list}>
        <List.Item
          onClick={go(historyPathFor(fund))}
          extra={isMoneyFund(fund) ? '万份收益 · 七日年化' : '单位净值 · 累计净值'}
        >
          {isMoneyFund(fund) ? '历史收益' : '历史净值'}
        </List.Item>
        <List.Item onClick={go(PATHS.fundDocument)}>{TEXTS.archive}</List.Item>
        <List.Item onClick={go(PATHS.productDescription)}>{TEXTS.prospectus}</List.Item>
      </List>
    </>
  )
}
