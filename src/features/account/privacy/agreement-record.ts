import { ApiError } from '@/api/http'
import { signAgreement, type PrivacyAgreement } from '@/api/privacy'
import { currentChannel } from '@/shared/lib/channel'
import { local, wxUserStore } from '@/shared/lib/storage'
import { NETWORK_ERROR_TEXT, toast } from '@/shared/lib/toast'

/** Record scenes: where the user agreed (the spec shows no values; these are the app's). */
export const SCENE_SHEET = 'privacy_sheet'
export const SCENE_POPUP = 'privacy_pop'

/**
 * Stores the agreed version locally, then saves the agreement record. account-and-shared §8 "Failed
 * agreement save": any failure shows 网络飘走了,请稍候再试哦 (the HTTP layer already toasts that for
 * network failures; business failures are toasted here with the same text). The user has agreed either
 * way, so the flow goes on: resolves true when the record was saved.
 */
export async function agreeAndRecord(agreement: PrivacyAgreement, scene: string): Promise<boolean> {
  if (agreement.version) local.set('privacy-version', agreement.version)
  const user = wxUserStore.get()
  try {
    await signAgreement(
      {
        mobile: user?.phone || local.get('phone') || '',
        scene,
        channel: currentChannel(),
        agreementList: [
          { protocolId: agreement.protocolId, version: agreement.version, title: agreement.title },
        ],
        openId: user?.openid || local.get('openId') || '',
      },
      { noToast: true },
    )
    return true
  } catch (err) {
    if (!(err instanceof ApiError && err.kind === 'network')) toast(NETWORK_ERROR_TEXT)
    return false
  }
}
