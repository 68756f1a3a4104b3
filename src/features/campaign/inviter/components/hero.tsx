import type { CampaignVariant } from '../../common'
import { ENTRY_TEXT } from '../texts'
import styles from './home.module.css'

export interface HeroProps {
  variant: CampaignVariant
  inviterName?: string
  onRule: () => void
  onRecord: () => void
}

/** marketing §2.1: the campaign background (per variant) with the rule and exchange-record entries. */
export function Hero({ variant, inviterName, onRule, onRecord }: HeroProps) {
  const { theme } = variant
  return (
    <header className={styles.hero} style={{ background: theme.background }} data-variant={variant.key}>
      <div className={styles.heroGlow} aria-hidden="true" />
      <nav className={styles.tags} aria-label="活动入口">
        <button type="button" className={styles.tag} onClick={onRule}>
          {ENTRY_TEXT.rule}
        </button>
        <button type="button" className={styles.tag} onClick={onRecord}>
          {ENTRY_TEXT.record}
        </button>
      </nav>
      {inviterName ? (
        <p className={styles.greeting}>Hi，{inviterName}</p>
      ) : (
        <p className={styles.greeting}>&nbsp;</p>
      )}
      <h1 className={styles.heroTitle}>
        {theme.heroTitle.split(' ').map((line) => (
          <span key={line}>{line}</span>
        ))}
      </h1>
      <p className={styles.heroSubtitle}>{theme.heroSubtitle}</p>
      {/* account-and-shared §8: the variant's advertised maximum (1000元奖学金 / 5000元京东E卡). */}
      <div className={styles.badge}>
        最高可得<strong>{variant.reward.max}</strong>元{variant.reward.name}
      </div>
      <div className={styles.coinArt} aria-hidden="true">
        <span className={styles.coin}>¥</span>
        <span className={styles.coin}>¥</span>
        <span className={styles.coin}>¥</span>
        <span className={styles.giftBox} />
      </div>
    </header>
  )
}
