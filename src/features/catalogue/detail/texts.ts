/** Market-detail texts (catalogue §2.6, §4.5, §5, §8, §9.1), copied from the spec. */
export const DETAIL_TEXT = {
  viewInChannel: '请在购买渠道查看详情',
  raiseEnded: '募集结束',
  raiseEndsToday: '今日募集结束',
  /** The data card and its tab bar (our label, not the spec's). */
  dataCard: '产品数据',
  tabNav: '历史净值',
  tabPerformance: '历史业绩',
  tabChannel: '销售机构',
  tabBenchmark: '历史业绩比较基准',
  unitNav: '单位净值',
  totalNav: '累计净值',
  sevenDay: '七日年化收益率',
  perTenK: '万份收益',
  colPeriod: '时间区间',
  colAnnualised: '区间年化收益率',
  colChange: '区间收益率',
  noData: '暂无数据',
  /** A detail answer that names no product at all. */
  noProduct: '未查询到产品信息',
  loadFailed: '产品详情加载失败',
  customQuery: '查询',
  startDate: '开始日期',
  endDate: '结束日期',
  pickDate: '请选择',
} as const

/** Range chips, queryUnit 1 to 5 (catalogue §4.5). */
export const RANGE_CHIPS: readonly { unit: 1 | 2 | 3 | 4 | 5; label: string }[] = [
  { unit: 1, label: '近1月' },
  { unit: 2, label: '近3月' },
  { unit: 3, label: '近6月' },
  { unit: 4, label: '近1年' },
  { unit: 5, label: '近3年' },
]
