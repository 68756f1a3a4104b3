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

export const ROUTE_ROWS: readonly RouteRow[] = ((await import(TABLE)) as { ROUTES: RouteRow[] }).ROUTES

/** The rows whose page module is in a feature's folder (`account` → src/features/account/…). */
export const rowsOfFeature = (area: string): RouteRow[] =>
  ROUTE_ROWS.filter((row) => String(row.page).includes(`/features/${area}/`))
