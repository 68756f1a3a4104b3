import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { DotLoading } from 'antd-mobile'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { MarketProductType, MarketVariant, ProdSaleCustom } from '@/api/catalogue/shared'
import type { MarketProduct, MarketSort } from '@/api/catalogue/market'
import type { MarketSuggestion } from '@/api/catalogue/search'
import { trackEvent, useTrackView } from '@/api/tracking'
import { currentChannel } from '@/shared/lib/channel'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { useCareMode } from '@/shared/theme/care-mode'
import { session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { EmptyState, ListFailed, MoreFailed, RiskFooter } from '@/shared/ui'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { marketColumnsFor, type MarketColumn } from '../../market-columns'
import { restoreScroll } from '../../back-memory'
import { nextListGeneration } from '../../list-generation'
import { recallMarket, rememberMarket, type MarketMemory } from '../list-memory'
import {
  countFilters,
  endText,
  listQuery,
  MAIN_TABS,
  NO_FILTERS,
  nextSort,
  productTitle,
  readMainTab,
  readTypeTab,
  rowTapAction,
  shouldShowIntro,
  TYPE_TABS,
  type MarketFilters,
} from '../rules'
import { T } from '../texts'
import { useMarketList } from '../use-market-list'
import { usePickedProduct } from '../use-picked-product'
import { MarketTable, type CellAction, type MarketTableHandle } from './market-table'
import { Notice } from './notice'
import { Refreshable } from './refreshable'
import { SearchIcon } from './search-icon'
import { TabBar } from '@/shared/ui/tab-bar'
import styles from './market-view.module.css'

// Rare parts load on demand so the first route stays small.
const FilterPanel = lazy(() => import('./filter-panel'))
const SearchOverlay = lazy(() => import('./search-overlay'))
const TextSheet = lazy(() => import('./text-sheet'))
const IntroOverlay = lazy(() => import('./intro-overlay'))
const MoreRows = lazy(() => import('./more-rows'))

/** The sticky type bar's height (market-view.module.css .typeBar): the table's header sticks below it. */
const TYPE_BAR_HEIGHT = 46
const CARE_TYPE_BAR_HEIGHT = 60

type Sheet = { kind: CellAction; product: MarketProduct; column: MarketColumn } | null

const noMore = async () => {}

/** The product market list (catalogue §2.2-§2.4, §4.1-§4.4): tabbed ('custom') or tabless ('web'). */
export function MarketView({ variant }: { variant: MarketVariant }) {
  const navigate = useNavigate()
  const care = useCareMode()
  const [params, setParams] = useSearchParams()
  const { key: locationKey } = useLocation()
  // Coming back to this history entry: the list as it was left, read from memory and cache.
  const [restored] = useState(() => recallMarket(variant, locationKey))
  // Tabs live in state (one render per change, so no request for a half-changed query) and are mirrored
  // to the URL so coming back from a detail page restores them.
  const [{ mainTab, productType }, setTabs] = useState(() => ({
    mainTab: readMainTab(params.get('tab')),
    productType: readTypeTab(params.get('type')),
  }))
  const [sort, setSort] = useState<MarketSort | null>(restored?.sort ?? null)
  const [filters, setFilters] = useState<MarketFilters>(restored?.filters ?? NO_FILTERS)
  const [picked, setPicked] = useState<MarketSuggestion | null>(restored?.picked ?? null)
  // The list's cache generation: a new one asks page 1 (a fresh visit, tab, type, sort or filter change,
  // 确定 and 重置 always reload, catalogue §4.1, §4.3); coming back keeps the one whose pages are cached.
  const [generation, setGeneration] = useState(() => restored?.generation ?? nextListGeneration())
  const renew = () => setGeneration(nextListGeneration())
  const [panelOpen, setPanelOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [intro, setIntro] = useState(() => {
    const show = shouldShowIntro({
      channel: currentChannel(),
      introParam: params.get('intro'),
      shownThisSession: session.get('marketIntroShown') === '1',
    })
    if (show) session.set('marketIntroShown', '1')
    return show
  })

  // A picked suggestion is shown on its own (from its detail); the list is not asked meanwhile.
  const query = useMemo(
    () => (picked ? null : listQuery({ variant, mainTab, productType, sort, filters })),
    [variant, mainTab, productType, sort, filters, picked],
  )
  const list = useMarketList(query, variant, generation)
  const pick = usePickedProduct(picked)
  const records = picked ? pick.rows : list.records
  const finished = picked ? !pick.loading : list.finished
  const columns = useMemo(() => marketColumnsFor(productType), [productType])
  // §9's product-list view: once, when the list first shows its products.
  useTrackView('productListView', records.length > 0)

  /** Tab or type change: page 1, sort cleared, the picked product forgotten (catalogue §4.1, §4.2). */
  const goTo = (tab: ProdSaleCustom, type: MarketProductType) => {
    setSort(null)
    setPicked(null)
    setTabs({ mainTab: tab, productType: type })
    renew()
  }

  // Leaving: remember the list under this history entry; coming back: scroll to where it was, once the
  // rows from the cache are on screen (they are, in the first render).
  const table = useRef<MarketTableHandle>(null)
  const latest = useRef({
    locationKey,
    generation,
    sort,
    filters,
    picked,
    table: null as MarketTableHandle | null,
  })
  useLayoutEffect(() => {
    latest.current = { locationKey, generation, sort, filters, picked, table: table.current }
  })
  useLayoutEffect(() => {
    const stop = restored ? restoreScroll(restored.scrollY) : () => {}
    if (restored) table.current?.restoreScrollLeft(restored.scrollLeft)
    return () => {
      stop()
      const { locationKey: key, table: handle, ...rest } = latest.current
      const memory: MarketMemory = {
        ...rest,
        scrollY: window.scrollY,
        ...(handle?.position() ?? { tableTop: 0, scrollLeft: 0 }),
      }
      rememberMarket(variant, key, memory)
    }
  }, [restored, variant])
  useEffect(() => {
    // Only tabs other than the first are written: a first visit to the plain address needs no
    // change of address, which would draw the whole page a second time right after its first paint.
    const next = new URLSearchParams()
    if (variant === 'custom' && mainTab !== readMainTab(null)) next.set('tab', mainTab)
    if (productType !== readTypeTab(null)) next.set('type', String(productType))
    if (next.toString() !== params.toString()) setParams(next, { replace: true })
  }, [variant, mainTab, productType, params, setParams])

  /** A row without its own type is a product of the tab it is listed under. */
  const withTab = useCallback(
    (product: MarketProduct): MarketProduct =>
      product.productType === null ? { ...product, productType } : product,
    [productType],
  )
  const onOpen = useCallback(
    (product: MarketProduct) => {
      trackEvent('productListClick')
      const action = rowTapAction(withTab(product), variant)
      if (action.kind === 'toast') toast(action.text)
      else navigate(action.to)
    },
    [navigate, variant, withTab],
  )
  const onAction = useCallback(
    (kind: CellAction, product: MarketProduct, column: MarketColumn) =>
      setSheet({ kind, product: withTab(product), column }),
    [withTab],
  )

  const onPick = (s: MarketSuggestion) => {
    setSearchOpen(false)
    const type = s.productType ?? TYPE_TABS[0].key
    goTo(s.prodSaleCustom, type)
    setFilters(NO_FILTERS)
    setPicked({ ...s, productType: type })
  }

  const filterCount = countFilters(filters)
  // Page 1 of the list failed: 加载失败 with 重新加载 in place of the rows, never 暂无数据.
  const failedFirst = !picked && list.failed?.at === 'first' ? list.failed : null
  const failedMore = !picked && list.failed?.at === 'more' ? list.failed : null
  const empty = picked
    ? finished && records.length === 0
    : list.finished && !list.loadingFirst && list.records.length === 0 && !failedFirst
  /** What the list's foot says: the next page is coming, it failed, or there is no more. */
  const footText = (hasMore: boolean) =>
    failedMore ? (
      <MoreFailed error={failedMore.error} onRetry={list.retry} busy={list.retrying} />
    ) : hasMore ? (
      <span className={styles.loading}>
        {T.loading}
        <DotLoading />
      </span>
    ) : records.length > 0 && (picked || !list.refreshFailed) ? (
      <span>{endText(variant)}</span>
    ) : null
  // The foot that asks for more rows when it scrolls into view is loaded once the first rows are on the
  // screen (more-rows.tsx); until then it says the same without asking.
  const footDue = useAfterPaint(!!picked || !list.loadingFirst)
  const waitingFoot = <div className={styles.more}>{footText(!finished)}</div>
  return (
    <main className={styles.page}>
      <Notice />
      <div className={styles.toolbar}>
        <button type="button" className={styles.searchEntry} onClick={() => setSearchOpen(true)}>
          <SearchIcon className={styles.searchIcon} />
          <span>{T.searchPlaceholder}</span>
        </button>
        <button
          type="button"
          className={`${styles.advanced} ${filterCount ? styles.advancedOn : ''}`}
          onClick={() => setPanelOpen(true)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" width="14" height="14">
            <path
              d="M2 3h12l-4.5 5.2V13l-3 1.2V8.2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          </svg>
          {T.advanced}
          {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
        </button>
      </div>
      {variant === 'custom' && (
        <TabBar
          label="产品分类"
          look="line"
          items={MAIN_TABS}
          active={mainTab}
          onChange={(tab) => goTo(tab, productType)}
        />
      )}
      <div className={styles.typeBar}>
        <TabBar
          label="产品类型"
          look="capsule"
          items={TYPE_TABS}
          active={productType}
          onChange={(type) => goTo(mainTab, type)}
        />
      </div>
      {picked && (
        <div className={styles.picked}>
          <span>
            {T.pickedPrefix}：<b>{productTitle(picked)}</b> {picked.prodCode}
          </span>
          <button
            type="button"
            onClick={() => {
              setPicked(null)
              renew()
            }}
          >
            {T.clearPicked}
          </button>
        </div>
      )}
      <Refreshable onRefresh={picked ? pick.refresh : list.refresh}>
        {!picked && list.refreshFailed && !failedFirst && (
          <p className={styles.refreshFailed} role="status">
            {T.refreshFailed}
          </p>
        )}
        {!empty && !failedFirst && columns.some((c) => c.key === 'benchmarks') && (
          <BenchmarkDisclosure className={styles.disclosure} />
        )}
        {failedFirst && <ListFailed error={failedFirst.error} onRetry={list.retry} />}
        {!empty && !failedFirst && (
          <MarketTable
            columns={columns}
            records={records}
            sort={sort}
            onSort={(column) => {
              setSort((s) => nextSort(s, column))
              renew()
            }}
            onOpen={onOpen}
            onAction={onAction}
            stickyTop={care ? CARE_TYPE_BAR_HEIGHT : TYPE_BAR_HEIGHT}
            initialTop={restored?.tableTop}
            ref={table}
          />
        )}
        {empty && <EmptyState message={T.empty} />}
        {footDue ? (
          <Suspense fallback={waitingFoot}>
            <MoreRows loadMore={picked ? noMore : list.loadMore} hasMore={!finished} className={styles.more}>
              {footText}
            </MoreRows>
          </Suspense>
        ) : (
          waitingFoot
        )}
      </Refreshable>
      <RiskFooter />
      <Suspense fallback={null}>
        {panelOpen && (
          <FilterPanel
            variant={variant}
            productType={productType}
            applied={filters}
            onClose={() => setPanelOpen(false)}
            onReset={() => {
              setFilters(NO_FILTERS)
              renew()
            }}
            onConfirm={(next) => {
              setPanelOpen(false)
              setPicked(null)
              setFilters(next)
              renew()
            }}
          />
        )}
        {searchOpen && (
          <SearchOverlay variant={variant} onPick={onPick} onCancel={() => setSearchOpen(false)} />
        )}
        {sheet && (
          <TextSheet
            kind={sheet.kind}
            product={sheet.product}
            columnTitle={sheet.column.title}
            onClose={() => setSheet(null)}
          />
        )}
        {intro && (
          <IntroOverlay
            onViewAll={() => setIntro(false)}
            onSearch={() => {
              setIntro(false)
              setSearchOpen(true)
            }}
          />
        )}
      </Suspense>
    </main>
  )
}
