import { followLink } from './follow-link'
import { RichText } from './rich-text'
import styles from './stop-notice.module.css'

/** One entry of `pageStopList` (marketing §2.13). */
export interface Stop {
  stopType: string | number
  stopContent?: string
  stopJumpUrl?: string
  stopImg?: string
}

const RICH_TEXT_TYPE = '1'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

function stopImageOf(stop: Stop): string | undefined {
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

export interface StopNoticeProps {
  stop: Stop
  /** Defaults to the safe link follower (hash routes, official-domain URLs only). */
  onNavigate?: (url: string) => void
}

const defaultNavigate = (url: string) => void followLink(url)

/** marketing §2.13: stopType 1 → rich text on white; otherwise a picture that may link to stopJumpUrl. */
export function StopNotice({ stop, onNavigate = defaultNavigate }: StopNoticeProps) {
  if (String(stop.stopType).trim() === RICH_TEXT_TYPE) {
    return (
      <div className={styles.page}>
        <RichText className={styles.rich} html={stop.stopContent ?? ''} />
      </div>
    )
  }

  const image = stopImageOf(stop)
  const target = text(stop.stopJumpUrl)
  const picture = image ? (
    <img className={styles.image} src={image} alt="活动已结束" decoding="async" />
  ) : null
  return (
    <div className={styles.page}>
      {target ? (
        <button type="button" className={styles.imageButton} onClick={() => onNavigate(target)}>
          {picture}
        </button>
      ) : (
        picture
      )}
    </div>
  )
}
