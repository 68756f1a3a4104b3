/**
 * The route table's rows (src/app/navigation/route-table.ts), read when the tests load: a walk over a
 * channel group or an area asks the table itself, not a copy of it. Imported by a computed name, so the
 * e2e type-check (no JSX, no CSS modules) does not follow the rows' lazy imports into every page module;
 * at run time those loaders are never called.
 */
export interface RouteRow {
  path: string
  channels: 'wechat' | 'app' | 'public'
  login: boolean
  /** The page's loader, `() => import('@/features/<area>/…')`. */
  page: () => Promise<unknown>
}

const TABLE = '../../src/app/navigation/route-table.ts'
/** The pages of the routes that customers do not open from shared links (the table's `later` rows). */
const LATER = '../../src/app/navigation/later-pages.ts'

export const ROUTE_ROWS: readonly RouteRow[] = ((await import(TABLE)) as { ROUTES: RouteRow[] }).ROUTES
const LATER_PAGES = (
  (await import(LATER)) as { LATER_PAGES: Record<string, { page: () => Promise<unknown> }> }
).LATER_PAGES

/** The row's own page loader: in the table, or in later-pages.ts. */
const loaderOf = (row: RouteRow) => LATER_PAGES[row.path]?.page ?? row.page

/** The rows whose page module is in a feature's folder (`account` → src/features/account/…). */
export const rowsOfFeature = (area: string): RouteRow[] =>
  ROUTE_ROWS.filter((row) => String(loaderOf(row)).includes(`/features/${area}/`))
