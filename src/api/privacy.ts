import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import { code, flag, none, obj, text, type Out } from './schema'

/** Privacy agreement calls (api-contract.md, Captcha, maintenance, privacy, config; account-and-shared §3, §4). */

export const PrivacyAgreement = obj({
  title: text(),
  /** The document the viewer shows in a frame. */
  url: text(),
  protocolId: code(),
  agreementType: code(),
  /** Compared with the local `privacy-version` (account-and-shared §4). */
  version: code(),
  /** '1': go to /privacypop or the external agreement url instead of the sheet. */
  isNewBeta: flag(),
  /** '1': always show the agreement. */
  isiframe: flag(),
  privacyPop: flag(),
  potocolName: text(),
  potocolUrl: text(),
})
export type PrivacyAgreement = Out<typeof PrivacyAgreement>

export const PrivacyPopupTexts = obj({
  popUpContent1: text(),
  popUpContent2: text(),
  popUpContent3: text(),
  popUpContent4: text(),
  wxDisagreePopUpContent: text(),
  /** Toast when agreeing without all three boxes ticked. */
  notSelectedPopupContent: text(),
  /** Primary button before the document is read (查看隐私政策). */
  privateContentNotReadedButton: text(),
  /** Primary button after the document is read (同意). */
  privateContentReadedButton: text(),
})
export type PrivacyPopupTexts = Out<typeof PrivacyPopupTexts>

export interface AgreementListItem {
  protocolId: string
  version: string
  title: string
}

/** The agreement record saved when the user agrees. */
export interface AgreementRecord {
  mobile: string
  scene: string
  channel: string
  agreementList: AgreementListItem[]
  openId: string
}

/**
 * Third-party jump state (initStatus / saveStatus). The spec does not show the shapes; these are the
 * app's (documented in mocks/handlers/privacy.ts): whether the user already agreed to leave for the
 * third-party page identified by pageFlag.
 */
export interface JumpStatusQuery {
  openId: string
  pageFlag: string
}

export const JumpStatus = obj({ status: flag() })
export type JumpStatus = Out<typeof JumpStatus>

export interface SaveJumpStatusRequest extends JumpStatusQuery {
  status: Flag
}

/** Flags arrive as numbers or strings depending on the backend build: the app sees '0' or '1' only. */
export const getPrivacyAgreement = (channel: string, options?: CallOptions): Promise<PrivacyAgreement> =>
  http.get(PrivacyAgreement, endpoints.privacy.agreement, { channel }, options)

export const getPrivacyPopupTexts = (options?: CallOptions) =>
  http.get(PrivacyPopupTexts, endpoints.privacy.popupContent, undefined, options)

/**
 * Saves the agreement record. account-and-shared §8: a failed save shows the network text, so callers
 * pass `noToast` and toast NETWORK_ERROR_TEXT themselves when they want that rule.
 */
export const signAgreement = (record: AgreementRecord, options?: CallOptions) =>
  http.post(none(), endpoints.privacy.signArticle, record, options)

export const getJumpInitStatus = (query: JumpStatusQuery, options?: CallOptions) =>
  http.get(JumpStatus, endpoints.privacy.initStatus, query, options)

export const saveJumpStatus = (request: SaveJumpStatusRequest, options?: CallOptions) =>
  http.post(none(), endpoints.privacy.saveStatus, request, options)
