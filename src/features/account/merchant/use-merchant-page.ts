import { useEffect, useRef } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { useSearchParams } from 'react-router-dom'
import type { PreMerchantInviteResult } from '@/api/merchant'
import { usePreMerchantInvite, useSaveFourPlusNRecord } from '@/api/merchant-queries'
import { pageFlagOf } from '@/shared/lib/route-facts'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { pickStop, type Stop } from '@/shared/ui'
import { DEFAULT_MERCHANT_PAGE_FLAG, hasFourPlusN, type FourPlusNParams } from './rules'

export interface MerchantQuery extends FourPlusNParams {
  pageFlag: string
  posId: string
  channel1: string
  channel2: string
  /** userIdEncrypt: sent as uid. */
  uid: string
}

/** The link's query (account-and-shared §2: posId, pageFlag, channel1, channel2, orderNo, M1userId, M2userId, visitsource, activityCode, userIdEncrypt). */
export function useMerchantQuery(): MerchantQuery {
  const [params] = useSearchParams()
  const meta = useRouteMeta()
  const get = (k: string) => (params.get(k) ?? '').trim()
  return {
    pageFlag: get('pageFlag') || pageFlagOf(meta?.path) || DEFAULT_MERCHANT_PAGE_FLAG,
    posId: get('posId'),
    channel1: get('channel1'),
    channel2: get('channel2'),
    orderNo: get('orderNo'),
    m1userId: get('M1userId'),
    m2userId: get('M2userId'),
    visitSource: get('visitsource'),
    activityCode: get('activityCode'),
    uid: get('userIdEncrypt'),
  }
}

export interface MerchantPageState {
  init: PreMerchantInviteResult | undefined
  stop: Stop | null
  error: unknown
  reload: () => void
  userId: string
}

/**
 * Page init by page flag (preMerchantInvite: user state, stop list) and, when the link carries the
 * tracking params, the four-plus-N record (saved once, silently: it is bookkeeping, not the user's task).
 */
export function useMerchantPage(q: MerchantQuery): MerchantPageState {
  const userId = signedIn().openid
  const { data, error, refetch } = usePreMerchantInvite({ page_flag: q.pageFlag, user_id: userId })
  const { orderNo, m1userId, m2userId, visitSource, activityCode, pageFlag } = q
  const saved = useRef('')
  const { run: saveRecord } = useSaveFourPlusNRecord()
  useEffect(() => {
    const record = { orderNo, m1userId, m2userId, visitSource, activityCode }
    const key = JSON.stringify({ ...record, pageFlag })
    if (!hasFourPlusN(record) || saved.current === key) return
    saved.current = key
    // Tracking only: a failure changes nothing.
    void saveRecord({ ...record, pageFlag })
  }, [orderNo, m1userId, m2userId, visitSource, activityCode, pageFlag, saveRecord])
  return { init: data, stop: pickStop(data?.pageStopList), error, reload: () => void refetch(), userId }
}
