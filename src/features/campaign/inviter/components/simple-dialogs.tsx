import type { MgmHomeData } from '@/api/mgm'
import { followLink, type Stop } from '@/shared/ui'
import { LazyRichText as RichText } from '@/shared/ui/lazy-rich-text'
import { RECEIVE_TEXT, STOP_TEXT, STORY_TEXT } from '../texts'
import { CampaignDialog } from './campaign-dialog'
import styles from './overlays.module.css'

/** marketing §2.1: the first-time story, shown once (the caller sets the local flag on click). */
export function StoryDialog({
  visible,
  image,
  onConfirm,
}: {
  visible: boolean
  image?: string
  onConfirm: () => void
}) {
  return (
    <CampaignDialog
      visible={visible}
      title={STORY_TEXT.title}
      image={image}
      confirmText={STORY_TEXT.confirm}
      onConfirm={onConfirm}
      onClose={onConfirm}
    >
      <ol className={styles.storyList}>
        {STORY_TEXT.lines.map((line, i) => (
          <li key={line}>
            <span className={styles.storyNo}>{i + 1}</span>
            {line}
          </li>
        ))}
      </ol>
    </CampaignDialog>
  )
}

/** marketing §2.1, §4.5: receive the waiting first-purchase reward. */
export function ReceiveDialog({
  visible,
  home,
  busy,
  onReceive,
  onClose,
}: {
  visible: boolean
  home: MgmHomeData | undefined
  busy: boolean
  onReceive: () => void
  onClose: () => void
}) {
  const lines = home ? [home.first_purchanse_content, home.position_content].filter((t) => t.trim()) : []
  return (
    <CampaignDialog
      visible={visible}
      title={RECEIVE_TEXT.title}
      confirmText={RECEIVE_TEXT.confirm}
      confirmDisabled={busy}
      onConfirm={onReceive}
      onClose={onClose}
    >
      <div className={styles.receive}>
        <span className={styles.receiveCoin} aria-hidden="true">
          ¥
        </span>
        {lines.length ? (
          lines.map((line) => (
            <p key={line} className={styles.center}>
              {line}
            </p>
          ))
        ) : (
          <p className={styles.center}>好友完成任务，您有奖励待领取</p>
        )}
      </div>
    </CampaignDialog>
  )
}

/** marketing §2.1, §2.13: the campaign-stopped alert with its go-to-exchange action. */
export function StopDialog({
  visible,
  stop,
  onExchange,
  onClose,
}: {
  visible: boolean
  stop: Stop | null
  onExchange: () => void
  onClose: () => void
}) {
  const isText = String(stop?.stopType).trim() === '1'
  const image = stop?.stopContent || stop?.stopImg
  const target = stop?.stopJumpUrl
  return (
    <CampaignDialog
      visible={visible && !!stop}
      title={STOP_TEXT.title}
      confirmText={STOP_TEXT.confirm}
      onConfirm={onExchange}
      secondaryText={STOP_TEXT.cancel}
      onSecondary={onClose}
    >
      {isText ? (
        <RichText html={stop?.stopContent ?? ''} className={styles.rule} />
      ) : image ? (
        <button
          type="button"
          className={styles.stopImageButton}
          onClick={() => target && followLink(target)}
          disabled={!target}
        >
          <img className={styles.ruleImage} src={image} alt="活动已结束" decoding="async" />
        </button>
      ) : null}
    </CampaignDialog>
  )
}
