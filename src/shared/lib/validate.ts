import { toDate, type DateInput } from './dates'
import { VALIDATION_TEXT, type ValidationMessage } from './texts'

/**
 * Form validators (account-and-shared §5 and §9, marketing §5, catalogue §5). Each returns the first
 * failing message, or '' when the value is acceptable, so `error || submit()` reads naturally.
 * All are total: non-string input counts as empty.
 */

export type ValidationResult = ValidationMessage | ''

/** account-and-shared §9. */
export const PHONE_LENGTH = 11
export const CAPTCHA_MAX_LENGTH = 4
/** The referral form takes a 6-character captcha (account-and-shared §5, marketing §5). */
export const REFERRAL_CAPTCHA_MAX_LENGTH = 6
export const SMS_CODE_MAX_LENGTH = 6

// 11 digits, first 1, second 3-9 (account-and-shared §5, marketing §5).
const PHONE_RE = /^1[3-9]\d{9}$/

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Keeps only ASCII digits and cuts to `maxLen`, for numeric inputs' onChange. */
export function digitsOnly(value: unknown, maxLen: number = Number.POSITIVE_INFINITY): string {
  const digits =
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : ''
  const limit = Number.isFinite(maxLen) ? Math.max(0, Math.floor(maxLen)) : digits.length
  return digits.slice(0, limit)
}

export function isValidPhone(value: unknown): boolean {
  return PHONE_RE.test(text(value))
}

/** 请输入手机号 when empty, 手机号格式不正确 unless 11 digits starting 1[3-9]. */
export function validatePhone(value: unknown): ValidationResult {
  const phone = text(value)
  if (!phone) return VALIDATION_TEXT.phoneRequired
  return PHONE_RE.test(phone) ? '' : VALIDATION_TEXT.phoneInvalid
}

function validateDigits(
  value: unknown,
  maxLen: number,
  required: ValidationMessage,
  invalid: ValidationMessage,
) {
  const code = text(value)
  if (!code) return required
  return /^\d+$/.test(code) && code.length <= maxLen ? '' : invalid
}

/** Graphic captcha: required, digits, at most 4 (bind pages) or 6 (referral form). */
export function validateCaptcha(value: unknown, maxLen: number = CAPTCHA_MAX_LENGTH): ValidationResult {
  return validateDigits(value, maxLen, VALIDATION_TEXT.captchaRequired, VALIDATION_TEXT.captchaInvalid)
}

/** SMS code: required, digits, at most 6. */
export function validateSmsCode(value: unknown): ValidationResult {
  return validateDigits(value, SMS_CODE_MAX_LENGTH, VALIDATION_TEXT.smsRequired, VALIDATION_TEXT.smsInvalid)
}

export interface BindFormValues {
  phone?: string | null
  captcha?: string | null
  sms?: string | null
}

export interface BindFormErrors {
  phone: ValidationResult
  captcha: ValidationResult
  sms: ValidationResult
}

/**
 * A phone + captcha + SMS form on submit: each field's message ('' when it passes) and `first`, the first
 * failing one in on-screen order ('' when all pass), which the form toasts.
 */
export function validateBindForm(
  values: BindFormValues,
  captchaMaxLen: number = CAPTCHA_MAX_LENGTH,
): BindFormErrors & { first: ValidationResult } {
  const errors = {
    phone: validatePhone(values.phone),
    captcha: validateCaptcha(values.captcha, captchaMaxLen),
    sms: validateSmsCode(values.sms),
  }
  return { ...errors, first: errors.phone || errors.captcha || errors.sms }
}

/** Sending an SMS needs a valid phone and a captcha first (account-and-shared §5). */
export function canSendSms(values: { phone?: string | null; captcha?: string | null }): boolean {
  return isValidPhone(values.phone) && text(values.captcha) !== ''
}

/** Phone, captcha and SMS code all filled ("filled", not "valid": the validators speak on submit). */
export function isBindFormFilled(values: BindFormValues): boolean {
  return text(values.phone) !== '' && text(values.captcha) !== '' && text(values.sms) !== ''
}

/**
 * The bind button looks enabled only when captcha, phone and SMS code are filled and agreement 1 is
 * ticked (account-and-shared §5).
 */
export function isBindFormComplete(values: BindFormValues & { agree1?: boolean | null }): boolean {
  return isBindFormFilled(values) && values.agree1 === true
}

/** Custom date query: both dates required (catalogue §5). Unreadable dates count as not chosen. */
export function validateDateRange(start: DateInput, end: DateInput): ValidationResult {
  const hasStart = toDate(start) !== null
  const hasEnd = toDate(end) !== null
  if (!hasStart && !hasEnd) return VALIDATION_TEXT.dateRangeRequired
  if (!hasStart) return VALIDATION_TEXT.startDateRequired
  return hasEnd ? '' : VALIDATION_TEXT.endDateRequired
}
