import { sendTransferCode, type TransferSubject } from '@/api/points'
import { getCaptchaImage } from '@/api/system'
import type { VerifyService } from '@/shared/ui/verify-fields'

/**
 * The phone + image captcha + SMS block's two calls for the points transfer (marketing §7.4): the image
 * captcha as everywhere, the SMS through the transfer's own sendVerification, which also carries the
 * receiver and the amount: the code confirms that one transfer (docs/backend-requirements.md §3).
 */
export const transferVerifyService = (subject: TransferSubject): VerifyService => ({
  loadCaptcha: (phone) => getCaptchaImage(phone, { silent: true }),
  sendSms: (request) => sendTransferCode({ ...request, ...subject }),
})
