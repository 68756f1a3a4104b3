import styles from './series-toggle.module.css'

export interface SeriesToggleProps<K extends string> {
  options: readonly { key: K; label: string }[]
  value: K
  onChange: (key: K) => void
  className?: string
}

/**
 * Which line a net-value chart draws (单位净值 / 累计净值, 七日年化收益率 / 万份收益): toggle buttons in a
 * labelled group, the pressed one marked. Used by the market detail and the fund pages alike; not
 * antd-mobile's Segmented, whose radio inputs inside a listbox fail axe's aria-required-children (a screen
 * reader hears a list with no options) and whose group is labelled in English.
 * No echarts here: import this file directly, not the chart index.
 */
export function SeriesToggle<K extends string>({
  options,
  value,
  onChange,
  className,
}: SeriesToggleProps<K>) {
  return (
    <div className={[styles.toggle, className].filter(Boolean).join(' ')} role="group" aria-label="图表指标">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.button}
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
