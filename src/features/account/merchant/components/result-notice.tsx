import { useNavigate } from 'react-router-dom'
import { Button, CenterPopup, Result } from 'antd-mobile'
import { openMerchantLink } from '../links'
import type { LinkButton, MerchantOutcome } from '../rules'
import styles from './merchant.module.css'

function LinkButtons({ buttons }: { buttons: LinkButton[] }) {
  const navigate = useNavigate()
  if (!buttons.length) return null
  return (
    <div className={styles.resultButtons}>
      {buttons.map((b, i) => (
        <Button
          key={`${b.text}-${i}`}
          block
          shape="rounded"
          color="primary"
          fill={i === 0 ? 'solid' : 'outline'}
          className={styles.resultButton}
          onClick={() => {
            openMerchantLink(b.url, navigate)
          }}
        >
          {b.text}
        </Button>
      ))}
    </div>
  )
}

type Shown = Extract<MerchantOutcome, { kind: 'success' | 'failed' | 'links' }>

/** The result line that replaces the form: success, not eligible, or 1117 with its two link buttons. */
export function ResultNotice({ outcome }: { outcome: Shown }) {
  const status = outcome.kind === 'success' ? 'success' : outcome.kind === 'links' ? 'info' : 'warning'
  const title =
    outcome.kind === 'success' ? '绑定成功' : outcome.kind === 'links' ? '温馨提示' : '暂时无法参与'
  return (
    <section className={styles.result} aria-label="绑定结果" role="status">
      <Result
        status={status}
        title={title}
        description={
          <>
            <span className={styles.resultText}>{outcome.text}</span>
            {outcome.kind === 'success' && outcome.detail && (
              <span className={styles.resultDetail}>{outcome.detail}</span>
            )}
          </>
        }
      />
      <LinkButtons buttons={outcome.buttons} />
    </section>
  )
}

/** 8888 with any other buttonNum: a result pop-up with the environment's buttons. */
export function ResultPopup({
  outcome,
  onClose,
}: {
  outcome: Extract<MerchantOutcome, { kind: 'popup' }> | null
  onClose: () => void
}) {
  return (
    <CenterPopup
      visible={!!outcome}
      onMaskClick={onClose}
      bodyClassName={styles.popup}
      role="dialog"
      aria-label="绑定结果"
    >
      {outcome && (
        <div className={styles.popupInner}>
          <h2 className={styles.popupTitle}>温馨提示</h2>
          <p className={styles.popupText}>{outcome.text}</p>
          <LinkButtons buttons={outcome.buttons} />
          <Button block fill="none" className={styles.popupClose} onClick={onClose}>
            我知道了
          </Button>
        </div>
      )}
    </CenterPopup>
  )
}
