import { useCallback } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { ApiError } from '@/api/http'
import type { AgreementListItem, AgreementRecord, PrivacyAgreement } from '@/api/privacy'
import { useSignAgreement } from '@/api/privacy-queries'
import { currentChannel } from '@/shared/lib/channel'
import { local, session } from '@/shared/lib/storage'
import { NETWORK_ERROR_TEXT, toast } from '@/shared/lib/toast'

/** Record scenes: where the user agreed (the spec shows no values; these are the app's). */
export const SCENE_SHEET = 'privacy_sheet'
export const SCENE_POPUP = 'privacy_pop'

/**
 * What agreeing leaves in storage (api-contract.md, Client storage): the version (`privacy-version`),
 * the agreed document's title and url (`zxprivacy`, `zxprivacyUrl`: catalogue §3 "privacy url") and,
 * for this session, the agreement list sent with the record (`AGREEMENTLIST`, JSON).
 */
export function storeAgreement(agreement: PrivacyAgreement, agreementList: AgreementListItem[]): void {
  if (agreement.version) local.set('privacy-version', agreement.version)
  if (agreement.title) local.set('zxprivacy', agreement.title)
  if (agreement.url) local.set('zxprivacyUrl', agreement.url)
  session.setJson('AGREEMENTLIST', agreementList)
}

/** Stores the agreement (`storeAgreement`) and answers the record to save for it. */
export function agreementRecord(agreement: PrivacyAgreement, scene: string): AgreementRecord {
  const agreementList: AgreementListItem[] = [
    { protocolId: agreement.protocolId, version: agreement.version, title: agreement.title },
  ]
  storeAgreement(agreement, agreementList)
  // The one signed-in customer's phone and openid (docs/identity.md), never another identity's.
  const who = signedIn()
  return { mobile: who.phone, scene, channel: currentChannel(), agreementList, openId: who.openid }
}

/**
 * `agree(agreement, scene)` stores the agreement, then saves the agreement record (`useSignAgreement`, one
 * at a time). account-and-shared §8 "Failed agreement save": any failure shows 网络飘走了,请稍候再试哦 (the
 * HTTP layer already toasts that for network failures; business failures are toasted here with the same
 * text). The user has agreed either way, so the flow goes on: resolves true when the record was saved,
 * null when a save was already on its way (a second tap).
 */
export function useAgreeAndRecord() {
  const { run, busy } = useSignAgreement()
  const agree = useCallback(
    async (agreement: PrivacyAgreement, scene: string): Promise<boolean | null> => {
      const answer = await run(agreementRecord(agreement, scene))
      if (answer.status === 'skipped') return null
      if (answer.status === 'failed') {
        const err = answer.error
        if (!(err instanceof ApiError && err.kind === 'network')) toast(NETWORK_ERROR_TEXT)
        return false
      }
      return true
    },
    [run],
  )
  return { busy, agree }
}
