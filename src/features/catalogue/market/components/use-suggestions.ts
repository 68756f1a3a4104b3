import { useEffect, useState } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { SEARCH_DEBOUNCE_MS } from '../search-rules'

export type SuggestStatus = 'idle' | 'loading' | 'done' | 'error'

/**
 * The keyword to ask suggestions for (catalogue §4.4): the trimmed keyword once typing has paused for
 * `delay` ms; '' at once when the keyword is cleared, so nothing is asked for it.
 */
export function useSearchKey(keyword: string, delay = SEARCH_DEBOUNCE_MS): string {
  const typed = keyword.trim()
  const [settled, setSettled] = useState('')
  // Cleared: nothing to ask, at once (and typing again starts from nothing, not from the old answer).
  if (!typed && settled) setSettled('')
  useEffect(() => {
    if (!typed) return
    const timer = setTimeout(() => setSettled(typed), delay)
    return () => clearTimeout(timer)
  }, [typed, delay])
  return typed ? settled : ''
}

/**
 * Live suggestions for the settled `key` (useSearchKey) from its search query, which is keyed by the
 * text: an older answer lands in its own entry and is never shown for a newer keyword. Until the next
 * keyword settles, the list of the last one stays. A failure leaves the list empty (the HTTP layer
 * toasts the message).
 */
export function suggestionsOf<T>(
  key: string,
  found: UseQueryResult<T[]>,
): { list: T[]; status: SuggestStatus; key: string } {
  if (!key) return { list: [], status: 'idle', key }
  if (found.isPending) return { list: [], status: 'loading', key }
  if (found.isError) return { list: [], status: 'error', key }
  return { list: found.data, status: 'done', key }
}
