import { Button } from 'antd-mobile'
import { useRichText } from '@/api/config-queries'
import { shownRichText } from '@/shared/lib/rich-text-content'
import { RichText } from '@/shared/ui'
import styles from './draws.module.css'

/**
 * The pool's draw rules, from the server (rich text by flag, marketing §7.2 getRichTextByFlag). They
 * never block the draw: while loading nothing shows, a failure offers a retry, and an empty text (or one that only names
 * its flag) hides the card.
 */
export function DrawRules({ ruleFlag }: { ruleFlag: string }) {
  const rule = useRichText(ruleFlag, { call: { silent: true, noToast: true } })
  if (rule.isPending) return null
  if (rule.error)
    return (
      <section className={styles.card} aria-label="活动规则">
        <h2 className={styles.cardTitle}>活动规则</h2>
        <p className={styles.muted}>
          活动规则加载失败
          <Button size="mini" fill="none" color="primary" onClick={() => void rule.refetch()}>
            重试
          </Button>
        </p>
      </section>
    )
  const html = shownRichText(rule.data?.content, ruleFlag)
  if (!html) return null
  return (
    <section className={styles.card} aria-label="活动规则">
      <h2 className={styles.cardTitle}>活动规则</h2>
      <RichText html={html} className={styles.ruleText} />
    </section>
  )
}
