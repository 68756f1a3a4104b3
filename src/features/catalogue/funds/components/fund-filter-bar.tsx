import { useRef } from 'react'
import { Dropdown, type DropdownRef } from 'antd-mobile'
import { RISK_OPTIONS, SORT_PERIODS, START_AMOUNT_OPTIONS, TERM_OPTIONS, type FundFilters } from '../rules'
import styles from './fund-filter-bar.module.css'

export interface FundFilterBarProps {
  value: FundFilters
  onChange: (next: FundFilters) => void
}

type Key = keyof FundFilters

const SECTIONS: readonly { key: Key; title: string; options: readonly string[]; offset: number }[] = [
  { key: 'term', title: '期限', options: TERM_OPTIONS, offset: 0 },
  { key: 'startAmount', title: '起投金额', options: START_AMOUNT_OPTIONS, offset: 0 },
  { key: 'risk', title: '风险等级', options: RISK_OPTIONS, offset: 0 },
  // Sort: index -1 is the server's order (默认排序), then the periods (catalogue §9.1).
  { key: 'period', title: '排序', options: ['默认排序', ...SORT_PERIODS], offset: -1 },
]

/** The filter panel of the all-products page (catalogue §2.7): term, start amount, risk, sort period. */
export function FundFilterBar({ value, onChange }: FundFilterBarProps) {
  const ref = useRef<DropdownRef>(null)
  const pick = (key: Key, index: number) => {
    onChange({ ...value, [key]: index })
    ref.current?.close()
  }
  return (
    <Dropdown ref={ref} className={styles.bar}>
      {SECTIONS.map(({ key, title, options, offset }) => {
        const selected = value[key] - offset
        const active = selected > 0
        return (
          <Dropdown.Item key={key} title={active ? options[selected] : title} highlight={active}>
            <div className={styles.panel} role="radiogroup" aria-label={title}>
              {options.map((label, i) => (
                <button
                  key={label}
                  type="button"
                  role="radio"
                  aria-checked={i === selected}
                  className={i === selected ? `${styles.option} ${styles.on}` : styles.option}
                  onClick={() => pick(key, i + offset)}
                >
                  {label}
                </button>
              ))}
            </div>
          </Dropdown.Item>
        )
      })}
    </Dropdown>
  )
}
