import { verifyService } from '@/api/verify-service'
import { verifyCaptcha } from '@/api/system'
import type { VerifyService } from '@/shared/ui/verify-fields'

/**
 * The account forms' phone + captcha + SMS calls (account-and-shared §5, §7): sending an SMS needs a
 * valid phone and a captcha first, so the image captcha is checked (captcha + the checkKey its image was
 * requested with) before the SMS is sent. A refused captcha toasts its message, sends nothing, and the
 * block fetches a new image.
 */
export const checkedVerifyService: VerifyService = {
  loadCaptcha: verifyService.loadCaptcha,
  async sendSms(request) {
    await verifyCaptcha({ captcha: request.captcha, checkKey: request.checkKey })
    return verifyService.sendSms(request)
  },
}
