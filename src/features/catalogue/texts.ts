/**
 * The benchmark disclosure: shown wherever a performance benchmark (业绩比较基准) is.
 * The API sends no configured text for it (api-contract: no such field), so the statement lives here, once.
 */
export const BENCHMARK_DISCLOSURE = '业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益'
