import { useState } from 'react'
import { Button, DotLoading, Popup } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import type { MarketProductType, MarketVariant } from '@/api/catalogue/shared'
import { useDistributors } from '@/api/catalogue/market-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { NO_FILTERS, type MarketFilters, showsDistributorFilter, showsProductTypeFilter } from '../rules'
import {
  AMOUNT_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  RISK_OPTIONS,
  toggleMulti,
  toggleSingle,
  type FilterOption,
} from '../filter-rules'
import { T } from '../texts'
import styles from './filter-panel.module.css'

const BRAND_BUTTON = {
  '--background-color': 'var(--app-brand)',
  '--border-color': 'var(--app-brand)',
  '--text-color': '#fff',
} as React.CSSProperties

export interface FilterPanelProps {
  variant: MarketVariant
  productType: MarketProductType
  applied: MarketFilters
  /** 重置: clears every filter and reloads (catalogue §4.3). */
  onReset: () => void
  /** 确定: applies the filters, clears the keyword and reloads. */
  onConfirm: (filters: MarketFilters) => void
  onClose: () => void
}

function Chips({
  options,
  isOn,
  onTap,
}: {
  options: readonly { key: string; label: string }[]
  isOn: (key: string) => boolean
  onTap: (key: string) => void
}) {
  return (
    <div className={styles.chips}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={isOn(o.key)}
          className={`${styles.chip} ${isOn(o.key) ? styles.on : ''}`}
          onClick={() => onTap(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

const asChips = (options: readonly FilterOption[]) =>
  options.map((o) => ({ key: String(o.id), label: o.label }))

type MultiKey = 'respProductType' | 'riskLevel' | 'investment'

function Distributors({ chosen, onTap }: { chosen: string; onTap: (code: string) => void }) {
  const { data, isPending, error } = useDistributors({ call: { silent: true } })
  if (isPending)
    return (
      <p className={styles.weak}>
        {T.loading}
        <DotLoading />
      </p>
    )
  if (error || !data?.length) return <p className={styles.weak}>{T.empty}</p>
  return (
    <Chips
      options={data.map((d) => ({ key: d.distributorCode, label: d.distributorName }))}
      isOn={(code) => code === chosen}
      onTap={onTap}
    />
  )
}

/** The advanced-query panel 高级查询 (catalogue §2.4): a drawer from the right. */
export default function FilterPanel({
  variant,
  productType,
  applied,
  onReset,
  onConfirm,
  onClose,
}: FilterPanelProps) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState<MarketFilters>(applied)
  const multi = (key: MultiKey, options: readonly FilterOption[]) => (
    <Chips
      options={asChips(options)}
      isOn={(id) => draft[key].includes(Number(id))}
      onTap={(id) => setDraft((d) => ({ ...d, [key]: toggleMulti(d[key], Number(id)) }))}
    />
  )
  const section = (title: string, body: React.ReactNode) => (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {body}
    </section>
  )
  return (
    <Popup visible position="right" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <div role="dialog" aria-label={T.advanced} className={styles.panel}>
        <header className={styles.header}>
          <h2>{T.advanced}</h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </header>
        <div className={styles.scroll}>
          {showsProductTypeFilter(productType) &&
            section(T.sectionProductType, multi('respProductType', PRODUCT_TYPE_OPTIONS))}
          {section(T.sectionRisk, multi('riskLevel', RISK_OPTIONS))}
          {section(T.sectionAmount, multi('investment', AMOUNT_OPTIONS))}
          {showsDistributorFilter(variant) &&
            section(
              T.sectionDistributor,
              <Distributors
                chosen={draft.distributorCode}
                onTap={(code) =>
                  setDraft((d) => ({ ...d, distributorCode: toggleSingle(d.distributorCode, code) }))
                }
              />,
            )}
          {section(
            T.sectionOther,
            <button
              type="button"
              className={styles.entry}
              onClick={() =>
                navigate(href(PATHS.productMarketSearch, { from: variant === 'web' ? 'web' : undefined }))
              }
            >
              <span>{T.historyEntry}</span>
              <span aria-hidden="true">›</span>
            </button>,
          )}
        </div>
        <footer className={styles.footer}>
          <Button
            className={styles.reset}
            onClick={() => {
              setDraft(NO_FILTERS)
              onReset()
            }}
          >
            {T.reset}
          </Button>
          <Button className={styles.confirm} style={BRAND_BUTTON} onClick={() => onConfirm(draft)}>
            {T.confirm}
          </Button>
        </footer>
      </div>
    </Popup>
  )
}
