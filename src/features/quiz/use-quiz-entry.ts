import { useCallback, useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { profileOf, signedIn } from '@/api/auth/signed-in'
import { useCustomerStatus } from '@/api/identity-hooks'
import { currentChannel } from '@/shared/lib/channel'
import { openNativeLogin } from '@/shared/lib/native-app'
import { href, PATHS } from '@/shared/lib/paths'
import { entryAllowed, quizParams, type EntryDecision, type QuizParams } from './rules'

export interface QuizEntry {
  loading: boolean
  error: unknown
  reload: () => void
  decision: EntryDecision | null
  params: QuizParams
  userId: string
  nickname: string
  avatar: string
}

/**
 * marketing §4.6: the quiz and result pages need a bound user and an eventId unless the source is
 * letter-box (else 非法进入). In WeChat, bound = the WeChat user's phone is bound, else /bindUserTip. In
 * the provider's app the app login itself proves a registered customer, and nobody signed in
 * goes to the app's native login, never to a WeChat-only page. The quiz calls key the user on
 * signedIn().userId (openid in WeChat, client number in the app).
 */
export function useQuizEntry(): QuizEntry {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const query = search.toString()
  const params = useMemo(() => quizParams(new URLSearchParams(query)), [query])
  const who = signedIn()
  const inApp = currentChannel() === 'app'
  const wechatOpenid = who.kind === 'wechat' ? who.openid : ''
  // Only a WeChat user's status is asked (the customer status, docs/identity.md); nobody else waits for it.
  // The entry decides on this page's own answer, never on a cached one (a phone bound since then must not be
  // sent to bind again).
  const status = useCustomerStatus({ enabled: !!wechatOpenid, call: { silent: true } })
  const loading = !!wechatOpenid && (status.isPending || status.isFetching)
  const error = wechatOpenid ? status.error : null
  const { refetch } = status
  const reload = useCallback(() => void refetch(), [refetch])
  const bound = who.kind === 'app' || (!!wechatOpenid && status.data?.account?.isPhoneBinding === '1')
  const decision =
    loading || error ? null : entryAllowed({ bound, eventId: params.eventId, source: params.source })
  useEffect(() => {
    if (decision !== 'bind') return
    if (inApp) openNativeLogin()
    else navigate(href(PATHS.bindUserTip), { replace: true })
  }, [decision, inApp, navigate])
  return {
    loading,
    error,
    reload,
    decision,
    params,
    userId: who.userId,
    ...profileOf(who),
  }
}
