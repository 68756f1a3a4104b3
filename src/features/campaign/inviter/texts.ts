/** The inviter home's texts (marketing §2.1, §4.5, §6, §8). Where the spec gives English only, natural Chinese. */
import { XYJ } from '../common/texts'

export { XYJ }

export const BUTTON_TEXT = {
  login: '立即登录 参与活动',
  openAccount: '立即开户 参与活动',
  invite: '立即邀请好友',
  limitInvite: '继续邀请好友',
} as const

export const LIMIT_CAPTION = `您已获得本活动${XYJ}奖励上限，继续邀请好友将不再获得${XYJ}`

export const ENTRY_TEXT = {
  rule: '活动规则',
  record: '兑换记录',
  progress: '邀请进度',
} as const

/** marketing §6, eligibility popups bindNum and openedAcc (shared with the records and progress pages). */
export { BIND_NUM, BIND_NUM_APP, OPENED_ACC } from '../common/texts'

/**
 * §4.5: below the threshold, beside the home's 去兑换 and under the exchange's 立即兑换. Apart from
 * EXCHANGE_TEXT: the home's first paint shows only this one, the rest comes with the exchange sheet.
 */
export const exchangeShortText = (threshold: number) => `满${threshold}个可兑换`

export const STORY_TEXT = {
  title: '邀请好友 共赚奖学金',
  lines: [
    '分享专属链接或二维码给好友',
    '好友完成绑定、开户、首购与持仓任务',
    `双方均可获得${XYJ}，可兑换购物卡`,
  ],
  confirm: '我知道了，去邀请',
} as const

/** The Sc contact card (config mgmsc_qwc) when the config gives no title or description. */
export const CONTACT_TEXT = {
  title: '添加专属理财顾问',
  hint: '长按识别二维码，添加企业微信',
} as const
