import { useEffect, useRef, useState } from 'react'
import { getFundDetail, isEmptyFund, type FundDetail, type FundQueryUnit } from '@/api/catalogue'

export interface FundDetailState {
  /** The last loaded detail; kept while another range loads so the header never blinks. */
  detail: FundDetail | null
  /** The first load failed: the page shows an empty view with this message (catalogue §8). */
  error: string | null
  loading: boolean
  unit: FundQueryUnit
  setUnit: (unit: FundQueryUnit) => void
  /** A range change is on its way. */
  busy: boolean
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '')

/** Fund detail and trend for a chart range (catalogue §7: fundCode, queryUnit 1/3/6/12). */
export function useFundDetail(fundCode: string, fallbackError: string): FundDetailState {
  const [unit, setUnit] = useState<FundQueryUnit>(1)
  const [state, setState] = useState<{
    detail: FundDetail | null
    error: string | null
    loading: boolean
    busy: boolean
  }>({ detail: null, error: null, loading: true, busy: false })
  const codeRef = useRef(fundCode)

  useEffect(() => {
    let live = true
    const first = codeRef.current !== fundCode || state.detail === null
    codeRef.current = fundCode
    if (!fundCode) {
      setState({ detail: null, error: fallbackError, loading: false, busy: false })
      return
    }
    setState((s) => ({ ...s, loading: first, busy: !first }))
    getFundDetail(fundCode, unit, { silent: !first })
      .then((detail) => {
        if (!live) return
        // An answer naming no fund is a failed load: the page shows one message (catalogue §8).
        if (isEmptyFund(detail)) throw new Error(fallbackError)
        setState({ detail, error: null, loading: false, busy: false })
      })
      .catch((e: unknown) => {
        if (!live) return
        // A failed range change keeps the page; the HTTP layer already toasted the message.
        setState((s) =>
          s.detail && !first
            ? { ...s, busy: false }
            : { detail: null, error: messageOf(e) || fallbackError, loading: false, busy: false },
        )
      })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fundCode, unit])

  return { ...state, unit, setUnit }
}
