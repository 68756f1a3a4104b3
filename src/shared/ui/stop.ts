// What a page's stop list says (marketing §2.13), without the notice that shows it (stop-notice.tsx): the
// pages that only pick the stop do not load the notice and its rich text.

/** One entry of `pageStopList` (marketing §2.13). */
export interface Stop {
  stopType: string | number
  stopContent?: string
  stopJumpUrl?: string
  stopImg?: string
}

export const RICH_TEXT_TYPE = '1'

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

export function stopImageOf(stop: Stop): string | undefined {
  return text(stop.stopContent) ?? text(stop.stopImg)
}

/**
 * The first entry of a server `pageStopList` that can be shown: a rich-text stop with content, or an
 * image stop with a picture. Anything else (missing list, wrong types, empty entries) gives null.
 */
export function pickStop(pageStopList?: unknown): Stop | null {
  if (!Array.isArray(pageStopList)) return null
  for (const entry of pageStopList as unknown[]) {
    if (!entry || typeof entry !== 'object') continue
    const raw = entry as Record<string, unknown>
    const stopType = raw.stopType
    if (!(typeof stopType === 'number' && Number.isFinite(stopType)) && !text(stopType)) continue
    const stop: Stop = {
      stopType: typeof stopType === 'string' ? stopType.trim() : (stopType as number),
      stopContent: text(raw.stopContent),
      stopJumpUrl: text(raw.stopJumpUrl),
      stopImg: text(raw.stopImg),
    }
    const showable = String(stop.stopType) === RICH_TEXT_TYPE ? !!stop.stopContent : !!stopImageOf(stop)
    if (showable) return stop
  }
  return null
}
