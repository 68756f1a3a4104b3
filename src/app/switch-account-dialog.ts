import { Dialog } from 'antd-mobile'

/** Texts of the question a ticket in a link asks while another customer is signed in (docs/identity.md). */
export const SWITCH_ACCOUNT_TEXTS = {
  title: '切换账户？',
  content: '您当前已登录，此链接将登录另一个账户。切换后，当前账户将退出登录。',
  confirm: '切换账户',
  cancel: '取消',
} as const

/**
 * Asks whether to leave the signed-in account for the one of a ticket in a link ("Whose ticket",
 * docs/identity.md). Closing the dialog (a change of page closes it too) is a no.
 */
export function askSwitchAccount(): Promise<boolean> {
  return Dialog.confirm({
    title: SWITCH_ACCOUNT_TEXTS.title,
    content: SWITCH_ACCOUNT_TEXTS.content,
    confirmText: SWITCH_ACCOUNT_TEXTS.confirm,
    cancelText: SWITCH_ACCOUNT_TEXTS.cancel,
  })
}
