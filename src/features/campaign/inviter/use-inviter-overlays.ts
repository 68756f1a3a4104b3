import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useConfigPictures } from '@/api/config-queries'
import { currentChannel } from '@/shared/lib/channel'
import { PATHS, href } from '@/shared/lib/paths'
import { local, session } from '@/shared/lib/storage'
import { copyText } from '@/shared/lib/clipboard'
import { isAllowedPictureSource } from '@/shared/ui/picture-source'
import { campaignGate, shouldShowReceive, useAccountActions, type CampaignVariant } from '../common'
import type { ShareState } from './share/use-share'
import type { InviterHome } from './use-inviter-home'
import { STORY_PICTURE, storyShownBefore } from './story'

/** Overlays the user opens; the automatic ones (stop, story, receive) are derived below. */
export type UserOverlay =
  'rule' | 'exchange' | 'share' | 'poster' | 'reminder' | 'bindNum' | 'openedAcc' | null

export type ReminderMode = 'wechat' | 'copied' | 'copyFailed'

/**
 * The inviter home's overlays and actions (marketing §2.1, §4.1, §4.4, §6). Order of the automatic ones:
 * the campaign-stopped alert blocks the first-time story; the receive popup waits for the story's flag.
 * The story ("the first alert") shows once per browser, and again on a visit whose app login failed
 * (§4.4: login failure resets the bound state and shows the first alert on the home page) until it is
 * closed in this session.
 */
export function useInviterOverlays(variant: CampaignVariant, data: InviterHome, share: ShareState) {
  const navigate = useNavigate()
  const { user, page, home, params } = data
  const [open, setOpen] = useState<UserOverlay>(null)
  const [reminder, setReminder] = useState<ReminderMode>('wechat')
  const [storyShown, setStoryShown] = useState(storyShownBefore)
  // §4.4 last paragraph: a failed app login shows the first (story) alert again, whatever the local flag,
  // until the customer closes it: closed, it stays closed for the session (not only for this mount of the
  // page, which a visit of the records or a bind leaves and comes back to).
  const [storyConfirmed, setStoryConfirmed] = useState(() => session.get('mgmStoryClosed') === '1')
  const [stopDismissed, setStopDismissed] = useState(false)
  const [receiveDismissed, setReceiveDismissed] = useState(false)

  const ready = !data.loading
  const stopVisible = ready && !!page.stop && !stopDismissed && open === null
  const storyDue = user.loginFailed ? !storyConfirmed : !storyShown
  // The story's address is asked for as soon as the story is due, beside the home's own calls (this hook
  // runs while the home loads), and the picture itself the moment that answer arrives (`fetchFirst`), not
  // after the render that draws it: it is the largest paint of a first visit.
  // The story opens once its address is known (found or not), so the picture does not push the dialog's
  // text down after it opened (CLS).
  const story = useConfigPictures(STORY_PICTURE.type, STORY_PICTURE.category, {
    enabled: storyDue,
    call: { silent: true, noToast: true },
    fetchFirst: true,
  })
  // Only from where a picture may load (shared/ui/picture-source.ts): otherwise the story opens without it.
  const pic = story.data?.[0]?.pic
  const storyImage = pic && isAllowedPictureSource(pic) ? pic : undefined
  // Found or not (a failure opens the story without its picture).
  const storySettled = storyDue && (story.data !== undefined || story.isError)
  // The story needs only the page config (its stop list blocks it) and its picture's address: it opens
  // over the loading page, without waiting for the account and home data (it is the largest paint
  // of a first visit, one round of calls earlier).
  const configReady = !page.loading && !!page.config
  const storyOn = configReady && !page.stop && storyDue && open === null
  const storyVisible = storyOn && storySettled
  const receiveVisible =
    ready &&
    !receiveDismissed &&
    open === null &&
    !storyOn &&
    !stopVisible &&
    shouldShowReceive({
      storyShown,
      state: user.state,
      firstPurchanseCount: home?.firstPurchanseCount,
    })

  // In the app: the native login and account opening; in WeChat: bind, or the direct-sales link.
  const account = useAccountActions(variant.bindIsMgm)
  const goBind = account.login
  const goOpenAccount = () => account.openAccount(user)

  /** marketing §6: records, progress and exchange need a bound and opened user. */
  const guarded = (action: () => void) => () => {
    const gate = campaignGate(user.state)
    if (gate) return setOpen(gate)
    action()
  }

  const mainAction = () => {
    if (data.buttonForm === 'login') return goBind()
    if (data.buttonForm === 'openAccount') return goOpenAccount()
    setOpen('share')
  }

  const shareWechat = async () => {
    share.track('link')
    if (currentChannel() === 'wx') setReminder('wechat')
    else setReminder((await copyText(share.link)) ? 'copied' : 'copyFailed')
    setOpen('reminder')
  }

  const sharePoster = () => {
    share.track('poster')
    setOpen('poster')
  }

  return {
    inApp: account.inApp,
    open,
    close: () => setOpen(null),
    reminder,
    stopVisible,
    storyVisible,
    storyImage: storyDue ? storyImage : undefined,
    receiveVisible,
    mainAction,
    openRule: () => setOpen('rule'),
    openRecords: guarded(() =>
      navigate(href(PATHS.mgmPrizeRecorder, { eventId: params.eventId, pageFlag: params.pageFlag })),
    ),
    openProgress: guarded(() =>
      navigate(href(variant.progress, { eventId: params.eventId, pageFlag: params.pageFlag })),
    ),
    openExchange: guarded(() => setOpen('exchange')),
    goBind,
    goOpenAccount,
    shareWechat,
    sharePoster,
    /** Closed, or received (the dialog runs the action: components/answer-dialogs.tsx). */
    dismissReceive: () => setReceiveDismissed(true),
    confirmStory: () => {
      local.set('mgmStoryShown', '1')
      session.set('mgmStoryClosed', '1')
      setStoryShown(true)
      setStoryConfirmed(true)
    },
    stopToExchange: () => {
      setStopDismissed(true)
      guarded(() => setOpen('exchange'))()
    },
    dismissStop: () => setStopDismissed(true),
  }
}

export type InviterOverlays = ReturnType<typeof useInviterOverlays>
