/** The quiz pages' strings (marketing §4.6, §5, §8). */
export const QUIZ_TEXTS = {
  chooseAnswer: '请选择题目答案', // marketing §5
  next: '下一题',
  finish: '提交答案',
  illegalEntry: '非法进入', // marketing §4.6
  illegalEntryDesc: '活动链接不完整，请从活动页面重新进入',
  claimDrawChance: '领取抽奖机会',
  claimPoints: '领取积分',
  redeemNow: '立即兑换',
  retry: '再答一次',
  claimed: '已领取',
  redeemed: '已兑换',
  // The result's copy once every reward on it is taken: the server's copy (finished_answer_copy) invites
  // the claim (…快去领取吧) and would be stale. marketing §4.6 names no wording for this state.
  claimedCopy: '奖励已领取，感谢您的参与',
  redeemedCopy: '奖励已兑换，感谢您的参与',
  claimSuccess: '领取成功',
  goDraw: '去抽奖',
  redeemFailTitle: '兑换失败',
  right: '回答正确',
  wrong: '回答错误',
  knowledge: '知识解析',
  single: '单选题',
  multiple: '多选题',
  multipleHint: '至少选择2个选项后，点击下一题提交',
  saving: '正在提交答案…',
  noQuestions: '暂无题目，请稍后再来',
  resultMissing: '答题结果已失效，请重新答题',
  countLabel: '答对题数',
  scoreLabel: '本次得分',
  defaultNickname: '理财达人',
} as const
