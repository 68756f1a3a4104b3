import { useSearchParams } from 'react-router-dom'
import { usePrivacyAgreement, usePrivacyPopupTexts } from '@/api/privacy-queries'
import { currentChannel } from '@/shared/lib/channel'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { PrivacyPopForm } from '../components/privacy-pop-form'
import styles from './privacy-pop-page.module.css'

/**
 * /privacypop (account-and-shared §4, catalogue §2.8, §4.8). Query: redirectUrl (followed after agreeing
 * when in-app or on the official domain without @), privacyBeta (the agreement's isNewBeta, carried by
 * the transit pages), isiframe ('1' also embeds the document in the page), linkZip (the document's url;
 * default the agreement's url).
 */
export default function PrivacyPopPage() {
  const [params] = useSearchParams()
  const agreementQuery = usePrivacyAgreement(currentChannel())
  const textsQuery = usePrivacyPopupTexts()
  const error = agreementQuery.error ?? textsQuery.error
  // Both are needed: a retry asks again for what failed.
  const retry = () => {
    if (agreementQuery.error) void agreementQuery.refetch()
    if (textsQuery.error) void textsQuery.refetch()
  }
  if (error) return <PageError error={error} message="隐私政策加载失败" onRetry={retry} />
  const agreement = agreementQuery.data
  const texts = textsQuery.data
  if (!agreement || !texts) return <PageLoading />
  return (
    <main className={styles.page}>
      <PrivacyPopForm
        agreement={agreement}
        texts={texts}
        docUrl={params.get('linkZip') || agreement.url}
        redirectUrl={params.get('redirectUrl')}
        embedded={params.get('isiframe') === '1'}
      />
      <RiskFooter />
    </main>
  )
}
