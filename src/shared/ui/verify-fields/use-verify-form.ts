import { useCallback, useMemo, useState } from 'react'
import {
  CAPTCHA_MAX_LENGTH,
  digitsOnly,
  PHONE_LENGTH,
  SMS_CODE_MAX_LENGTH,
  canSendSms,
  isBindFormFilled,
  validateBindForm,
} from '@/shared/lib/validate'

/** One message per field, '' when the field is fine (or has not been validated yet). */
export interface VerifyErrors {
  phone: string
  captcha: string
  sms: string
}

export interface VerifyValues {
  phone: string
  captcha: string
  sms: string
  /** The timestamp the current captcha image was requested with (account-and-shared §5). */
  checkKey: string
}

export interface UseVerifyFormOptions {
  /** 4 on the bind pages, 6 in the referral form (account-and-shared §5). */
  captchaMaxLength?: number
  initialPhone?: string
}

const NO_ERRORS: VerifyErrors = { phone: '', captcha: '', sms: '' }

/**
 * State of a phone + image captcha + SMS code form. Setters keep digits only and cut to the field's
 * length; editing a field clears its message; `validate()` fills every message and returns the first.
 */
export function useVerifyForm({
  captchaMaxLength = CAPTCHA_MAX_LENGTH,
  initialPhone = '',
}: UseVerifyFormOptions = {}) {
  const [phone, setPhoneRaw] = useState(() => digitsOnly(initialPhone, PHONE_LENGTH))
  const [captcha, setCaptchaRaw] = useState('')
  const [sms, setSmsRaw] = useState('')
  const [checkKey, setCheckKey] = useState('')
  const [errors, setErrors] = useState<VerifyErrors>(NO_ERRORS)

  const clearError = useCallback((field: keyof VerifyErrors) => {
    setErrors((e) => (e[field] ? { ...e, [field]: '' } : e))
  }, [])

  const setPhone = useCallback(
    (value: string) => {
      setPhoneRaw(digitsOnly(value, PHONE_LENGTH))
      clearError('phone')
    },
    [clearError],
  )
  const setCaptcha = useCallback(
    (value: string) => {
      setCaptchaRaw(digitsOnly(value, captchaMaxLength))
      clearError('captcha')
    },
    [clearError, captchaMaxLength],
  )
  const setSms = useCallback(
    (value: string) => {
      setSmsRaw(digitsOnly(value, SMS_CODE_MAX_LENGTH))
      clearError('sms')
    },
    [clearError],
  )

  const validate = useCallback((): string => {
    const { first, ...next } = validateBindForm({ phone, captcha, sms }, captchaMaxLength)
    setErrors(next)
    return first
  }, [phone, captcha, sms, captchaMaxLength])

  const reset = useCallback(() => {
    setCaptchaRaw('')
    setSmsRaw('')
    setErrors(NO_ERRORS)
  }, [])

  const values: VerifyValues = useMemo(
    () => ({ phone, captcha, sms, checkKey }),
    [phone, captcha, sms, checkKey],
  )

  return {
    values,
    phone,
    captcha,
    sms,
    checkKey,
    setPhone,
    setCaptcha,
    setSms,
    setCheckKey,
    errors,
    /** Every field filled (not necessarily valid): the submit button looks enabled (account-and-shared §5). */
    isComplete: isBindFormFilled({ phone, captcha, sms }),
    canSendSms: canSendSms({ phone, captcha }),
    captchaMaxLength,
    validate,
    reset,
  }
}

export type VerifyForm = ReturnType<typeof useVerifyForm>
