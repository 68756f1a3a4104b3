import { sendTransferCode } from '@/api/points'
import { getCaptchaImage } from '@/api/system'
import type { VerifyService } from '@/shared/ui/verify-fields'

/**
 * The phone + image captcha + SMS block's two calls for the points transfer (marketing §7.4): the image
 * captcha as everywhere, the SMS through the transfer's own sendVerification.
 */
export const transferVerifyService: VerifyService = {
  loadCaptcha: (phone) => getCaptchaImage(phone, { silent: true }),
  sendSms: (request) => sendTransferCode(request),
}
