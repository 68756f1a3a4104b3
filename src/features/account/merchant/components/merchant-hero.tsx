import styles from './merchant.module.css'

export interface MerchantHeroProps {
  title?: string
  subtitle?: string
}

/** The merchant pages' red header. */
export function MerchantHero({
  title = '商户专属福利',
  subtitle = '绑定手机号，开户即享专属权益',
}: MerchantHeroProps) {
  return (
    <header className={styles.hero}>
      <p className={styles.heroTag}>财富直销 · 商户专享</p>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroSub}>{subtitle}</p>
      <svg className={styles.heroArt} viewBox="0 0 96 96" aria-hidden="true">
        <rect x="14" y="30" width="68" height="50" rx="8" fill="rgba(255,255,255,.9)" />
        <rect x="10" y="22" width="76" height="16" rx="6" fill="#ffd9a8" />
        <rect x="44" y="22" width="8" height="58" fill="#f6b36b" />
        <path d="M48 22c-6-12-20-12-20-4s14 4 20 4c6 0 20 4 20-4s-14-8-20 4Z" fill="#ffd9a8" />
      </svg>
    </header>
  )
}
