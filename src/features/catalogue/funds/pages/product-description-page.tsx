import { useNavigate, useSearchParams } from 'react-router-dom'
import { isEmptyFund, type FundDetail, type ProdDescAttachment } from '@/api/catalogue/funds'
import { useFundDetailQuery, useProdDesc } from '@/api/catalogue/funds-queries'
import { formatDate } from '@/shared/lib/dates'
import { followTarget } from '@/shared/lib/navigation'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState, ListFailed, PageLoading, RiskFooter } from '@/shared/ui'
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

/** The attachments from getProdDesc, else the fund's own pdfAttachments (a failed call brings none). */
function docsOf(
  fund: FundDetail | undefined,
  described: ProdDescAttachment[] = [],
): { fund: FundDetail | null; docs: Doc[] } {
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
  const enabled = fundCode !== ''
  // Both asked at once; the page waits for both (either one's documents are enough to list).
  const detail = useFundDetailQuery(fundCode, 1, { enabled })
  const described = useProdDesc(fundCode, { enabled, call: { silent: true, noToast: true } })
  if (enabled && (detail.isPending || described.isPending)) return <PageLoading />
  const { fund, docs } = enabled ? docsOf(detail.data, described.data) : { fund: null, docs: [] }
  // Nothing to list because a call failed: whether the fund has documents is unknown, so not 暂无产品说明书.
  const failure = docs.length === 0 ? (detail.error ?? described.error) : null
  const retry = () => {
    if (detail.isError) void detail.refetch({ cancelRefetch: false })
    if (described.isError) void described.refetch({ cancelRefetch: false })
  }
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
      {failure ? (
        <ListFailed error={failure} onRetry={retry} />
      ) : docs.length === 0 ? (
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
