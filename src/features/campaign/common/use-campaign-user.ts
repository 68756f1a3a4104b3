import { useCallback, useEffect, useState } from 'react'
import {
  getAccountState,
  getAppUserOpenStatus,
  loginToApp,
  type AccountState,
  type OpenAccount,
} from '@/api/identity'
import { storeAppLogin } from '@/api/auth/app-login'
import { local, wxUserStore } from '@/shared/lib/storage'
import { campaignUserState, type CampaignUserState } from './rules'

/**
 * Resolves who the campaign user is (marketing §4.1, §4.4): the WeChat user → account state → app
 * client number (local unionAppClientNo, else an app login by openid) → open status.
 *
 * - isBind: the phone is bound AND an app client number was obtained. A failed app login (or one that
 *   returns no client number) resets the bound state (§4.4 last line) and sets `loginFailed`.
 * - isOpen: openAccount 1.
 * - userId: the openid (the four-step calls and the share link key the user on it).
 */
export interface CampaignUser {
  loading: boolean
  error: unknown
  state: CampaignUserState
  userId: string
  openid: string
  appClientNo: string
  isBind: boolean
  isOpen: boolean
  /** Raw account data for openAccountAction (§4.1); '' until known. */
  openAccount: OpenAccount | ''
  isRegister: string
  /** The app login failed or returned no client number (§4.4). */
  loginFailed: boolean
  reload: () => void
}

interface Resolved {
  openid: string
  appClientNo: string
  isBind: boolean
  isOpen: boolean
  openAccount: OpenAccount | ''
  isRegister: string
  loginFailed: boolean
}

const QUIET = { silent: true } as const

async function appClientNoFor(openid: string): Promise<string> {
  const stored = local.get('unionAppClientNo')
  if (stored) return stored
  const login = await loginToApp(openid, { ...QUIET, noToast: true })
  storeAppLogin(login)
  return login.appClientNo
}

export async function resolveCampaignUser(): Promise<Resolved> {
  const openid = wxUserStore.get()?.openid ?? ''
  const none: Resolved = {
    openid,
    appClientNo: '',
    isBind: false,
    isOpen: false,
    openAccount: '',
    isRegister: '',
    loginFailed: false,
  }
  if (!openid) return none
  const account: AccountState = await getAccountState(openid, QUIET)
  const base = { ...none, isRegister: account.isRegister }
  if (account.isPhoneBinding !== '1') return base
  let appClientNo = ''
  try {
    appClientNo = await appClientNoFor(openid)
  } catch {
    appClientNo = ''
  }
  if (!appClientNo) {
    local.remove('unionAppClientNo')
    return { ...base, loginFailed: true }
  }
  const { openAccount } = await getAppUserOpenStatus(appClientNo, QUIET)
  return { ...base, appClientNo, isBind: true, isOpen: openAccount === '1', openAccount }
}

export function useCampaignUser(): CampaignUser {
  const [tick, setTick] = useState(0)
  const [result, setResult] = useState<{ data?: Resolved; error: unknown; loading: boolean }>({
    error: null,
    loading: true,
  })
  useEffect(() => {
    let live = true
    setResult((r) => ({ ...r, loading: true, error: null }))
    resolveCampaignUser()
      .then((data) => live && setResult({ data, error: null, loading: false }))
      .catch((error: unknown) => live && setResult({ error, loading: false }))
    return () => {
      live = false
    }
  }, [tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  const d = result.data
  const isBind = d?.isBind ?? false
  const isOpen = d?.isOpen ?? false
  return {
    loading: result.loading,
    error: result.error,
    state: campaignUserState({ isBind, isOpen }),
    userId: d?.openid ?? '',
    openid: d?.openid ?? '',
    appClientNo: d?.appClientNo ?? '',
    isBind,
    isOpen,
    openAccount: d?.openAccount ?? '',
    isRegister: d?.isRegister ?? '',
    loginFailed: d?.loginFailed ?? false,
    reload,
  }
}
