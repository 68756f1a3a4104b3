import { Button } from 'antd-mobile'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { HOTLINE, RiskFooter } from '@/shared/ui'
import { failTipText } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from '../components/holdings.module.css'

/** /allChannelAssetsFailTip: data=1 the fixed fault text, data=2 the given errorMsg (marketing §2.7, §8). */
export default function FailTipPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const text = failTipText(params.get('data'), params.get('errorMsg'))
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
        <Button shape="rounded" className={styles.primary} onClick={() => navigate(-1)}>
          {T.retry}
        </Button>
      </div>
      <RiskFooter />
    </main>
  )
}
