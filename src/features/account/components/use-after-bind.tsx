import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import { useBeforeInviteSave, useSaveInvite } from '@/api/mgm-invites-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { local, session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import {
  AFTER_BIND_DELAY_MS,
  hasInviter,
  inviteAlertFor,
  invitationPageFor,
  invitedPageFlagFor,
  invitedPageFor,
  inviteStatusFromSave,
  inviteVariantFor,
  isInvitationFlow,
  LINK_ZX_EXTERNAL,
  type InviteAlert as InviteAlertData,
  type InviteStatus,
} from '../rules'
import { ACCOUNT_TEXT } from '../texts'
import { goToTarget } from './go-to-target'
import { InviteAlert } from './invite-alert'
import { currentOpenId, refreshStoredUser } from './session-user'
import { careDuration } from '@/shared/theme/care-mode'

export interface AfterBindOptions {
  isMgm?: string | null
  isLinkZx?: string | null
  targetUrl?: string | null
}

/**
 * The invitation save after binding (account-and-shared §4): app login for the client number and token and
 * the invited page's event (`useBeforeInviteSave`), then the save (`useSaveInvite`), whose code maps to a
 * status. null: another code (the HTTP layer toasted its message).
 */
function useSaveInvitationAfterBind(): (isMgm: string, inviterId: string) => Promise<InviteStatus | null> {
  const before = useBeforeInviteSave()
  const { run: save } = useSaveInvite()
  return useCallback(
    async (isMgm, inviterId) => {
      const openid = currentOpenId()
      const variant = inviteVariantFor(isMgm)
      const pageFlag = invitedPageFlagFor(variant)
      const eventId = await before(openid, pageFlag)
      const outcome = await save({ invitedId: openid, pageFlag, inviterId, eventId, whiteList: '0' })
      if (outcome.status === 'done') return inviteStatusFromSave('0000', outcome.data, variant)
      const e = outcome.status === 'failed' ? outcome.error : null
      return e instanceof ApiError ? inviteStatusFromSave(e.code, e.data as never, variant) : null
    },
    [before, save],
  )
}

/**
 * What happens after a successful bind or registration (account-and-shared §4): the logged-in flag, a
 * refreshed user, 绑定成功, then after 2 s /bindSuccess (or the external target when isLinkZx is 11). In
 * invitation flows (17, 37, mgmInvitedSc) the invitation is saved first; statuses 1-4 open an alert.
 */
export function useAfterBind({ isMgm, isLinkZx, targetUrl }: AfterBindOptions) {
  const navigate = useNavigate()
  const [alert, setAlert] = useState<InviteAlertData | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const saveInvitationAfterBind = useSaveInvitationAfterBind()

  const goOn = useCallback(() => {
    if (
      isLinkZx === LINK_ZX_EXTERNAL &&
      targetUrl &&
      goToTarget(targetUrl, (r) => navigate(r, { replace: true }))
    )
      return
    navigate(href(PATHS.bindSuccess, { isMgm }), { replace: true })
  }, [isLinkZx, targetUrl, isMgm, navigate])

  const succeed = useCallback(async () => {
    session.set('islogined', '1')
    await refreshStoredUser()
    toast(ACCOUNT_TEXT.bindSuccessToast)
    const later = () => {
      timer.current = setTimeout(goOn, careDuration(AFTER_BIND_DELAY_MS))
    }
    if (!isMgm || !isInvitationFlow(isMgm)) return later()
    const inviter = local.get('inviterOpenId')
    if (!hasInviter(inviter)) {
      navigate(href(PATHS.invitationMgmFailTip, { data: '1' }), { replace: true })
      return
    }
    const status = await saveInvitationAfterBind(isMgm, inviter)
    if (status === null || status === 0) return later()
    setAlert(inviteAlertFor(status, inviteVariantFor(isMgm)))
  }, [goOn, isMgm, navigate, saveInvitationAfterBind])

  const overlay: ReactNode = (
    <InviteAlert
      alert={alert}
      onEarn={() => {
        setAlert(null)
        navigate(invitationPageFor(inviteVariantFor(isMgm)), { replace: true })
      }}
      onClose={() => {
        setAlert(null)
        navigate(invitedPageFor(isMgm), { replace: true })
      }}
    />
  )
  return { succeed, overlay }
}
