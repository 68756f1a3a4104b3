import { REWARD_COIN_NAME } from '@/shared/lib/invitation'

/**
 * Texts every four-step page shares (marketing §6): the reward coins' one name on screen (the spec's
 * scholarship, 奖学金: shared/lib/invitation.ts) and the eligibility popups bindNum and openedAcc.
 */
export const XYJ = REWARD_COIN_NAME

/** bindNum in WeChat: bind the phone first. */
export const BIND_NUM = {
  title: '温馨提示',
  message: '您还未登录，请先绑定手机号后参与活动',
  confirmText: '去绑定',
  cancelText: '取消',
} as const
/** bindNum in the provider's app: the app's own login, nothing to bind. */
export const BIND_NUM_APP = {
  ...BIND_NUM,
  message: '您还未登录，请先登录后参与活动',
  confirmText: '去登录',
} as const
export const OPENED_ACC = {
  title: '温馨提示',
  message: `您还未开通直销账户，开户后即可邀请好友赚${XYJ}`,
  confirmText: '去开户',
  cancelText: '取消',
} as const
