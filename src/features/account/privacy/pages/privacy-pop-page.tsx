import { useSearchParams } from 'react-router-dom'
import { getPrivacyAgreement, getPrivacyPopupTexts } from '@/api/privacy'
import { currentChannel } from '@/shared/lib/channel'
import { useRequest } from '@/shared/lib/use-request'
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
  const { data, error, reload } = useRequest(
    () => Promise.all([getPrivacyAgreement(currentChannel()), getPrivacyPopupTexts()]),
    [],
  )
  if (error) return <PageError error={error} message="隐私政策加载失败" onRetry={reload} />
  if (!data) return <PageLoading />
  const [agreement, texts] = data
  return (
    <main className={styles.page}>
      <PrivacyPopForm
        agreement={agreement}
        texts={texts ?? {}}
        docUrl={params.get('linkZip') || agreement.url}
        redirectUrl={params.get('redirectUrl')}
        embedded={params.get('isiframe') === '1'}
      />
      <RiskFooter />
    </main>
  )
}
