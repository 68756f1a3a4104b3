import { Button } from 'antd-mobile'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { useLocation, useNavigate } from 'react-router-dom'
import { HOTLINE, RiskFooter } from '@/shared/ui'
import { failTipText, readHoldingsFailure } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from '../components/holdings.module.css'

/**
 * /allChannelAssetsFailTip: the fixed fault text with the hotline (marketing §2.7, §8; the link's data=2
 * errorMsg is not shown: docs/features/holdings.md), and "check the network" below it when the holdings page
 * it replaced failed for want of an answer. 重新加载 puts that page back in its place (which loads again); a tip opened otherwise goes back one
 * page (§2.7).
 */
export default function FailTipPage() {
  const navigate = useNavigate()
  const failure = readHoldingsFailure(useLocation().state)
  const { fault: text, hint } = failTipText(failure?.network)
  const retry = () => (failure ? navigate(failure.from, { replace: true }) : navigate(-1))
  const [before, after] = text.split(HOTLINE)
  return (
    <main className={styles.page}>
      <div className={styles.tip} role="alert">
        <ExclamationCircleFill className={styles.tipIcon} aria-hidden />
        <h1 className={styles.tipTitle}>{T.failTitle}</h1>
        <p className={styles.tipText}>
          {after === undefined ? (
            text
          ) : (
            <>
              {before}
              <a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
              {after}
            </>
          )}
        </p>
        {hint ? <p className={styles.tipText}>{hint}</p> : null}
        <Button shape="rounded" className={styles.primary} onClick={() => void retry()}>
          {T.retry}
        </Button>
      </div>
      <RiskFooter />
    </main>
  )
}
