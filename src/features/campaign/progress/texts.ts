/** Invite-progress copy (marketing §2.3, §4.3, §8). */
export const PROGRESS_TEXT = {
  title: '邀请进度',
  markBound: '新朋友绑定',
  markFirstPurchase: '首次购买',
  remind: '提醒TA',
  reminded: '已提醒',
  failed: '已失效',
  complete: '已完成',
  remindWx: '微信提醒',
  remindSms: '短信提醒',
  remindTitle: '提醒好友完成任务',
  remindWxDone: '提醒成功',
  remindSmsDone: '发送成功',
  usedToday: '今日已提醒',
  emptyTitle: '您还没有成功邀请好友哦',
  emptyHint: '快去邀请好友一起学理财、赚奖学金吧',
  invite: '去邀请',
  back: '返回',
  addRecommend: '添加推荐',
  tip: '温馨提示：好友完成任务后，最晚7个工作日内，您可返回活动页面完成理财知识学习，领取学习奖励。',
} as const

/** The six invalid-invitee explanations of marketing §8. */
export const INVALID_TEXT = {
  cancelled: '该好友账户已注销，不在受邀范围内',
  boughtBeforeSimilarReward: '该好友活动前已购买过产品，且已获得过同类奖励',
  boughtBefore: '该好友活动前已购买过产品，无法完成首次购买任务',
  similarActivity: '该好友已参加过同类活动，不在本次活动范围内',
  similarFirstPurchaseReward: '该好友已获得过同类首购奖励',
  similarHoldingReward: '该好友已获得过同类持仓奖励',
} as const

/** The explanation line of a valid row. */
export const PROGRESS_LINE = {
  waitFirstPurchase: '好友已接受邀请，待完成首次购买',
  waitPosition: '好友已完成首次购买，待完成持仓达标',
  complete: '好友已完成全部任务，奖励已发放',
} as const
