import { useState } from 'react'
import { isEmptyFund, type FundDetail, type FundQueryUnit } from '@/api/catalogue/funds'
import { useFundDetailCached, useFundDetailQuery } from '@/api/catalogue/funds-queries'

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
  // The last detail of this fund on screen: a failed range change keeps it (the HTTP layer toasted why).
  const [shown, setShown] = useState<{ code: string; detail: FundDetail } | null>(null)
  const kept = shown?.code === fundCode ? shown.detail : null
  // Only the first load of a fund shows the loading overlay: range changes, and answers the cache already
  // holds, are asked again behind the page on screen.
  const cached = useFundDetailCached(fundCode, unit)
  const silent = kept !== null || cached
  const query = useFundDetailQuery(fundCode, unit, { enabled: fundCode !== '', call: { silent } })
  // An answer naming no fund is a failed load: the page shows one message (catalogue §8).
  const answer = query.data && !isEmptyFund(query.data) ? query.data : null
  if (answer && !query.isPlaceholderData && answer !== kept) setShown({ code: fundCode, detail: answer })

  const base = { unit, setUnit, busy: false }
  if (!fundCode) return { ...base, detail: null, error: fallbackError, loading: false }
  const detail = answer ?? kept
  if (detail) return { ...base, detail, error: null, loading: false, busy: query.isPlaceholderData }
  if (query.isPending) return { ...base, detail: null, error: null, loading: true }
  const message = query.isError ? messageOf(query.error) : ''
  return { ...base, detail: null, error: message || fallbackError, loading: false }
}
