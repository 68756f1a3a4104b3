import { useSearchParams } from 'react-router-dom'
import { env } from '@/shared/lib/env'
import { useDocumentTitle } from '@/shared/lib/route-meta'
import { RiskFooter } from '@/shared/ui'
import { DocFrame } from '../components/doc-frame'
import { frameUrl, isPdf } from '../rules'
import styles from './privacy.module.css'

export const AGREEMENT_PAGE_TITLE = '协议'

/** /wxpdf (account-and-shared §4, catalogue §2.8): an agreement document (linkUrl) in a frame, title 协议. */
export default function WxPdfPage() {
  const [params] = useSearchParams()
  useDocumentTitle(AGREEMENT_PAGE_TITLE)
  const url = params.get('linkUrl')
  const safeUrl = frameUrl(url, window.location.origin, env().officialDomain)
  return (
    <main className={styles.viewerPage}>
      {safeUrl && isPdf(safeUrl) && (
        <p className={styles.pdfHint}>
          文档无法显示？
          <a href={safeUrl} target="_blank" rel="noopener noreferrer">
            点此打开
          </a>
        </p>
      )}
      <DocFrame className={styles.grow} url={url} title={AGREEMENT_PAGE_TITLE} />
      <RiskFooter className={styles.compactFooter} />
    </main>
  )
}
