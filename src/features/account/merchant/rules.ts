import type { MerchantButtonList, MerchantInviteResult, MerchantUserState } from '@/api/merchant'
import type { Channel } from '@/shared/lib/channel'

/**
 * Merchant-business binding as pure functions (account-and-shared §2, §4, §8, §9). Pages call these and
 * render what they return.
 */

/** The result texts (the spec gives English; these are the app's Chinese). */
export const MERCHANT_TEXT = {
  success: '您的好友已成功邀请您',
  code1111: '您已参加过此类活动，不符合参与条件',
  code1114: '您已是直销商城开户客户，无法参与本活动',
  code1116: '您已参加过同类活动，不可重复参与',
  failed: '绑定未成功，请稍后重试',
  alreadyInvited: '您已接受过好友邀请，无需重复绑定',
} as const

export const DOWNLOAD_BUTTON_TEXT = '下载APP'
export const STORE_BUTTON_TEXT = '前往直销商城'

/** Where the code runs: the channel picks the wx or hf (partner/app) buttons. */
export interface MerchantEnv {
  channel: Channel
}

export interface LinkButton {
  text: string
  url: string
}

export type MerchantOutcome =
  /** A result line with the download buttons by environment. */
  | { kind: 'success'; text: string; detail: string; buttons: LinkButton[] }
  /** Not eligible / not bound: a result line, the form is done. */
  | { kind: 'failed'; text: string; buttons: LinkButton[] }
  /** 1117: the server's message and two link buttons. */
  | { kind: 'links'; text: string; buttons: LinkButton[] }
  /** 8888 with buttonNum '-1' / 'notOpen' / '0': leave for that url. */
  | { kind: 'go'; url: string }
  /** 8888 with any other buttonNum: a result pop-up. */
  | { kind: 'popup'; text: string; buttons: LinkButton[] }
  /** Any other code: the HTTP layer toasted the message; the form stays for another try. */
  | { kind: 'error' }

/** The app download link for this environment: WeChat gets wxDownButtonUrl, elsewhere hfDownButtonUrl. */
export function downloadUrl(list: MerchantButtonList, env: MerchantEnv): string {
  return env.channel === 'wx' ? list.wxDownButtonUrl : list.hfDownButtonUrl || list.wxDownButtonUrl
}

/** The direct-sales store link (wxOpenButtonUrl; outside WeChat it is labelled hfOpenButtonName). */
export function storeButton(list: MerchantButtonList, env: MerchantEnv): LinkButton | null {
  const url = list.wxOpenButtonUrl
  if (!url) return null
  const text = env.channel === 'wx' ? STORE_BUTTON_TEXT : list.hfOpenButtonName || STORE_BUTTON_TEXT
  return { text, url }
}

/** The download and store buttons for this environment (empty urls left out). */
export function resultButtons(list: MerchantButtonList, env: MerchantEnv): LinkButton[] {
  const buttons: LinkButton[] = []
  const download = downloadUrl(list, env)
  if (download) buttons.push({ text: DOWNLOAD_BUTTON_TEXT, url: download })
  const store = storeButton(list, env)
  if (store) buttons.push(store)
  return buttons
}

/**
 * account-and-shared §4 "Merchant-business bind results":
 * - 0000 / 200: success, then 您的好友已成功邀请您;
 * - 1111, 1114, 1116: their texts;
 * - 1117: the server message and two link buttons;
 * - 2222: success or not by data.successFlag;
 * - 8888 by buttonNum: '-1' / 'notOpen' → the store page inside the app, else the app download;
 *   '0' → the store url for the environment; anything else → a result pop-up.
 */
export function merchantResult(
  code: string,
  data: MerchantInviteResult,
  env: MerchantEnv,
  serverMessage = '',
): MerchantOutcome {
  const buttons = resultButtons(data.buttonList, env)
  const prompt = data.promptCopy.trim()
  switch (code) {
    case '0000':
    case '200':
      return {
        kind: 'success',
        text: MERCHANT_TEXT.success,
        detail: prompt === MERCHANT_TEXT.success ? '' : prompt,
        buttons,
      }
    case '1111':
      return { kind: 'failed', text: MERCHANT_TEXT.code1111, buttons }
    case '1114':
      return { kind: 'failed', text: MERCHANT_TEXT.code1114, buttons }
    case '1116':
      return { kind: 'failed', text: MERCHANT_TEXT.code1116, buttons }
    case '1117':
      return { kind: 'links', text: serverMessage || prompt || MERCHANT_TEXT.failed, buttons }
    case '2222':
      return data.successFlag === '1'
        ? { kind: 'success', text: MERCHANT_TEXT.success, detail: prompt, buttons }
        : { kind: 'failed', text: prompt || serverMessage || MERCHANT_TEXT.failed, buttons }
    case '8888':
      return outcome8888(data, env, serverMessage)
    default:
      return { kind: 'error' }
  }
}

function outcome8888(data: MerchantInviteResult, env: MerchantEnv, serverMessage: string): MerchantOutcome {
  const list = data.buttonList
  const num = data.buttonNum
  const store = storeButton(list, env)?.url ?? ''
  const download = downloadUrl(list, env)
  const popup = (): MerchantOutcome => ({
    kind: 'popup',
    text: data.promptCopy.trim() || serverMessage || MERCHANT_TEXT.success,
    buttons: resultButtons(list, env),
  })
  if (num === '-1' || num === 'notOpen') {
    // Inside the provider's app the store opens directly; elsewhere the app has to be downloaded first.
    const url = env.channel === 'app' ? store || download : download || store
    return url ? { kind: 'go', url } : popup()
  }
  if (num === '0') return store ? { kind: 'go', url: store } : popup()
  return popup()
}

export type FormVariant = 'login-form' | 'one-click-register' | 'one-click-bind' | 'already-invited'

/** account-and-shared §2, §4: user state 0-2 shows a form, 3 a result line. */
export function formVariantForUserState(state: MerchantUserState): FormVariant {
  switch (state) {
    case 1:
      return 'one-click-register'
    case 2:
      return 'one-click-bind'
    case 3:
      return 'already-invited'
    default:
      return 'login-form'
  }
}

/** The four-plus-N record is saved only when the link carries its tracking params. */
export interface FourPlusNParams {
  orderNo: string
  m1userId: string
  m2userId: string
  visitSource: string
  activityCode: string
}

export function hasFourPlusN(p: FourPlusNParams): boolean {
  return Object.values(p).some((v) => v.trim() !== '')
}

/** The mock's and the provider's merchant page flag when the link carries none. */
export const DEFAULT_MERCHANT_PAGE_FLAG = 'xywx_bindbusiness'
