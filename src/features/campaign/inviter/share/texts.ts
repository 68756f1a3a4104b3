// The share sheet's, its reminder's and the poster's words (marketing §2.1, §7.2): apart from the home's
// (../texts.ts), they load with those overlays, not with the home's first paint (docs/decisions/025).

export const SHARE_TEXT = {
  title: '邀请好友',
  wechat: '微信好友',
  poster: '二维码海报',
  cancel: '取消',
  posterHint: '长按保存图片',
  fallbackHint: '截屏保存二维码，分享给好友扫码参与',
  save: '保存图片',
  saved: '图片已保存',
  posterLoading: '海报生成中…',
} as const

/** The reminder popup after choosing "WeChat friend": WeChat shares from its own menu. */
export const REMINDER_TEXT = {
  wechat: '点击右上角「···」，选择「发送给朋友」，即可把活动分享给好友',
  copied: '邀请链接已复制，快去粘贴发送给好友吧',
  copyFailed: '请复制下方链接发送给好友',
  confirm: '我知道了',
} as const
