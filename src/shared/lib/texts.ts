/**
 * Every validation message, in one place so pages, validators and tests share the exact wording.
 * Phone, captcha and SMS messages: marketing §5 (and the referral variant in account-and-shared §5),
 * used on every form. Date-range messages: catalogue §5. The two format messages have no wording in
 * the specs; they follow 手机号格式不正确.
 */
export const VALIDATION_TEXT = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  captchaRequired: '请输入图形验证码',
  captchaInvalid: '图形验证码格式不正确',
  smsRequired: '请输入短信验证码',
  smsInvalid: '短信验证码格式不正确',
  dateRangeRequired: '请选择开始和结束日期',
  startDateRequired: '请选择开始日期',
  endDateRequired: '请选择结束日期',
} as const

export type ValidationMessage = (typeof VALIDATION_TEXT)[keyof typeof VALIDATION_TEXT]

/**
 * Exchange code 1111, the prizes are gone (marketing §4.5 "you are late, benefits all redeemed", §8): the one
 * text of every exchange that can run out (the inviter's coins, the draws' rights, the talent credit).
 */
export const PRIZES_GONE_TEXT = '您来晚了，权益已被兑完'
