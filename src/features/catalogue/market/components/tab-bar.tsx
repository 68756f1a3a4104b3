import { useEffect, useRef } from 'react'
import styles from './tab-bar.module.css'

export interface TabBarProps<K extends string | number> {
  label: string
  items: readonly { key: K; title: string }[]
  active: K
  onChange: (key: K) => void
  look: 'line' | 'capsule'
}

/**
 * A light tab bar (the market's main and type tabs). antd-mobile's Tabs would pull react-spring into the
 * app's first route; this keeps the start-up bundle small with the same role="tab" semantics.
 */
export function TabBar<K extends string | number>({ label, items, active, onChange, look }: TabBarProps<K>) {
  const listRef = useRef<HTMLDivElement>(null)
  const mounted = useRef(false)
  useEffect(() => {
    const bar = listRef.current
    const el = bar?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!bar || !el) return
    if (mounted.current) {
      el.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' })
      return
    }
    mounted.current = true
    // First paint (issue 13): the first tab is in view already, so no layout is forced on the way to it;
    // a later tab is centred after the frame, without moving the window.
    if (el === bar.firstElementChild) return
    const frame = requestAnimationFrame(() => {
      bar.scrollLeft = el.offsetLeft - (bar.clientWidth - el.offsetWidth) / 2
    })
    return () => cancelAnimationFrame(frame)
  }, [active])
  return (
    <div role="tablist" aria-label={label} ref={listRef} className={`${styles.bar} ${styles[look]}`}>
      {items.map((item) => {
        const selected = item.key === active
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            className={`${styles.tab} ${selected ? styles.active : ''}`}
            onClick={() => !selected && onChange(item.key)}
          >
            {item.title}
          </button>
        )
      })}
    </div>
  )
}
