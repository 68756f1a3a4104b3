import styles from './detail.module.css'

/** The small ⓘ that opens an explanation; 44 px tap area around a 14 px icon. */
export function InfoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.info} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <rect x="7.3" y="6.8" width="1.4" height="5" rx="0.7" fill="currentColor" />
        <circle cx="8" cy="4.6" r="0.9" fill="currentColor" />
      </svg>
    </button>
  )
}
