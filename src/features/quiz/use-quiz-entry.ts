import { useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { getAccountState } from '@/api/identity'
import { href, PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { wxUserStore } from '@/shared/lib/storage'
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
 * marketing §4.6: the quiz and result pages need a bound user (else /bindUserTip) and an eventId
 * unless the source is letter-box (else 非法进入). Bound = the WeChat user's phone is bound.
 */
export function useQuizEntry(): QuizEntry {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const query = search.toString()
  const params = useMemo(() => quizParams(new URLSearchParams(query)), [query])
  const user = wxUserStore.get()
  const openid = user?.openid ?? ''
  const account = useRequest(
    () => (openid ? getAccountState(openid, { silent: true }) : Promise.resolve(null)),
    [openid],
  )
  const decision =
    account.loading || account.error
      ? null
      : entryAllowed({
          bound: account.data?.isPhoneBinding === '1',
          eventId: params.eventId,
          source: params.source,
        })
  useEffect(() => {
    if (decision === 'bind') navigate(href(PATHS.bindUserTip), { replace: true })
  }, [decision, navigate])
  return {
    loading: account.loading,
    error: account.error,
    reload: account.reload,
    decision,
    params,
    userId: openid,
    nickname: user?.nickname ?? '',
    avatar: user?.headimgurl ?? '',
  }
}
