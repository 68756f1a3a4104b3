import type { ComponentType } from 'react'
import {
  BagIcon,
  BillIcon,
  ClockIcon,
  GiftIcon,
  ReceiptIcon,
  RulesIcon,
  SendIcon,
  ShieldIcon,
} from './service-icons'
import styles from './points.module.css'
import homeStyles from './home/home.module.css'

export interface Entry {
  key: EntryKey
  label: string
  Icon: ComponentType
  color: string
}

export type EntryKey = 'details' | 'wait' | 'mall' | 'rights' | 'transfer' | 'box' | 'exchange' | 'rules'

export const ENTRIES: readonly Entry[] = [
  { key: 'details', label: '积分明细', Icon: BillIcon, color: 'linear-gradient(135deg,#ff8a65,#e8423f)' },
  {
    key: 'wait',
    label: '待领积分',
    Icon: ClockIcon,
    color: 'linear-gradient(135deg,#ffc46b,#f59a23)',
  },
  { key: 'mall', label: '积分商城', Icon: BagIcon, color: 'linear-gradient(135deg,#ff7aa2,#e84a7f)' },
  {
    key: 'rights',
    label: '权益',
    Icon: ShieldIcon,
    color: 'linear-gradient(135deg,#7aa7ff,#4a6fe8)',
  },
  { key: 'transfer', label: '积分转赠', Icon: SendIcon, color: 'linear-gradient(135deg,#5fd3a8,#1aa37a)' },
  { key: 'box', label: '开宝箱', Icon: GiftIcon, color: 'linear-gradient(135deg,#ffb86b,#e8703f)' },
  {
    key: 'exchange',
    label: '我的兑换',
    Icon: ReceiptIcon,
    color: 'linear-gradient(135deg,#b28cff,#7a52e8)',
  },
  { key: 'rules', label: '积分规则', Icon: RulesIcon, color: 'linear-gradient(135deg,#8fb5c9,#5a7f96)' },
]

/** The points services; `badge` marks an entry (我的兑换 while a new exchange is unseen). */
export function EntryGrid({
  onOpen,
  badge,
}: {
  onOpen: (key: EntryKey) => void
  badge?: Partial<Record<EntryKey, string>>
}) {
  return (
    <nav className={`${styles.card} ${styles.entries}`} aria-label="积分服务">
      {ENTRIES.map((e) => (
        <button
          key={e.key}
          type="button"
          className={styles.entry}
          style={{ position: 'relative' }}
          onClick={() => onOpen(e.key)}
        >
          <span className={styles.entryIcon} style={{ background: e.color }} aria-hidden>
            <e.Icon />
          </span>
          <span>{e.label}</span>
          {badge?.[e.key] ? <span className={homeStyles.badge}>{badge[e.key]}</span> : null}
        </button>
      ))}
    </nav>
  )
}
