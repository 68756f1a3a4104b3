import type { ReactNode } from 'react'
import { EmptyIllustration } from './empty-illustration'
import styles from './empty-state.module.css'

export interface EmptyStateProps {
  /** A picture URL or an element; the generic empty-data picture when omitted (account-and-shared §2). */
  image?: string | ReactNode
  message?: ReactNode
  action?: ReactNode
  className?: string
}

export function EmptyState({ image, message = '暂无数据', action, className }: EmptyStateProps) {
  const picture =
    image === undefined ? (
      <EmptyIllustration className={styles.picture} />
    ) : typeof image === 'string' ? (
      <img className={styles.picture} src={image} alt="" width={160} height={120} decoding="async" />
    ) : (
      image
    )
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {picture}
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
