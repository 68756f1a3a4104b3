import { lazy } from 'react'
import { useNavigate } from 'react-router-dom'
import { WhenOpened } from '@/shared/lib/opened-once'
import { PATHS, href } from '@/shared/lib/paths'
import type { CampaignVariant } from '../../common'
import type { ShareState } from '../share/use-share'
import { BIND_NUM, BIND_NUM_APP, OPENED_ACC } from '../texts'
import type { InviterHome } from '../use-inviter-home'
import type { InviterOverlays as Controller } from '../use-inviter-overlays'
import { ShareSheet } from './share-sheet'
import { ReceiveDialog, ReminderDialog, RuleDialog, StopDialog, StoryDialog } from './simple-dialogs'

// Overlays the customer opens (the QR poster with qrcode.react, the exchange alert, the account prompts)
// load on their first opening: none is part of a first visit.
const PosterOverlay = lazy(() => import('./poster-overlay').then((m) => ({ default: m.PosterOverlay })))
const ExchangePopup = lazy(() => import('./exchange-popup').then((m) => ({ default: m.ExchangePopup })))
const AppModal = lazy(() => import('@/shared/ui/app-modal').then((m) => ({ default: m.AppModal })))

export interface InviterOverlaysProps {
  variant: CampaignVariant
  data: InviterHome
  share: ShareState
  ctl: Controller
}

/** Every overlay of the inviter home (marketing §2.1), driven by useInviterOverlays. */
export function InviterOverlays({ variant, data, share, ctl }: InviterOverlaysProps) {
  const navigate = useNavigate()
  return (
    <>
      <StopDialog
        visible={ctl.stopVisible}
        stop={data.page.stop}
        onExchange={ctl.stopToExchange}
        onClose={ctl.dismissStop}
      />
      <StoryDialog visible={ctl.storyVisible} image={ctl.storyImage} onConfirm={ctl.confirmStory} />
      <ReceiveDialog
        visible={ctl.receiveVisible}
        home={data.home}
        busy={ctl.receiving}
        onReceive={() => void ctl.receive()}
        onClose={ctl.dismissReceive}
      />
      <RuleDialog visible={ctl.open === 'rule'} rule={data.page.config?.activityRule} onClose={ctl.close} />
      <WhenOpened open={ctl.open === 'exchange'}>
        <ExchangePopup
          visible={ctl.open === 'exchange'}
          params={data.params}
          threshold={data.exchangeThreshold}
          onClose={ctl.close}
          onExchanged={data.reloadHome}
          onViewRecords={() =>
            navigate(
              href(PATHS.mgmPrizeRecorder, {
                eventId: data.params.eventId,
                pageFlag: data.params.pageFlag,
              }),
            )
          }
        />
      </WhenOpened>
      <ShareSheet
        visible={ctl.open === 'share'}
        onWechat={() => void ctl.shareWechat()}
        onPoster={ctl.sharePoster}
        onClose={ctl.close}
      />
      <WhenOpened open={ctl.open === 'poster'}>
        <PosterOverlay
          visible={ctl.open === 'poster'}
          variant={variant}
          link={share.link}
          inviterId={data.user.userId}
          onClose={ctl.close}
        />
      </WhenOpened>
      <ReminderDialog
        visible={ctl.open === 'reminder'}
        mode={ctl.reminder}
        link={share.link}
        onClose={ctl.close}
      />
      <WhenOpened open={ctl.open === 'bindNum'}>
        <AppModal
          visible={ctl.open === 'bindNum'}
          {...(ctl.inApp ? BIND_NUM_APP : BIND_NUM)}
          onConfirm={() => {
            ctl.close()
            ctl.goBind()
          }}
          onCancel={ctl.close}
        />
      </WhenOpened>
      <WhenOpened open={ctl.open === 'openedAcc'}>
        <AppModal
          visible={ctl.open === 'openedAcc'}
          {...OPENED_ACC}
          onConfirm={() => {
            ctl.close()
            ctl.goOpenAccount()
          }}
          onCancel={ctl.close}
        />
      </WhenOpened>
    </>
  )
}
