import type { MgmHomeData, MgmUserParams } from '@/api/mgm'
import { useReceiveFirstPurchaseReward } from '@/api/mgm-receive-queries'
import { toast } from '@/shared/lib/toast'
import type { Stop } from '@/shared/ui'
import { followLinkOnTap } from '@/shared/ui/follow-link-on-tap'
import { LazyRichText as RichText } from '@/shared/ui/lazy-rich-text'
import { RECEIVE_TEXT, STOP_TEXT } from '../overlay-texts'
import { CampaignDialog } from './campaign-dialog'
import styles from './overlays.module.css'

// The dialogs the home's answers open by themselves, apart from the first-time story (simple-dialogs.tsx,
// the largest paint of a first visit): their code is asked for when the home's code runs, beside its calls,
// and is there when an answer opens one (inviter-overlays.tsx; docs/decisions/025).

/**
 * marketing §2.1, §4.5: receive the waiting first-purchase reward. The dialog runs the action itself, so the
 * home's first paint does not carry the actions' code (docs/decisions/025): the home (the coins) is asked
 * again after a success, and after a lost answer before another try (docs/money-actions.md), as the action
 * declares; a failure is toasted by the HTTP layer and the dialog stays for another try.
 */
export function ReceiveDialog({
  visible,
  home,
  params,
  onClose,
}: {
  visible: boolean
  home: MgmHomeData | undefined
  params: MgmUserParams
  /** Closed, or received. */
  onClose: () => void
}) {
  const action = useReceiveFirstPurchaseReward(params)
  const receive = async () => {
    if ((await action.run()).status !== 'done') return
    toast(RECEIVE_TEXT.success)
    onClose()
  }
  const busy = action.busy
  const lines = home ? [home.first_purchanse_content, home.position_content].filter((t) => t.trim()) : []
  return (
    <CampaignDialog
      visible={visible}
      title={RECEIVE_TEXT.title}
      confirmText={RECEIVE_TEXT.confirm}
      confirmDisabled={busy}
      onConfirm={() => void receive()}
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
          onClick={() => followLinkOnTap(target)}
          disabled={!target}
        >
          <img className={styles.ruleImage} src={image} alt="活动已结束" decoding="async" />
        </button>
      ) : null}
    </CampaignDialog>
  )
}
