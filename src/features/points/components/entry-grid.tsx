import styles from './points.module.css'

export interface Entry {
  key: string
  label: string
  icon: string
  color: string
}

export const ENTRIES: readonly Entry[] = [
  { key: 'details', label: '积分明细', icon: '明', color: 'linear-gradient(135deg,#ff8a65,#e8423f)' },
  { key: 'wait', label: '待领积分', icon: '领', color: 'linear-gradient(135deg,#ffc46b,#f59a23)' },
  { key: 'mall', label: '积分商城', icon: '商', color: 'linear-gradient(135deg,#ff7aa2,#e84a7f)' },
  { key: 'rights', label: '权益', icon: '益', color: 'linear-gradient(135deg,#7aa7ff,#4a6fe8)' },
]

export function EntryGrid({
  onOpen,
  badge,
}: {
  onOpen: (key: string) => void
  badge?: Record<string, string>
}) {
  return (
    <nav className={`${styles.card} ${styles.entries}`} aria-label="积分服务">
      {ENTRIES.map((e) => (
        <button key={e.key} type="button" className={styles.entry} onClick={() => onOpen(e.key)}>
          <span className={styles.entryIcon} style={{ background: e.color }} aria-hidden>
            {e.icon}
          </span>
          <span>{e.label}</span>
          {badge?.[e.key] && <span className={styles.muted}>{badge[e.key]}</span>}
        </button>
      ))}
    </nav>
  )
}
