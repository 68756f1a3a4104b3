import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'

/** Privacy agreement calls (api-contract.md, Captcha, maintenance, privacy, config; account-and-shared §3, §4). */

export interface PrivacyAgreement {
  title: string
  /** The document the viewer shows in a frame. */
  url: string
  protocolId: string
  agreementType: string
  /** Compared with the local `privacy-version` (account-and-shared §4). */
  version: string
  /** '1': go to /privacypop or the external agreement url instead of the sheet. */
  isNewBeta: Flag
  /** '1': always show the agreement. */
  isiframe: Flag
  privacyPop: Flag
  potocolName: string
  potocolUrl: string
}

export interface PrivacyPopupTexts {
  popUpContent1: string
  popUpContent2: string
  popUpContent3: string
  popUpContent4: string
  wxDisagreePopUpContent: string
  /** Toast when agreeing without all three boxes ticked. */
  notSelectedPopupContent: string
  /** Primary button before the document is read (查看隐私政策). */
  privateContentNotReadedButton: string
  /** Primary button after the document is read (同意). */
  privateContentReadedButton: string
}

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

export interface JumpStatus {
  status: Flag
}

export interface SaveJumpStatusRequest extends JumpStatusQuery {
  status: Flag
}

type RawAgreement = Partial<Record<keyof PrivacyAgreement, string | number | null>>

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))
const flag = (v: string | number | null | undefined): Flag => (text(v) === '1' ? '1' : '0')

/** Flags arrive as numbers or strings depending on the backend build: the app sees '0' or '1' only. */
export function normalizeAgreement(raw: RawAgreement | null | undefined): PrivacyAgreement {
  const r = raw ?? {}
  return {
    title: text(r.title),
    url: text(r.url),
    protocolId: text(r.protocolId),
    agreementType: text(r.agreementType),
    version: text(r.version),
    isNewBeta: flag(r.isNewBeta),
    isiframe: flag(r.isiframe),
    privacyPop: flag(r.privacyPop),
    potocolName: text(r.potocolName),
    potocolUrl: text(r.potocolUrl),
  }
}

export async function getPrivacyAgreement(channel: string, options?: CallOptions): Promise<PrivacyAgreement> {
  return normalizeAgreement(
    await http.get<RawAgreement | null>(endpoints.privacy.agreement, { channel }, options),
  )
}

export const getPrivacyPopupTexts = (options?: CallOptions) =>
  http.get<PrivacyPopupTexts>(endpoints.privacy.popupContent, undefined, options)

/**
 * Saves the agreement record. account-and-shared §8: a failed save shows the network text, so callers
 * pass `noToast` and toast NETWORK_ERROR_TEXT themselves when they want that rule.
 */
export const signAgreement = (record: AgreementRecord, options?: CallOptions) =>
  http.post<void>(endpoints.privacy.signArticle, record, options)

export const getJumpInitStatus = (query: JumpStatusQuery, options?: CallOptions) =>
  http.get<JumpStatus>(endpoints.privacy.initStatus, query, options)

export const saveJumpStatus = (request: SaveJumpStatusRequest, options?: CallOptions) =>
  http.post<void>(endpoints.privacy.saveStatus, request, options)
