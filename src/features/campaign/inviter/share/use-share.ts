import { useCallback, useEffect, useMemo } from 'react'
/* eslint-disable no-restricted-imports -- the share record stays a plain call: an action would put the mutation code on /mgmfour's first paint (docs/decisions/030-one-action-contract.md) */
import { saveEmployeeForward, type ConfigPicture } from '@/api/config'
/* eslint-enable no-restricted-imports */
import { useConfigPictures } from '@/api/config-queries'
import { signedIn } from '@/api/auth/signed-in'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { currentChannel } from '@/shared/lib/channel'
import { shareLinkFor, type CampaignVariant } from '../../common'
import type { ShareKind } from './share-record'

export interface ShareState {
  /** '' until the user is known. */
  link: string
  info: ConfigPicture | undefined
  title: string
  track: (kind: ShareKind) => void
}

/**
 * The inviter's share (marketing §7.2): the share link, the share card from config type share-info
 * (title, describtion, pic) set on WeChat's menu through the JS-SDK (signed without the hash), and share
 * tracking (§7.7). Only an opened user may share (§6), so nothing loads before that.
 *
 * `userId` is the campaign user's id (`signedIn().userId`: the openid in WeChat, the client number in
 * the app); the share link carries it as the inviter id.
 */
export function useShare(variant: CampaignVariant, userId: string, enabled: boolean): ShareState {
  const link = useMemo(
    () =>
      userId
        ? shareLinkFor(
            variant,
            { userId, userIdType: signedIn().userIdType },
            window.location.origin,
            window.location.pathname,
          )
        : '',
    [variant, userId],
  )
  // WeChat's SDK once the page drawn with `enabled` is on the screen: the SDK's file and its
  // signature calls are not part of that picture.
  const due = useAfterPaint(enabled)
  const shareInfo = useConfigPictures('share-info', '1', { enabled, call: { silent: true, noToast: true } })
  const info = enabled ? shareInfo.data?.[0] : undefined
  const title = info?.title || variant.theme.heroTitle

  useEffect(() => {
    if (!enabled || !due || !link || currentChannel() !== 'wx') return
    // The SDK's wrapper loads here, after the paint, like the SDK itself (docs/decisions/025).
    void import('@/api/wechat-sdk')
      .then(({ setShareData }) =>
        setShareData({
          title,
          desc: info?.describtion || variant.theme.heroSubtitle,
          link,
          imgUrl: info?.pic ?? '',
        }),
      )
      .catch(() => undefined)
  }, [enabled, due, link, title, info, variant])

  const track = useCallback(
    (kind: ShareKind) => {
      const sharer = signedIn()
      if (!userId || !sharer.userId) return
      const channel = currentChannel()
      import('./share-record')
        .then(({ shareForwardRecord }) =>
          saveEmployeeForward(shareForwardRecord({ variant, channel, kind, sharer, link, title })),
        )
        .catch(() => undefined)
    },
    [variant, userId, link, title],
  )

  return { link, info, title, track }
}
