import type { ReactNode } from 'react'
import { Popup, SpinLoading } from 'antd-mobile'
import { useRiskWarning } from '@/api/catalogue/texts-queries'
import styles from './detail.module.css'

export interface ExplainPopupProps {
  title: string
  /** Fixed text, or the product whose tip text (getRiskWarning) is asked each time the popup opens. */
  text?: string
  tipOf?: { prodCode: string; prodType: number }
  visible: boolean
  onClose: () => void
  /** Shown under the explanation (the benchmark disclosure). */
  footnote?: ReactNode
}

/** A bottom sheet with an explanation (catalogue §2.6 benchmark / tip / annualised-return popups). Plain text only. */
export function ExplainPopup({ title, text, tipOf, visible, onClose, footnote }: ExplainPopupProps) {
  const tip = useRiskWarning(tipOf?.prodCode ?? '', tipOf?.prodType ?? 0, { enabled: visible && !!tipOf })
  const loading = !!tipOf && tip.isPending
  const failed = !!tipOf && tip.isError
  const body = tipOf ? tip.data : text
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      showCloseButton
      aria-label={title}
    >
      <div role="dialog" aria-label={title} className={styles.sheetInner}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <div className={styles.sheetBody}>
          {loading ? (
            <div className={styles.sheetLoading}>
              <SpinLoading style={{ '--size': '24px' }} />
            </div>
          ) : failed ? (
            <p>暂无说明</p>
          ) : (
            <p className={styles.sheetText}>{body || '暂无说明'}</p>
          )}
          {footnote}
        </div>
        <button type="button" className={styles.sheetButton} onClick={onClose}>
          我知道了
        </button>
      </div>
    </Popup>
  )
}
