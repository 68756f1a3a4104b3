import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Result } from 'antd-mobile'
import { usePrivacyAgreement } from '@/api/privacy-queries'
import { currentChannel } from '@/shared/lib/channel'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { DeclinedNotice } from '../components/declined-notice'
import { DocFrame } from '../components/doc-frame'
import { SCENE_POPUP, useAgreeAndRecord } from '../agreement-record'
import { clearConsentFlags, consentAndRedirect } from '../consent'
import { VIEWER_DEFAULT_TITLE } from '../rules'
import styles from './privacy.module.css'

type Phase = 'reading' | 'saving' | 'agreed' | 'declined'

/**
 * /privacyPopFrame (account-and-shared §4, catalogue §2.8): the privacy redirect page. The document
 * (privacyUrl, default the agreement's url) sits in a frame and answers with AGREE_PRIVACY: 1 agrees
 * (then redirectUrl is followed), 0 refuses and closes the window. Messages count only from that frame
 * on this origin or the official domain.
 */
export default function PrivacyPopFramePage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<Phase>('reading')
  const { agree } = useAgreeAndRecord()
  const { data: agreement, error, refetch } = usePrivacyAgreement(currentChannel())

  if (error) return <PageError error={error} message="隐私政策加载失败" onRetry={() => void refetch()} />
  if (!agreement) return <PageLoading />
  const title = agreement.title || VIEWER_DEFAULT_TITLE

  const onAgreeMessage = async (value: '0' | '1') => {
    if (phase !== 'reading') return
    if (value === '0') {
      clearConsentFlags()
      setPhase('declined')
      return
    }
    setPhase('saving')
    const moved = await consentAndRedirect(
      agree(agreement, SCENE_POPUP),
      params.get('redirectUrl'),
      (route) => navigate(route, { replace: true }),
    )
    if (!moved) setPhase('agreed')
  }

  if (phase === 'declined') {
    return (
      <main>
        <DeclinedNotice />
        <RiskFooter />
      </main>
    )
  }
  if (phase === 'agreed') {
    return (
      <main>
        <Result
          className={styles.result}
          status="success"
          title="您已同意隐私政策"
          description="您可以关闭本页面"
        />
        <RiskFooter />
      </main>
    )
  }
  return (
    <main className={styles.viewerPage}>
      <DocFrame
        className={styles.grow}
        url={params.get('privacyUrl') || agreement.url}
        title={title}
        onAgreeMessage={(v) => void onAgreeMessage(v)}
      />
      <RiskFooter className={styles.compactFooter} />
    </main>
  )
}
