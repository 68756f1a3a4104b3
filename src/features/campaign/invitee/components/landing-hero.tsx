import type { ReactNode } from 'react'
import type { CampaignVariant } from '../../common'
import styles from './invitee.module.css'

/** The landing's top banner in the variant's colours. */
export function LandingHero({
  variant,
  tag,
  lead,
  title,
  subtitle,
}: {
  variant: CampaignVariant
  tag: string
  lead: ReactNode
  title: ReactNode
  subtitle: ReactNode
}) {
  return (
    <header className={styles.hero} style={{ background: variant.theme.background }}>
      <span className={styles.heroTag}>{tag}</span>
      <p className={styles.heroLead}>{lead}</p>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroSubtitle}>{subtitle}</p>
      <div className={styles.heroCoin} aria-hidden="true">
        <span>奖</span>
      </div>
    </header>
  )
}
