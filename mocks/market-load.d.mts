// Types of market-load.mjs for the TypeScript that imports it (tests/e2e).
export declare const MARKET_LOAD: { rows: number }
export declare function marketLoadPage(
  pageNum: number,
  pageSize: number,
): {
  code: string
  data: { records: Record<string, string | number>[]; total: number }
}
