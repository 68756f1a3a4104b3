import { Button, DotLoading, Popup } from 'antd-mobile'
import type { MarketProduct } from '@/api/catalogue/market'
import { useRiskWarning } from '@/api/catalogue/texts-queries'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { productTitle } from '../rules'
import { T } from '../texts'
import styles from './text-sheet.module.css'

const BRAND_BUTTON = {
  '--background-color': 'var(--app-brand)',
  '--border-color': 'var(--app-brand)',
  '--text-color': '#fff',
} as React.CSSProperties

export interface TextSheetProps {
  /** 'benchmark': the benchmark explanation (celltype 2); 'tip': the tip text of a celltype 4 value. */
  kind: 'benchmark' | 'tip'
  product: MarketProduct
  columnTitle: string
  onClose: () => void
}

/**
 * The benchmark and tip popups of the market table (catalogue §2.2, §2.7). The benchmark popup explains
 * the row's benchmark with the product's own `benchmarksBasisCal`; the tip popup loads the tip text
 * (getRiskWarning), so the two never show the same text.
 */
export default function TextSheet({ kind, product, columnTitle, onClose }: TextSheetProps) {
  const tip = kind === 'tip'
  const warning = useRiskWarning(product.prodCode, product.productType ?? 0, {
    enabled: tip,
    call: { silent: true },
  })
  // The benchmark popup explains with the row's own text: nothing to ask.
  const data = tip ? warning.data : product.benchmarksBasisCal.trim()
  const loading = tip && warning.isPending
  const error = tip && warning.isError
  const title = kind === 'benchmark' ? T.benchmarkTitle : `${columnTitle}说明`
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <section role="dialog" aria-label={title} className={styles.sheet}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.product}>
          {productTitle(product)} <span>{product.prodCode}</span>
        </p>
        {kind === 'benchmark' && product.benchmarks && <p className={styles.figure}>{product.benchmarks}</p>}
        <div className={styles.text}>
          {loading ? (
            <span className={styles.weak}>
              {T.loading}
              <DotLoading />
            </span>
          ) : error ? (
            <span className={styles.weak}>{T.textLoadFailed}</span>
          ) : !data ? (
            <span className={styles.weak}>{T.noExplanation}</span>
          ) : (
            data
          )}
        </div>
        {kind === 'benchmark' && <BenchmarkDisclosure className={styles.disclosure} />}
        <Button block shape="rounded" className={styles.ok} style={BRAND_BUTTON} onClick={onClose}>
          {T.know}
        </Button>
      </section>
    </Popup>
  )
}
