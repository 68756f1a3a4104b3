// The shared net-value chart of the catalogue pages (market detail, fund detail). Importing this module
// loads echarts, so only charting routes may import it.
export { NavChart } from './nav-chart'
export type { NavChartProps } from './nav-chart'
export { NavDataTable } from './nav-data-table'
export type { NavDataTableProps } from './nav-data-table'
export {
  chronological,
  rangeSummary,
  rangeTrend,
  valuedPoints,
  rangeReturnText,
  maxDrawdownText,
  type ChartPoint,
  type RangeSummary,
} from './metrics'
export {
  buildNavChartOption,
  defaultValueFormatter,
  xLabelIndexes,
  yAxisBounds,
  Y_SPLITS,
} from './chart-option'
