import type { VerifyService } from '@/shared/ui/verify-fields'
import { sendSms } from './identity'
import { sendTransferCode, type TransferSubject } from './points'
import { getCaptchaImage, verifyCaptcha } from './system'

/**
 * The phone + image captcha + SMS block's two calls (account-and-shared §5), for `<VerifyFields service>`:
 * the shared block receives them (docs/architecture.md, Layers), no feature calls them itself.
 */
export const verifyService: VerifyService = {
  loadCaptcha: (phone) => getCaptchaImage(phone, { silent: true }),
  sendSms: (request) => sendSms(request),
}

/**
 * The account forms' calls (account-and-shared §5, §7): sending an SMS needs a valid phone and a captcha
 * first, so the image captcha is checked (captcha + the checkKey its image was requested with) before the
 * SMS is sent. A refused captcha toasts its message, sends nothing, and the block fetches a new image.
 */
export const checkedVerifyService: VerifyService = {
  loadCaptcha: verifyService.loadCaptcha,
  async sendSms(request) {
    await verifyCaptcha({ captcha: request.captcha, checkKey: request.checkKey })
    return verifyService.sendSms(request)
  },
}

/**
 * The points transfer's calls (marketing §7.4): the image captcha as everywhere, the SMS through the
 * transfer's own sendVerification, which also carries the receiver and the amount: the code confirms that
 * one transfer (docs/backend-requirements.md §3).
 */
export const transferVerifyService = (subject: TransferSubject): VerifyService => ({
  loadCaptcha: verifyService.loadCaptcha,
  sendSms: (request) => sendTransferCode({ ...request, ...subject }),
})
