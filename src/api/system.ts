import { toast } from '@/shared/lib/toast'
import { ApiError, callEnvelope, http, type CallOptions } from './http'
import { endpoints, pathWith } from './endpoints'
import { none, obj, readText, text, type Out } from './schema'

/** Captcha and maintenance calls (api-contract.md, Captcha, maintenance, privacy, config). */

export interface CaptchaImage {
  /** The image as a data URL, ready for an <img src>. */
  image: string
  /** The timestamp used in the image path; it goes back as `checkKey` (account-and-shared §5). */
  checkKey: string
}

export interface CheckCaptchaRequest {
  captcha: string
  checkKey: string
}

/** account-and-shared §3: all three as `YYYY-MM-DD HH:mm:ss`. */
export const MaintenanceWindow = obj({ start: text(), end: text(), serveTime: text() })
export type MaintenanceWindow = Out<typeof MaintenanceWindow>

/**
 * Fetches a captcha image for the phone. The image sits in the envelope's `result` field, not `data`
 * (account-and-shared §3), hence the whole envelope. The caller keeps `checkKey` (local key `key`).
 */
export async function getCaptchaImage(phone: string, options?: CallOptions): Promise<CaptchaImage> {
  const checkKey = String(Date.now())
  const envelope = await callEnvelope<unknown>(
    {
      method: 'GET',
      url: pathWith(endpoints.system.randomImage, { timestamp: checkKey }),
      params: { phone },
    },
    options,
  )
  return { image: readText(envelope.result) || readText(envelope.data), checkKey }
}

export const checkCaptcha = (request: CheckCaptchaRequest, options?: CallOptions) =>
  http.post(none(), endpoints.system.checkCaptcha, request, options)

/** The captcha check's failure text when the server sends none (account-and-shared §8: msg, else message). */
export const CAPTCHA_INVALID_TEXT = '图形验证码错误，请重新输入'

/**
 * The image-captcha check (account-and-shared §5, §7): the captcha with the checkKey its image was
 * requested with. A refusal toasts the server's msg (else message, else CAPTCHA_INVALID_TEXT) and
 * rejects; a network failure is toasted by the HTTP layer. The forms run it before an SMS is sent.
 */
export async function verifyCaptcha(request: CheckCaptchaRequest, options?: CallOptions): Promise<void> {
  try {
    await checkCaptcha(request, { ...options, noToast: true })
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'business') toast(e.message || CAPTCHA_INVALID_TEXT)
    throw e
  }
}

/**
 * The maintenance window, or null when none is planned. A background check: no loading overlay unless
 * the caller asks for one.
 */
export async function getMaintenanceWindow(options?: CallOptions): Promise<MaintenanceWindow | null> {
  const data = await http.get(MaintenanceWindow, endpoints.system.maintenance, undefined, {
    silent: true,
    ...options,
  })
  return data.start && data.end ? data : null
}
