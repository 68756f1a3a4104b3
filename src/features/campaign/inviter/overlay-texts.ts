/**
 * The texts of what opens over the inviter home (the exchange sheet, the reward and stop dialogs; marketing
 * §4.5, §6, §8). Apart from ./texts.ts: they load with those overlays, not with the home's first paint.
 */
import { PRIZES_GONE_TEXT } from '@/shared/lib/texts'
import { XYJ } from '../common/texts'
import { exchangeShortText } from './texts'

/** marketing §4.5, §8. */
export const EXCHANGE_TEXT = {
  title: `${XYJ}兑换`,
  confirm: '立即兑换',
  running: '兑换中…',
  success: '兑换成功',
  gone: PRIZES_GONE_TEXT,
  failure: '兑换失败',
  empty: '暂无可兑换的奖品',
  /** When the server sends isTotalLimit 1 without its own text. */
  limit: '您已达到本活动兑换上限，暂不能兑换',
  short: exchangeShortText,
  viewRecords: '查看兑换记录',
  again: '我知道了',
  notEnough: `${XYJ}不足`,
  soldOut: '已兑完',
  unavailable: '暂不可兑',
} as const

export const RECEIVE_TEXT = {
  title: `恭喜您获得${XYJ}`,
  confirm: '立即领取',
  success: '领取成功',
} as const

export const STOP_TEXT = { title: '活动已结束', confirm: '去兑换', cancel: '关闭' } as const
