import { callEnvelope, http, type CallOptions } from './http'
import { endpoints } from './endpoints'
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
    { method: 'GET', url: endpoints.system.randomImage(checkKey), params: { phone } },
    options,
  )
  return { image: readText(envelope.result) || readText(envelope.data), checkKey }
}

export const checkCaptcha = (request: CheckCaptchaRequest, options?: CallOptions) =>
  http.post(none(), endpoints.system.checkCaptcha, request, options)

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
