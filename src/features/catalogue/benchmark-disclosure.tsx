import { BENCHMARK_DISCLOSURE } from './texts'
import styles from './benchmark-disclosure.module.css'

/**
 * The statement that a benchmark is not an expected return, with the product's basis
 * (`benchmarksBasisCal`) when it has one. Shown next to every benchmark, before the customer acts.
 */
export function BenchmarkDisclosure({ basis = '', className }: { basis?: string; className?: string }) {
  const how = basis.trim()
  return (
    <div className={[styles.note, className].filter(Boolean).join(' ')} data-benchmark-disclosure="">
      <p>{BENCHMARK_DISCLOSURE}</p>
      {how && <p className={styles.basis}>{how}</p>}
    </div>
  )
}
