import { memo, useCallback, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import type { MarketProduct, MarketSort } from '@/api/catalogue'
import type { MarketColumn } from '../../market-columns'
import { ariaSort, cellView, isPrivatePlacement, productTitle } from '../rules'
import { T } from '../texts'
import { useWindowRange } from '../use-window-range'
import styles from './market-table.module.css'

/** Fixed row height: the body is windowed by it (catalogue §2.2, thousands of rows stay smooth). */
export const ROW_HEIGHT = 64
export const NAME_WIDTH = 148

export type CellAction = 'benchmark' | 'tip'

export interface MarketTableProps {
  columns: readonly MarketColumn[]
  records: readonly MarketProduct[]
  sort: MarketSort | null
  onSort: (column: MarketColumn) => void
  onOpen: (product: MarketProduct) => void
  onAction: (action: CellAction, product: MarketProduct, column: MarketColumn) => void
  /** Where the sticky header stops, below the page's own sticky bar. */
  stickyTop?: number
}

function InfoIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M8 7v4.2M8 4.6v.1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}

function SortMark({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  return (
    <span className={styles.sortMark} aria-hidden="true">
      <i className={state === 'ascending' ? styles.on : undefined}>▲</i>
      <i className={state === 'descending' ? styles.on : undefined}>▼</i>
    </span>
  )
}

interface RowProps {
  product: MarketProduct
  index: number
  columns: readonly MarketColumn[]
  onOpen: MarketTableProps['onOpen']
  onAction: MarketTableProps['onAction']
}

const Row = memo(function Row({ product, index, columns, onOpen, onAction }: RowProps) {
  const open = () => onOpen(product)
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') open()
  }
  const title = productTitle(product)
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.row}
      onClick={open}
      onKeyDown={onKey}
      tabIndex={0}
    >
      <div role="rowheader" className={styles.nameCell} style={{ width: NAME_WIDTH }}>
        <span className={styles.name} title={title}>
          {title}
        </span>
        <span className={styles.code}>
          {product.prodCode || '--'}
          {isPrivatePlacement(product.raiseType) && <em className={styles.privateTag}>私募</em>}
        </span>
      </div>
      {columns.map((column) => {
        const view = cellView(column, product)
        const toneClass = view.tone === 'up' ? styles.up : view.tone === 'down' ? styles.down : ''
        const act = (e: React.MouseEvent) => {
          e.stopPropagation()
          if (view.action) onAction(view.action, product, column)
        }
        return (
          <div role="cell" key={column.key} className={styles.cell} style={{ width: column.width }}>
            {view.action === 'benchmark' ? (
              <button
                type="button"
                className={styles.benchmark}
                onClick={act}
                aria-label={`${T.benchmarkTitle}说明：${view.text}`}
              >
                <span className={styles.clamp}>{view.text}</span>
                <InfoIcon />
              </button>
            ) : view.action === 'tip' ? (
              <span className={styles.withTip}>
                <span className={toneClass}>{view.text}</span>
                <button
                  type="button"
                  className={styles.tipBtn}
                  onClick={act}
                  aria-label={`${column.title}说明`}
                >
                  <InfoIcon />
                </button>
              </span>
            ) : (
              <>
                <span className={[styles.value, toneClass].join(' ')}>{view.text}</span>
                {view.sub && <span className={styles.sub}>{view.sub}</span>}
              </>
            )}
          </div>
        )
      })}
    </div>
  )
})

/**
 * The market table (catalogue §2.2): the name-and-code column stays fixed while the other columns
 * scroll horizontally; header and body scroll together. The body renders only the rows near the
 * viewport (window scroll), with spacers keeping the full height.
 */
export function MarketTable({
  columns,
  records,
  sort,
  onSort,
  onOpen,
  onAction,
  stickyTop = 0,
}: MarketTableProps) {
  const headRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [scrolled, setScrolled] = useState(false)
  const width = NAME_WIDTH + columns.reduce((sum, c) => sum + c.width, 0)
  const { start, end } = useWindowRange(listRef, records.length, ROW_HEIGHT)

  const follow = useCallback((from: HTMLDivElement | null, to: HTMLDivElement | null) => {
    if (!from || !to) return
    if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft
    setScrolled(from.scrollLeft > 0)
  }, [])

  const innerStyle: CSSProperties = { width, minWidth: '100%' }
  return (
    <div
      role="table"
      aria-label="产品列表"
      aria-rowcount={records.length + 1}
      aria-colcount={columns.length + 1}
      className={[styles.table, scrolled ? styles.scrolled : ''].join(' ')}
    >
      <div
        className={styles.head}
        ref={headRef}
        style={{ top: stickyTop }}
        onScroll={() => follow(headRef.current, bodyRef.current)}
      >
        <div role="row" aria-rowindex={1} className={styles.headRow} style={innerStyle}>
          <div role="columnheader" className={styles.nameHead} style={{ width: NAME_WIDTH }}>
            {T.nameColumn}
          </div>
          {columns.map((column) => {
            const state = ariaSort(sort, column)
            return (
              <div
                role="columnheader"
                aria-sort={state}
                key={column.key}
                className={styles.headCell}
                style={{ width: column.width }}
              >
                {state ? (
                  <button
                    type="button"
                    className={[styles.sortBtn, state !== 'none' ? styles.sorted : ''].join(' ')}
                    onClick={() => onSort(column)}
                  >
                    {column.title}
                    <SortMark state={state} />
                  </button>
                ) : (
                  <span className={styles.plainHead}>{column.title}</span>
                )}
              </div>
            )
          })}
        </div>
      </div>
      <div className={styles.body} ref={bodyRef} onScroll={() => follow(bodyRef.current, headRef.current)}>
        <div ref={listRef} role="rowgroup" style={innerStyle}>
          <div style={{ height: start * ROW_HEIGHT }} aria-hidden="true" />
          {records.slice(start, end).map((product, i) => (
            <Row
              key={`${product.prodCode}-${start + i}`}
              product={product}
              index={start + i}
              columns={columns}
              onOpen={onOpen}
              onAction={onAction}
            />
          ))}
          <div style={{ height: (records.length - end) * ROW_HEIGHT }} aria-hidden="true" />
        </div>
      </div>
    </div>
  )
}
