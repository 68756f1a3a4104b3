import { followLink } from './follow-link'
import { RichText } from './rich-text'
import { RiskFooter } from './risk-footer'
import { RICH_TEXT_TYPE, stopImageOf, text, type Stop } from './stop'
import styles from './stop-notice.module.css'

export { pickStop, type Stop } from './stop'

export interface StopNoticeProps {
  stop: Stop
  /** Defaults to the safe link follower (hash routes, official-domain URLs only). */
  onNavigate?: (url: string) => void
}

const defaultNavigate = (url: string) => void followLink(url)

/**
 * The page of a closed activity (marketing §2.13): stopType 1 → rich text on white; otherwise a picture that
 * may link to stopJumpUrl. A whole page of its own, so it carries the risk footer like the activity pages it
 * replaces (marketing §1, account-and-shared §1).
 */
export function StopNotice({ stop, onNavigate = defaultNavigate }: StopNoticeProps) {
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <StopContent stop={stop} onNavigate={onNavigate} />
      </div>
      <RiskFooter />
    </main>
  )
}

function StopContent({ stop, onNavigate }: Required<StopNoticeProps>) {
  if (String(stop.stopType).trim() === RICH_TEXT_TYPE)
    return <RichText className={styles.rich} html={stop.stopContent ?? ''} />

  const image = stopImageOf(stop)
  const target = text(stop.stopJumpUrl)
  const picture = image ? (
    <img className={styles.image} src={image} alt="活动已结束" decoding="async" />
  ) : null
  return target ? (
    <button type="button" className={styles.imageButton} onClick={() => onNavigate(target)}>
      {picture}
    </button>
  ) : (
    picture
  )
}
