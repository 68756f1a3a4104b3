// Imported as '@/shared/ui/verify-fields' (not via the '@/shared/ui' barrel) so start-up never loads it.
export {
  PhoneField,
  CaptchaField,
  SmsCodeField,
  VerifyFields,
  SMS_BUTTON_TEXT,
  SMS_RESEND_TEXT,
  SMS_SENT_TEXT,
  CAPTCHA_PLACEHOLDER_TEXT,
  CAPTCHA_REFRESH_TEXT,
  CAPTCHA_ZOOM_TEXT,
  CAPTCHA_UNZOOM_TEXT,
  countdownText,
} from './verify-fields'
export type {
  PhoneFieldProps,
  CaptchaFieldProps,
  SmsCodeFieldProps,
  VerifyFieldsProps,
  VerifyService,
} from './verify-fields'
export { useVerifyForm } from './use-verify-form'
export type { VerifyForm, VerifyErrors, VerifyValues, UseVerifyFormOptions } from './use-verify-form'
export { useCountdown, resetCountdowns, SMS_COUNTDOWN_SECONDS } from './use-countdown'
