import type { ReactNode } from 'react'
import { CopyButton } from '@/shared/ui'
import { EMPTY_TEXT } from '@/shared/lib/format'
import styles from './info-list.module.css'

export interface InfoRow {
  label: string
  value: ReactNode
  /** A copy button for this text (empty: no button). */
  copy?: string
  extra?: ReactNode
}

/** A card of label / value rows; missing values read --. */
export function InfoList({ rows, label }: { rows: InfoRow[]; label?: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <span className={styles.label}>{row.label}</span>
          <span className={styles.value}>
            {row.value === '' || row.value == null ? EMPTY_TEXT : row.value}
          </span>
          {row.copy ? (
            <CopyButton className={styles.extra} text={row.copy} aria-label={`复制${row.label}`} />
          ) : null}
          {row.extra ? <span className={styles.extra}>{row.extra}</span> : null}
        </div>
      ))}
    </section>
  )
}

export const infoStyles = styles
