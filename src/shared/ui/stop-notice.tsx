import { followLink } from './follow-link'
import { RichText } from './rich-text'
import { RICH_TEXT_TYPE, stopImageOf, text, type Stop } from './stop'
import styles from './stop-notice.module.css'

export { pickStop, type Stop } from './stop'

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
