import { useNavigate } from 'react-router-dom'
import { href, PATHS } from '@/shared/lib/paths'
import { AppModal, PageError, PageLoading, RiskFooter, StopNotice } from '@/shared/ui'
import type { CampaignVariant } from '../../common'
import { DownloadBanner } from '../components/download-banner'
import { FailureView } from '../components/failure-view'
import { PromoterView } from '../components/promoter-view'
import { SavedView } from '../components/saved-view'
import type { InviteeOutcome } from '../rules'
import { INVITEE_TEXT } from '../texts'
import { useInviteeLanding } from '../use-invitee-landing'
import styles from '../components/invitee.module.css'

function OutcomeView({ variant, outcome }: { variant: CampaignVariant; outcome: InviteeOutcome }) {
  switch (outcome.kind) {
    case 'saved':
      return <SavedView variant={variant} {...outcome} />
    case 'exception':
    case 'ineligible':
      return <PromoterView variant={variant} reason={outcome.reason} />
    default:
      return <FailureView title="邀请未成功" message={outcome.text} />
  }
}

/** The invitee landing /mgmInvited and /mgmInvitednew (marketing §2.2, §4.4). */
export default function InviteePage() {
  const navigate = useNavigate()
  const { variant, state } = useInviteeLanding()
  if (state.view === 'loading') return <PageLoading />
  if (state.view === 'error') return <PageError message="邀请信息加载失败" onRetry={state.retry} />
  if (state.view === 'stopped') return <StopNotice stop={state.stop} />
  const goBind = () => navigate(href(PATHS.bindUserTip, { isMgm: variant.invitedIsMgm }))
  return (
    <main className={styles.page}>
      {state.view === 'invalidLink' && (
        <FailureView title={INVITEE_TEXT.linkInvalidTitle} message={INVITEE_TEXT.linkInvalidBody} />
      )}
      {state.view === 'noBind' && (
        <>
          <SavedView variant={variant} inviterName="" firstPurchaseDone={false} status="precomplete" />
          <AppModal
            visible
            title={INVITEE_TEXT.noBindTitle}
            message={INVITEE_TEXT.noBindBody}
            confirmText={INVITEE_TEXT.noBindConfirm}
            onConfirm={goBind}
          />
        </>
      )}
      {state.view === 'outcome' && <OutcomeView variant={variant} outcome={state.outcome} />}
      <DownloadBanner />
      <RiskFooter />
    </main>
  )
}
