import { HOTLINE } from '@/shared/ui'

/** Holdings strings (marketing §2.7, §5, §8). */
export const HOLDINGS_TEXT = {
  totalAssets: '总资产(元)',
  lastIncome: '昨日收益(元)',
  show: '显示金额',
  hide: '隐藏金额',
  tabList: '列表',
  tabPie: '饼图',
  notBound: '您还未绑定App账户，绑定后即可查看全渠道资产',
  bindNow: '立即绑定',
  notOpened: '您还未开通直销账户，开户后即可查看全渠道资产',
  openNow: '立即开户',
  /** In the app with nobody signed in: the app's native login. */
  signedOut: '您还未登录App账户，登录后即可查看全渠道资产',
  loginNow: '立即登录',
  noHoldings: '暂无持仓',
  openFailed: '开户链接暂不可用，请稍后再试',
  /** marketing §5: private funds cannot be opened from holdings. */
  privateFund: '该产品为私募产品，请在App中查看',
  holdAmount: '持有金额(元)',
  sevenDay: '七日年化',
  perTenThousand: '万份收益',
  nav: '单位净值',
  navDate: '净值日期',
  pieTitle: '资产分布',
  pieCaption: '资产类型占比',
  pieEmpty: '暂无资产分布数据',
  colType: '资产类型',
  colAmount: '金额(元)',
  colShare: '占比',
  failTitle: '温馨提示',
  /** marketing §8: the fixed fault text with the hotline. */
  failFixed: `系统繁忙，暂时无法获取您的资产信息，请稍后再试。如有疑问，请拨打客服热线${HOTLINE}。`,
  retry: '重新加载',
  holdListTitle: '我的持仓',
  tradeEmpty: '暂无交易记录',
  tradeDetailMissing: '未查询到交易记录',
} as const

/** Holding kinds (marketing §3). */
export const HOLDING_TYPE_NAMES: Record<number, string> = {
  1: '每日购',
  2: '定期开放',
  3: '现金管理',
  4: '封闭式',
  5: '现金宝',
}
