/** Trade-gate texts (catalogue §4.7, §8), copied from the spec. */
export const GATE_TEXT = {
  notOpened: '您尚未完成开户，完成后才可进行交易~',
  noRiskLevel: '依据国家监管规定，完成风险测评后才可交易~',
  riskExpired: '您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~',
  idExpired: '您的身份证件已过期，依据国家监管规定，重新上传证件后才可交易~',
  elderlyTitle: '超60岁客户购买基金时的风险提示',
  // The spec names only the title; the body is what a bank app says to an elderly investor.
  elderlyMessage:
    '尊敬的客户，您已年满60周岁。基金投资存在净值波动、本金亏损等风险，过往业绩不代表未来表现。请您结合自身年龄、财务状况和风险承受能力，充分了解产品风险后审慎决策，谨防诈骗，切勿轻信他人代为操作。',
  openAccountButton: '快速开户',
  riskTestButton: '前去风险测评',
  reuploadButton: '重新上传',
  continueButton: '继续操作',
  cancelButton: '取消',
  /**
   * A plain mobile browser has no login (WeChat OAuth and the app's ticket login need their own browser):
   * buying continues in WeChat or the provider's app. The spec gives no wording; this says only that.
   */
  plainBrowser: '购买需在微信或App中进行，请复制本页链接，在微信或App中打开后购买',
  copyLinkButton: '复制链接',
  /** When the direct-sales link is missing or not on the official site. */
  linkMissing: '暂未获取到办理地址，请前往App办理',
} as const
