import type { ActivityRule } from '@/api/config'
import type { MgmHomeData } from '@/api/mgm'
import { followLink, type Stop } from '@/shared/ui'
import { LazyRichText as RichText } from '@/shared/ui/lazy-rich-text'
import { RECEIVE_TEXT, REMINDER_TEXT, STOP_TEXT, STORY_TEXT } from '../texts'
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

/** marketing §3: ruleType 2 → rich text, otherwise the rule is an image url. */
export function RuleDialog({
  visible,
  rule,
  onClose,
}: {
  visible: boolean
  rule: ActivityRule | undefined
  onClose: () => void
}) {
  const isRich = rule?.ruleType === '2'
  const text = rule?.rule.trim() ?? ''
  return (
    <CampaignDialog
      visible={visible}
      title="活动规则"
      confirmText="我知道了"
      onConfirm={onClose}
      onClose={onClose}
    >
      {!text ? (
        <p className={styles.center}>活动规则以页面公示为准</p>
      ) : isRich ? (
        <RichText html={text} className={styles.rule} />
      ) : (
        <img className={styles.ruleImage} src={text} alt="活动规则" decoding="async" />
      )}
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

/** The reminder popup: how to send the campaign to a WeChat friend (or that the link was copied). */
export function ReminderDialog({
  visible,
  mode,
  link,
  onClose,
}: {
  visible: boolean
  mode: 'wechat' | 'copied' | 'copyFailed'
  link: string
  onClose: () => void
}) {
  return (
    <CampaignDialog
      visible={visible}
      title="分享给好友"
      confirmText={REMINDER_TEXT.confirm}
      onConfirm={onClose}
      onClose={onClose}
    >
      {mode === 'wechat' && (
        <p className={styles.menuHint} aria-hidden="true">
          <span className={styles.menuDots}>···</span>→<span className={styles.menuItem}>发送给朋友</span>
        </p>
      )}
      <p className={styles.center}>{REMINDER_TEXT[mode]}</p>
      {mode === 'copyFailed' && <p className={styles.linkBox}>{link}</p>}
    </CampaignDialog>
  )
}
