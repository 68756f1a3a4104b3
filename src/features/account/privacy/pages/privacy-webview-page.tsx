import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { env } from '@/shared/lib/env'
import { useDocumentTitle } from '@/shared/lib/route-meta'
import { local } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { RiskFooter } from '@/shared/ui'
import { PrivacyViewer } from '../components/privacy-viewer'
import { frameUrl, isPdf, titleFromState, viewerText, viewerTitle } from '../rules'
import styles from './privacy.module.css'

/**
 * /privacywebview (catalogue §2.8): params privacyUrl, the two button texts (privateContentNotReadedButton,
 * privateContentReadedButton) and isZxPdf; the title comes in router state (`ViewerState`), never from the
 * address. Reading to the end enables 同意本隐私政策, which marks the document read (privacyReadEnd) and
 * goes back to the page that opened it. The button texts are shown only when they are one of `VIEWER_TEXTS`
 * (../rules): a crafted link gets the defaults, never its own sentence on this page.
 */
export default function PrivacyWebviewPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const title = viewerTitle(titleFromState(location.state))
  useDocumentTitle(title)
  const url = params.get('privacyUrl')
  const safeUrl = frameUrl(url, window.location.origin, env().officialDomain)
  const pdf = !!safeUrl && isPdf(safeUrl, params.get('isZxPdf'))

  const agree = () => {
    local.set('privacyReadEnd', '1')
    // Opened directly (nothing to go back to): stay, the reading is recorded.
    if (location.key !== 'default') navigate(-1)
    else toast('您已阅读完本隐私政策')
  }

  return (
    <main className={styles.viewerPage}>
      {pdf && (
        <p className={styles.pdfHint}>
          文档无法显示？
          <a href={safeUrl} target="_blank" rel="noopener noreferrer">
            点此打开
          </a>
        </p>
      )}
      <PrivacyViewer
        url={url}
        title={title}
        unreadText={viewerText('unread', params.get('privateContentNotReadedButton'))}
        readText={viewerText('read', params.get('privateContentReadedButton'))}
        onAgree={agree}
        footer={<RiskFooter className={styles.compactFooter} />}
      />
    </main>
  )
}
