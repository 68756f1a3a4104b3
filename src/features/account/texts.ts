/** The account area's longer UI strings (greppable, shared by pages and tests). */
export const ACCOUNT_TEXT = {
  redirecting: '跳转中，请稍候…',
  bindSuccessToast: '绑定成功',
  unbindSuccessToast: '解绑成功',
  bindButton: '绑定',
  unbindButton: '解除绑定',
  registerButton: '一键注册并绑定',
  oneTapBindButton: '一键绑定',
  changePhone: '更换手机号',
  agree1Prefix: '我已阅读并同意',
  agree2Text: '我同意接收产品及活动信息（选填）',
  ownPhoneWarning:
    '请确认该手机号为您本人使用，且与您在直销商城登记的手机号一致，否则可能导致积分或权益无法正常领取。',
  bindIntro: '绑定后即可同步直销商城账户，查看资产、参与活动、领取权益',
  loginTypeTitle: '请选择登录方式',
  wechatLogin: '微信登录',
  phoneLogin: '手机号登录',
  limitTitle: '温馨提示',
  targetInvalid: '跳转地址无效，请返回重新进入',
  /** The account state could not be read (a non-success answer; the HTTP layer toasted its message). */
  loadFailed: '账户状态查询失败，请稍后重试',
  retry: '重试',
  inviteFailLinkExpired: '邀请链接已失效，请联系好友重新分享邀请链接',
  inviteFailInviterExpired: '邀请人信息已失效，请联系好友重新分享邀请链接',
} as const

/** Page titles the transit page switches through (account-and-shared §2). */
export const TRANSIT_TITLES = {
  phoneLogin: '手机号登录',
  login: '登录',
  home: '官网',
  privacy: '隐私协议签署',
  jumping: '跳转中',
} as const
