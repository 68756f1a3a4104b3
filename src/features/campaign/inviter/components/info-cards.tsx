import { LazyRichText as RichText } from '@/shared/ui/lazy-rich-text'
import { XYJ } from '../texts'
import styles from './home.module.css'

/** marketing §2.1: the rich-text introduction and the reward-coin explainer. */
export function IntroCard({ html }: { html: string }) {
  if (!html.trim()) return null
  return (
    <section className={styles.card} aria-label="活动介绍">
      <h2 className={styles.cardTitle}>活动介绍</h2>
      <RichText html={html} className={styles.rich} />
    </section>
  )
}

export function CoinExplainer({ text }: { text: string | undefined }) {
  if (!text?.trim()) return null
  return (
    <section className={styles.card} aria-label={`什么是${XYJ}`}>
      <h2 className={styles.cardTitle}>什么是{XYJ}</h2>
      <RichText html={text} className={styles.rich} />
    </section>
  )
}

const STEPS = ['分享链接', '好友绑定', '好友开户', '首购持仓']

/** The four steps at a glance (the campaign's name: four-step invitation). */
export function StepsCard() {
  return (
    <section className={styles.card} aria-label="参与步骤">
      <h2 className={styles.cardTitle}>四步赚奖学金</h2>
      <ol className={styles.steps}>
        {STEPS.map((s, i) => (
          <li key={s}>
            <span className={styles.stepNo}>{i + 1}</span>
            <span>{s}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
