import { useNavigate, useSearchParams } from 'react-router-dom'
import {
  getFundDetail,
  getProdDesc,
  isEmptyFund,
  type FundDetail,
  type ProdDescAttachment,
} from '@/api/catalogue'
import { formatDate } from '@/shared/lib/dates'
import { followTarget } from '@/shared/lib/navigation'
import { href, PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { EmptyState, PageLoading, RiskFooter } from '@/shared/ui'
import { ChevronRightIcon, DocIcon } from '../components/icons'
import { isPdf } from '../rules'
import { TEXTS } from '../texts'
import styles from './doc-pages.module.css'

interface Doc {
  title: string
  url: string
  /** '' when unknown. */
  createTime: string
}

async function loadDocs(fundCode: string): Promise<{ fund: FundDetail | null; docs: Doc[] }> {
  const [fund, described] = await Promise.all([
    getFundDetail(fundCode).catch(() => null),
    getProdDesc(fundCode, { silent: true, noToast: true }).catch((): ProdDescAttachment[] => []),
  ])
  const named = fund && !isEmptyFund(fund) ? fund : null
  const docs: Doc[] = described.length
    ? described
    : (named?.pdfAttachments ?? []).map((d) => ({ ...d, createTime: '' }))
  return { fund: named, docs: docs.filter((d) => d.url.trim() && d.title.trim()) }
}

/** /ProductDescription (query fundCode): the attachment titles with their creation time (catalogue §2.7). */
export default function ProductDescriptionPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const fundCode = (params.get('fundCode') ?? '').trim()
  const req = useRequest(
    () => (fundCode ? loadDocs(fundCode) : Promise.resolve({ fund: null, docs: [] })),
    [fundCode],
  )
  if (req.loading) return <PageLoading />
  const { fund, docs } = req.data ?? { fund: null, docs: [] }
  const open = (doc: Doc) => {
    if (isPdf(doc.url)) navigate(href(PATHS.wxpdf, { linkUrl: doc.url }))
    else followTarget(doc.url, navigate)
  }
  return (
    <main className={styles.page}>
      {fund && (
        <header className={styles.head}>
          <h1 className={styles.headName}>{fund.shortName || fund.fundName}</h1>
          <p className={styles.headCode}>{fund.fundCode}</p>
        </header>
      )}
      {docs.length === 0 ? (
        <EmptyState message={TEXTS.emptyDesc} />
      ) : (
        <ul className={styles.docs} aria-label={TEXTS.prospectus}>
          {docs.map((doc) => (
            <li key={`${doc.title}-${doc.url}`}>
              <button type="button" className={styles.doc} onClick={() => open(doc)}>
                <DocIcon className={styles.docIcon} />
                <span className={styles.docText}>
                  <span className={styles.docTitle}>{doc.title}</span>
                  {doc.createTime && (
                    <span className={styles.docTime}>发布时间：{formatDate(doc.createTime)}</span>
                  )}
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <RiskFooter />
    </main>
  )
}
