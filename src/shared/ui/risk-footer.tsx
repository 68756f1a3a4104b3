import { CareSwitch } from '@/shared/theme/care-switch'
import styles from './risk-footer.module.css'

// account-and-shared §1: every page carries the regulator's risk wording and the hotline 950950:
// and the 关怀模式 switch.
export const RISK_WARNING = '理财非存款，产品有风险，投资须谨慎'
export const HOTLINE = '950950'

export function RiskFooter({ className }: { className?: string }) {
  return (
    <footer className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.warning}>{RISK_WARNING}</p>
      <p className={styles.hotline}>
        <a className={styles.tel} href={`tel:${HOTLINE}`}>
          客服热线：{HOTLINE}
        </a>
      </p>
      <CareSwitch />
    </footer>
  )
}
