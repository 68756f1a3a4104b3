import { ApiError } from '@/api/http'
import { toast } from '@/shared/lib/toast'
import { showModal } from '@/shared/ui'
import { INVITE_FAIL_TITLE, inviteFailText, invitedPageFor, isInvitationFlow } from '../rules'

/** The code of the anti-money-laundering notice (account-and-shared §8). */
export const AML_CODE = '9900'

export const isAml = (e: unknown): e is ApiError => e instanceof ApiError && e.code === AML_CODE

/** 9900 on bind, registration or phone login: the server message and a confirm button. */
export async function showAmlNotice(e: ApiError): Promise<void> {
  await showModal({ message: e.message || '根据反洗钱相关规定，暂时无法办理此业务', confirmText: '确定' })
}

/**
 * A failed bind or registration (account-and-shared §8): 9900 → the AML notice; in invitation flows
 * (isMgm 1, 17, 37, mgmInvitedSc) a 邀请失败 dialog whose closing goes to the invited page with
 * hasSaveInvite=1; elsewhere the toast (already shown by the HTTP layer unless the call was quiet).
 */
export async function handleBindFailure(
  e: unknown,
  isMgm: string | null | undefined,
  navigate: (to: string) => void,
): Promise<void> {
  if (isAml(e)) return showAmlNotice(e)
  if (!(e instanceof ApiError) || e.kind === 'network') return
  if (isInvitationFlow(isMgm, 'failDialog')) {
    await showModal({ title: INVITE_FAIL_TITLE, message: inviteFailText(e.message), confirmText: '我知道了' })
    navigate(invitedPageFor(isMgm))
    return
  }
  if (e.kind === 'business' && !e.message) toast('绑定失败，请稍后再试')
}

/** Bind calls in the 邀请失败 flows must not toast too: the dialog shows the message. */
export const bindCallOptions = (isMgm: string | null | undefined) =>
  isInvitationFlow(isMgm, 'failDialog') ? { noToast: true } : {}
