import { useEffect, useRef } from 'react'
import styles from './tab-bar.module.css'

export interface TabBarProps<K extends string | number> {
  label: string
  items: readonly { key: K; title: string }[]
  active: K
  onChange: (key: K) => void
  /**
   * line: equal halves with an underline (the market's main tabs); capsule: pills (its type tabs);
   * compact: tabs as wide as their titles, spread over the bar, with an underline (the product detail's).
   */
  look: 'line' | 'capsule' | 'compact'
  /** With an id prefix, each tab names its panel (`${panelId}-${key}`, aria-controls) and is named by it. */
  panelId?: string
}

/** The id of a tab's panel and of the tab itself, when the bar has a panel id prefix. */
export const tabPanelId = (prefix: string, key: string | number) => `${prefix}-${key}`
export const tabId = (prefix: string, key: string | number) => `${prefix}-${key}-tab`

/**
 * A light tab bar (the market's main and type tabs, the product detail's sections). antd-mobile's Tabs
 * would pull react-spring (28 KiB) into the first visit of these routes and forces a layout in its first
 * render; this keeps the same role="tab" semantics.
 */
export function TabBar<K extends string | number>({
  label,
  items,
  active,
  onChange,
  look,
  panelId,
}: TabBarProps<K>) {
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
    // First paint: the first tab is in view already, so no layout is forced on the way to it;
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
            id={panelId ? tabId(panelId, item.key) : undefined}
            aria-controls={panelId ? tabPanelId(panelId, item.key) : undefined}
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
