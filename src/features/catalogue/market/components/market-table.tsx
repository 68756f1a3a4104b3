import {
  memo,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react'
import type { MarketProduct, MarketSort } from '@/api/catalogue/market'
import type { MarketColumn } from '../../market-columns'
import { ariaSort, cellView, isPrivatePlacement, productTitle } from '../rules'
import { T } from '../texts'
import { useWindowRange } from '../use-window-range'
import { useCareMode } from '@/shared/theme/care-mode'
import styles from './market-table.module.css'

/** Fixed row height: the body is windowed by it (catalogue §2.2, thousands of rows stay smooth). */
export const ROW_HEIGHT = 64
export const NAME_WIDTH = 148

/**
 * 关怀模式: the table keeps the name and the first two columns (the figures a customer compares
 * first), each wider, in taller rows for the larger text; the window follows the care row height.
 */
export const CARE_COLUMNS = 2
export const CARE_ROW_HEIGHT = 104
export const CARE_NAME_WIDTH = 150
const CARE_COLUMN_WIDTH = 112

function careLayout(columns: readonly MarketColumn[], care: boolean) {
  if (!care) return { columns, nameWidth: NAME_WIDTH, rowHeight: ROW_HEIGHT }
  return {
    columns: columns
      .slice(0, CARE_COLUMNS)
      .map((c) => ({ ...c, width: Math.max(c.width, CARE_COLUMN_WIDTH) })),
    nameWidth: CARE_NAME_WIDTH,
    rowHeight: CARE_ROW_HEIGHT,
  }
}

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
  /** Coming back: the table's top relative to the viewport, so the first render draws those rows. */
  initialTop?: number
  ref?: Ref<MarketTableHandle>
}

/** Where the table is scrolled, read when leaving the page and restored when coming back. */
export interface MarketTableHandle {
  position: () => { tableTop: number; scrollLeft: number }
  restoreScrollLeft: (left: number) => void
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
  nameWidth: number
  rowHeight: number
}

const Row = memo(function Row({ product, index, columns, onOpen, onAction, nameWidth, rowHeight }: RowProps) {
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
      style={{ height: rowHeight }}
      onClick={open}
      onKeyDown={onKey}
      tabIndex={0}
    >
      <div role="rowheader" className={styles.nameCell} style={{ width: nameWidth }}>
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
  columns: allColumns,
  records,
  sort,
  onSort,
  onOpen,
  onAction,
  stickyTop = 0,
  initialTop = 0,
  ref,
}: MarketTableProps) {
  const headRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [scrolled, setScrolled] = useState(false)
  const { columns, nameWidth, rowHeight } = careLayout(allColumns, useCareMode())
  const width = nameWidth + columns.reduce((sum, c) => sum + c.width, 0)
  const { start, end } = useWindowRange(listRef, records.length, rowHeight, undefined, initialTop)
  useImperativeHandle(
    ref,
    () => ({
      position: () => ({
        tableTop: listRef.current?.getBoundingClientRect().top ?? 0,
        scrollLeft: bodyRef.current?.scrollLeft ?? 0,
      }),
      restoreScrollLeft: (left) => {
        const body = bodyRef.current
        const head = headRef.current
        if (!body || !head || left <= 0) return
        body.scrollLeft = left
        head.scrollLeft = left
        setScrolled(body.scrollLeft > 0)
      },
    }),
    [],
  )

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
          <div role="columnheader" className={styles.nameHead} style={{ width: nameWidth }}>
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
          <div style={{ height: start * rowHeight }} aria-hidden="true" />
          {records.slice(start, end).map((product, i) => (
            <Row
              key={`${product.prodCode}-${start + i}`}
              product={product}
              index={start + i}
              columns={columns}
              onOpen={onOpen}
              onAction={onAction}
              nameWidth={nameWidth}
              rowHeight={rowHeight}
            />
          ))}
          <div style={{ height: (records.length - end) * rowHeight }} aria-hidden="true" />
        </div>
      </div>
    </div>
  )
}
