import { AppModal, PageError, PageLoading, RiskFooter, StopNotice } from '@/shared/ui'
import { useAccountActions, type CampaignVariant } from '../../common'
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
  const { variant, state } = useInviteeLanding()
  // WeChat binds and comes back by isMgm; the app signs in natively and comes back to this landing.
  const account = useAccountActions(variant.invitedIsMgm)
  if (state.view === 'loading') return <PageLoading />
  if (state.view === 'error')
    return <PageError message="邀请信息加载失败" error={state.error} onRetry={state.retry} />
  if (state.view === 'stopped') return <StopNotice stop={state.stop} />
  return (
    <main className={styles.page}>
      {state.view === 'invalidLink' && (
        <FailureView title={INVITEE_TEXT.linkInvalidTitle} message={INVITEE_TEXT.linkInvalidBody} />
      )}
      {state.view === 'noBind' && (
        <>
          <SavedView
            variant={variant}
            inviterName=""
            firstPurchaseDone={false}
            status="precomplete"
            bound={false}
          />
          <AppModal
            visible
            title={INVITEE_TEXT.noBindTitle}
            message={account.inApp ? INVITEE_TEXT.noLoginBody : INVITEE_TEXT.noBindBody}
            confirmText={account.inApp ? INVITEE_TEXT.noLoginConfirm : INVITEE_TEXT.noBindConfirm}
            onConfirm={account.login}
          />
        </>
      )}
      {state.view === 'outcome' && <OutcomeView variant={variant} outcome={state.outcome} />}
      <DownloadBanner />
      <RiskFooter />
    </main>
  )
}
