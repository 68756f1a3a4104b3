import { EMPTY_TEXT } from '@/shared/lib/format'

const NOWRAP = { whiteSpace: 'nowrap' } as const

export interface DateRangeProps {
  from: string | null | undefined
  to: string | null | undefined
}

/**
 * A date range as `start~end` that breaks only between its two dates: each date is one unbreakable piece
 * (a line never ends in `2026-` with `11-20` on the next). Dates arrive formatted; a missing one shows the
 * empty text.
 */
export function DateRange({ from, to }: DateRangeProps) {
  return (
    <span data-date-range="">
      <span style={NOWRAP}>{from || EMPTY_TEXT}</span>~<wbr />
      <span style={NOWRAP}>{to || EMPTY_TEXT}</span>
    </span>
  )
}
