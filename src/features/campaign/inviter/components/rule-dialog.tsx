import type { ActivityRule } from '@/api/config'
import { LazyRichText as RichText } from '@/shared/ui/lazy-rich-text'
import { CampaignDialog } from './campaign-dialog'
import styles from './overlays.module.css'

/**
 * marketing §3: the rule alert; ruleType 2 → rich text, otherwise the rule is an image url. Not on screen at
 * the home's first paint: loaded on its first opening (inviter-overlays.tsx).
 */
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
