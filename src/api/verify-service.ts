import type { VerifyService } from '@/shared/ui/verify-fields'
import { sendSms } from './identity'
import { getCaptchaImage } from './system'

/** The phone + image captcha + SMS block's two calls (account-and-shared §5), for `<VerifyFields service>`. */
export const verifyService: VerifyService = {
  loadCaptcha: (phone) => getCaptchaImage(phone, { silent: true }),
  sendSms: (request) => sendSms(request),
}
