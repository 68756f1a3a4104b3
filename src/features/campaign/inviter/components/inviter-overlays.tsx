import { lazy, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { WhenOpened } from '@/shared/lib/opened-once'
import { PATHS, href } from '@/shared/lib/paths'
import type { CampaignVariant } from '../../common'
import type { ShareState } from '../share/use-share'
import { BIND_NUM, BIND_NUM_APP, OPENED_ACC } from '../texts'
import type { InviterHome } from '../use-inviter-home'
import type { InviterOverlays as Controller } from '../use-inviter-overlays'
import { lazyOverlay, WhenFirstOpened } from './lazy-overlay'
import { StoryDialog } from './simple-dialogs'

// The stop alert and the reward dialog (answer-dialogs.tsx): their code is asked for once the page's first
// picture is on the screen, or as soon as an answer opens one of them, not on the way to that picture
// (docs/decisions/034). Asked again after a failed load.
let answerDialogs: ReturnType<typeof loadAnswerDialogs> | null = null
const loadAnswerDialogs = () => import('./answer-dialogs')
const fromAnswerDialogs = () =>
  (answerDialogs ??= loadAnswerDialogs().catch((error: unknown) => {
    answerDialogs = null
    throw error
  }))
const StopDialog = lazy(() => fromAnswerDialogs().then((m) => ({ default: m.StopDialog })))
const ReceiveDialog = lazy(() => fromAnswerDialogs().then((m) => ({ default: m.ReceiveDialog })))

// The dialogs that open by themselves (the stop alert, the first-time story, the receive reward) are drawn
// with the home's own code: the story is the largest paint of a first visit. What the customer opens (the
// rule, the share sheet and its reminder, the QR poster with qrcode.react, the exchange alert, the account
// prompts) loads on its first opening, with antd-mobile's animated popups where it uses them
// (docs/decisions/023-mgmfour-first-paint-without-motion.md). Made once per mount of the page (lazyOverlay):
// after a failed load and the error view's 重新加载, the next opening asks for the file again.
const lazyOverlays = () => ({
  RuleDialog: lazyOverlay(() => import('./rule-dialog').then((m) => m.RuleDialog)),
  ShareSheet: lazyOverlay(() => import('./share-sheet').then((m) => m.ShareSheet)),
  ReminderDialog: lazyOverlay(() => import('./share-sheet').then((m) => m.ReminderDialog)),
  PosterOverlay: lazyOverlay(() => import('./poster-overlay').then((m) => m.PosterOverlay)),
  ExchangePopup: lazyOverlay(() => import('./exchange-popup').then((m) => m.ExchangePopup)),
  AppModal: lazyOverlay(() => import('@/shared/ui/app-modal').then((m) => m.AppModal)),
})

export interface InviterOverlaysProps {
  variant: CampaignVariant
  data: InviterHome
  share: ShareState
  ctl: Controller
}

/** Every overlay of the inviter home (marketing §2.1), driven by useInviterOverlays. */
export function InviterOverlays({ variant, data, share, ctl }: InviterOverlaysProps) {
  const navigate = useNavigate()
  const [{ RuleDialog, ShareSheet, ReminderDialog, PosterOverlay, ExchangePopup, AppModal }] =
    useState(lazyOverlays)
  const painted = useAfterPaint()
  useEffect(() => {
    if (painted) fromAnswerDialogs().catch(() => undefined)
  }, [painted])
  return (
    <>
      <WhenOpened open={ctl.stopVisible}>
        <StopDialog
          visible={ctl.stopVisible}
          stop={data.page.stop}
          onExchange={ctl.stopToExchange}
          onClose={ctl.dismissStop}
        />
      </WhenOpened>
      <StoryDialog visible={ctl.storyVisible} image={ctl.storyImage} onConfirm={ctl.confirmStory} />
      <WhenOpened open={ctl.receiveVisible}>
        <ReceiveDialog
          visible={ctl.receiveVisible}
          home={data.home}
          params={data.params}
          onClose={ctl.dismissReceive}
        />
      </WhenOpened>
      <WhenFirstOpened open={ctl.open === 'rule'}>
        <RuleDialog visible={ctl.open === 'rule'} rule={data.page.config?.activityRule} onClose={ctl.close} />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'exchange'}>
        <ExchangePopup
          visible={ctl.open === 'exchange'}
          params={data.params}
          threshold={data.exchangeThreshold}
          onClose={ctl.close}
          onViewRecords={() =>
            navigate(
              href(PATHS.mgmPrizeRecorder, {
                eventId: data.params.eventId,
                pageFlag: data.params.pageFlag,
              }),
            )
          }
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'share'}>
        <ShareSheet
          visible={ctl.open === 'share'}
          onWechat={() => void ctl.shareWechat()}
          onPoster={ctl.sharePoster}
          onClose={ctl.close}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'poster'}>
        <PosterOverlay
          visible={ctl.open === 'poster'}
          variant={variant}
          link={share.link}
          inviterId={data.user.userId}
          onClose={ctl.close}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'reminder'}>
        <ReminderDialog
          visible={ctl.open === 'reminder'}
          mode={ctl.reminder}
          link={share.link}
          onClose={ctl.close}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'bindNum'}>
        <AppModal
          visible={ctl.open === 'bindNum'}
          {...(ctl.inApp ? BIND_NUM_APP : BIND_NUM)}
          onConfirm={() => {
            ctl.close()
            ctl.goBind()
          }}
          onCancel={ctl.close}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={ctl.open === 'openedAcc'}>
        <AppModal
          visible={ctl.open === 'openedAcc'}
          {...OPENED_ACC}
          onConfirm={() => {
            ctl.close()
            ctl.goOpenAccount()
          }}
          onCancel={ctl.close}
        />
      </WhenFirstOpened>
    </>
  )
}
