import { resolveAppUserId } from './auth/app-user-id'
import {
  getTransferChanceRecords,
  getTransferDrawChance,
  getTransferPrizeList,
  getTransferPrizeRecords,
  receiveWaitDrawChance,
  type AppUserParams,
  type ChanceInfo,
  type ChanceRecord,
  type DrawPrize,
  type DrawRecord,
} from './draws'
import { ApiError, type CallOptions } from './http'
import { toast } from '@/shared/lib/toast'

/**
 * The transfer pool (转入礼 on the WeChat home, /transferspecialactivity, /uniondrawprize, and the
 * transfer-special quiz's claim): every transfer-account call of it (marketing §7.4 transferAccount/*,
 * §7.5 "transfer special draw chance: appUserId, pageFlag") keys the customer and the pool the same way,
 * decided here and nowhere else (docs/identity.md "The transfer pool"):
 *
 * - `appUserId`: the signed-in customer's app client number (`resolveAppUserId`: account-and-shared §7
 *   reads appUserId from unionAppClientNo), in WeChat after the app login by openid; never the openid.
 * - `pageFlag`: `xywx_zzlqHome`, the transfer flag the specs list (marketing §7.7, account-and-shared §9
 *   "Fixed page flags seen").
 *
 * A customer without an app account has no transfers, so nothing is asked: no chances, no records. The
 * claim alone says so (it is only offered with waiting chances, so only a stale page reaches it).
 */
export const TRANSFER_POOL_FLAG = 'xywx_zzlqHome'

/** The claim's refusal when the customer has no app account (the app's wording; the specs have none). */
export const NO_APP_ACCOUNT_TEXT = '请先开通App账户后再领取'

const NO_CHANCES: ChanceInfo = { chanceNum: 0, waitChanceNum: 0 }

/** The pool's key for the signed-in customer, or null when they have no app account. */
export async function transferPoolKey(): Promise<AppUserParams | null> {
  const appUserId = await resolveAppUserId()
  return appUserId ? { appUserId, pageFlag: TRANSFER_POOL_FLAG } : null
}

async function withKey<T>(empty: T, call: (key: AppUserParams) => Promise<T>): Promise<T> {
  const key = await transferPoolKey()
  return key ? call(key) : empty
}

export const transferPool = {
  chances: (options?: CallOptions): Promise<ChanceInfo> =>
    withKey(NO_CHANCES, (key) => getTransferDrawChance(key, options)),
  /** Waiting chances → chances (the pool's 领取 and the transfer-special quiz's claim). */
  claim: async (options?: CallOptions): Promise<ChanceInfo> => {
    const key = await transferPoolKey()
    if (!key) {
      if (!options?.noToast) toast(NO_APP_ACCOUNT_TEXT)
      throw new ApiError(NO_APP_ACCOUNT_TEXT, 'NO_APP_ACCOUNT', 'business')
    }
    return receiveWaitDrawChance(key, options)
  },
  /** The customer's won prizes, newest first. */
  records: (options?: CallOptions): Promise<DrawRecord[]> =>
    withKey<DrawRecord[]>([], (key) => getTransferPrizeRecords(key, options)),
  /** The prizes the pool holds. */
  prizes: (options?: CallOptions): Promise<DrawPrize[]> =>
    withKey<DrawPrize[]>([], (key) => getTransferPrizeList(key, options)),
  /** How the customer's chances came and went. */
  chanceRecords: (options?: CallOptions): Promise<ChanceRecord[]> =>
    withKey<ChanceRecord[]>([], (key) => getTransferChanceRecords(key, options)),
}
