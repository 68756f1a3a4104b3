/** Referral and manual-add copy (marketing §2.5, §2.6, §5). */
export const REFERRAL_TEXT = {
  listTitle: '我的推荐',
  voyageTitle: '扬帆远航 · 推荐有礼',
  plainTitle: '推荐好友 · 共享好礼',
  heroSubtitle: '推荐好友开户并完成购买，积分奖励拿不停',
  invitedCount: '累计推荐(人)',
  points: '获得积分',
  addReferral: '添加推荐人',
  empty: '暂无推荐记录，快去推荐好友吧',
  columns: ['被推荐人', '手机号', '推荐状态', '开户状态', '购买状态'],
  notWhite: '您暂无添加推荐的权限',
  back: '返回',
  submit: '确认添加',
  added: '添加成功',
  whitelistTitle: '补录推荐好友',
  whitelistHint:
    '好友未通过邀请链接参与时，可在此输入好友手机号补录推荐关系。验证码将发送至好友手机，请向好友获取。',
  addTitle: '添加被推荐人',
  addHint: '输入被推荐人手机号并完成验证，即可建立推荐关系。验证码将发送至被推荐人手机。',
  friendPhone: '好友手机号',
  friendPhonePlaceholder: '请输入好友手机号',
} as const
