import { useRichText } from '@/api/config-queries'
import { shownRichText } from '@/shared/lib/rich-text-content'
import { RichText } from '@/shared/ui'
import styles from './merchant.module.css'

export const MERCHANT_RULE_FLAG = 'bindBusiness_rule'

/** The activity explanation (rich text); nothing when it cannot be loaded — it is not the page's task. */
export function RuleCard() {
  const { data } = useRichText(MERCHANT_RULE_FLAG, { call: { silent: true, noToast: true } })
  const html = shownRichText(data?.content, MERCHANT_RULE_FLAG)
  if (!html) return null
  return (
    <section className={styles.card} aria-label="活动说明">
      <RichText className={styles.rule} html={html} />
    </section>
  )
}
