/**
 * The invitee landing's copy (marketing §2.2, §4.4, §8). The spec gives most of these only in English;
 * these are the natural Chinese a bank app would show.
 */
export const INVITEE_TEXT = {
  linkInvalidTitle: '邀请链接已失效',
  linkInvalidBody: '该邀请链接无效或已过期，请联系好友重新发送邀请链接',
  bannerLead: (inviterName: string) => (inviterName ? `您的好友 ${inviterName} 邀请您` : '您的好友邀请您'),
  bannerTitle: '一起赚奖学金',
  bannerSubtitle: '完成新朋友理财学习任务，助力好友赢取奖学金',
  goStudy: '去学理财',
  goComplete: '去完成',
  done: '已完成',
  pending: '待完成',
  rewardNote: '奖励详情请至“新朋友理财学习”活动页面查看',
  promoterLead: '您已经是我们的好朋友啦',
  promoterTitle: '成为推广达人',
  /** marketing §2.2 "get up to 1000 yuan scholarship", per variant (account-and-shared §8). */
  promoterBody: ({ max, name }: { max: number; name: string }) => `最高可得${max}元${name}`,
  inviteFriends: '邀请好友',
  noBindTitle: '温馨提示',
  noBindBody: '您还未绑定手机号，绑定后即可接受好友邀请',
  noBindConfirm: '去绑定',
  /** The no-binding alert in the provider's app: the app's own login. */
  noLoginBody: '您还未登录，登录后即可接受好友邀请',
  noLoginConfirm: '去登录',
  downloadAlt: '下载APP 查看奖励',
} as const

/** Why the exception / ineligible views show (marketing §8, invitee landing messages). */
export const EXCEPTION_TEXT = {
  accountHolder: '您已是我们的老朋友，本次邀请仅限新朋友参与',
  similarActivity: '您已参加过同类活动，暂不能接受本次邀请',
  otherInviter: '您已接受其他好友的邀请，不能重复接受邀请',
  cancelled: '您的账户已注销或转让，不在本次受邀范围内',
  boughtBefore: '您在活动开始前已购买过产品，无法完成首次购买任务',
} as const

/** The four success statuses (marketing §2.2). */
export const STATUS_TEXT = {
  complete: '恭喜您，已完成全部任务',
  precomplete: '完成首次购买和持仓达标任务，即可领取奖励',
  onlyFirstPurchaseLeft: '仅差首次购买任务，快去完成吧',
  onlyPositionLeft: '已完成首次购买，仅差持仓达标任务',
} as const
