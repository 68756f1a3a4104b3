import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../rules'

export type SuggestStatus = 'idle' | 'loading' | 'done' | 'error'

/**
 * Live suggestions (catalogue §4.4): the call runs `delay` ms after the last keystroke and only for a
 * non-empty keyword; clearing empties the list at once. Older answers are dropped. A failure leaves the
 * list empty (the HTTP layer toasts the message).
 */
export function useSuggestions<T>(
  keyword: string,
  search: (key: string) => Promise<T[]>,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [state, setState] = useState<{ list: T[]; status: SuggestStatus; key: string }>({
    list: [],
    status: 'idle',
    key: '',
  })
  const searchRef = useRef(search)
  useEffect(() => {
    searchRef.current = search
  })
  useEffect(() => {
    const key = keyword.trim()
    if (!key) {
      setState({ list: [], status: 'idle', key: '' })
      return
    }
    let live = true
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, status: 'loading' }))
      searchRef
        .current(key)
        .then((list) => live && setState({ list, status: 'done', key }))
        .catch(() => live && setState({ list: [], status: 'error', key }))
    }, delay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [keyword, delay])
  return state
}
