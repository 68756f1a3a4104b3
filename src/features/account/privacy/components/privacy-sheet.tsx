import { Link } from 'react-router-dom'
import { Button, Popup } from 'antd-mobile'
import type { PrivacyAgreement } from '@/api/privacy'
import { href, PATHS } from '@/shared/lib/paths'
import { VIEWER_DEFAULT_TITLE, viewerState } from '../rules'
import styles from './privacy.module.css'

export interface PrivacySheetProps {
  visible: boolean
  agreement: PrivacyAgreement
  busy?: boolean
  onAgree: () => void
  onDecline: () => void
}

/** The document link goes through the viewer route (/privacywebview); its title goes in router state. */
function docLink(url: string) {
  return href(PATHS.privacywebview, { privacyUrl: url })
}

/** account-and-shared §4: the privacy agreement bottom sheet shown by the transit pages. */
export function PrivacySheet({ visible, agreement, busy = false, onAgree, onDecline }: PrivacySheetProps) {
  const title = agreement.title || VIEWER_DEFAULT_TITLE
  return (
    <Popup
      visible={visible}
      closeOnMaskClick={false}
      bodyClassName={styles.sheet}
      aria-label={`${title}更新提示`}
    >
      <div className={styles.sheetInner} role="dialog" aria-labelledby="privacy-sheet-title">
        <h2 id="privacy-sheet-title" className={styles.sheetTitle}>
          {title}
        </h2>
        <div className={styles.sheetBody}>
          <p>感谢您信任并使用我们的服务！</p>
          <p>
            我们依据最新的法律法规更新了
            {agreement.url ? (
              <Link className={styles.docLink} to={docLink(agreement.url)} state={viewerState(title)}>
                《{title}》
              </Link>
            ) : (
              <span>《{title}》</span>
            )}
            {agreement.potocolName && agreement.potocolUrl && (
              <>
                和
                <Link
                  className={styles.docLink}
                  to={docLink(agreement.potocolUrl)}
                  state={viewerState(agreement.potocolName)}
                >
                  《{agreement.potocolName}》
                </Link>
              </>
            )}
            ，请您在使用前仔细阅读并充分理解，特别是其中关于个人信息收集、使用、存储和保护的条款。
          </p>
          <p>点击“同意”即表示您已阅读并同意上述协议的全部内容。</p>
        </div>
        <div className={styles.sheetActions}>
          <Button
            className={styles.declineButton}
            fill="outline"
            shape="rounded"
            onClick={onDecline}
            disabled={busy}
          >
            不同意
          </Button>
          <Button
            className={styles.agreeButton}
            color="primary"
            shape="rounded"
            onClick={onAgree}
            loading={busy}
          >
            同意
          </Button>
        </div>
      </div>
    </Popup>
  )
}
