import fc from 'fast-check'
import { VALIDATION_TEXT } from './texts'
import {
  REFERRAL_CAPTCHA_MAX_LENGTH,
  canSendSms,
  digitsOnly,
  isBindFormComplete,
  isBindFormFilled,
  isValidPhone,
  validateBindForm,
  validateCaptcha,
  validateDateRange,
  validatePhone,
  validateSmsCode,
} from './validate'

const validPhone = fc.stringMatching(/^1[3-9]\d{9}$/)

describe('VALIDATION_TEXT', () => {
  it('carries the spec wording (marketing §5, catalogue §5)', () => {
    expect(VALIDATION_TEXT.phoneRequired).toBe('请输入手机号')
    expect(VALIDATION_TEXT.phoneInvalid).toBe('手机号格式不正确')
    expect(VALIDATION_TEXT.captchaRequired).toBe('请输入图形验证码')
    expect(VALIDATION_TEXT.smsRequired).toBe('请输入短信验证码')
    expect(VALIDATION_TEXT.dateRangeRequired).toBe('请选择开始和结束日期')
  })
})

describe('validatePhone (account-and-shared §5, marketing §5)', () => {
  it('requires 11 digits starting 1[3-9]', () => {
    expect(validatePhone('13812345678')).toBe('')
    expect(validatePhone(' 19912345678 ')).toBe('')
    expect(validatePhone('')).toBe(VALIDATION_TEXT.phoneRequired)
    expect(validatePhone(null)).toBe(VALIDATION_TEXT.phoneRequired)
    expect(validatePhone('   ')).toBe(VALIDATION_TEXT.phoneRequired)
    for (const bad of [
      '12812345678',
      '1381234567',
      '138123456789',
      '23812345678',
      '1381234567a',
      '138 1234 5678',
    ]) {
      expect(validatePhone(bad)).toBe(VALIDATION_TEXT.phoneInvalid)
    }
  })

  it('property: accepts exactly the phones the pattern allows', () => {
    fc.assert(
      fc.property(validPhone, (p) => {
        expect(validatePhone(p)).toBe('')
      }),
    )
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => {
        const result = validatePhone(s)
        expect(result === '').toBe(/^1[3-9]\d{9}$/.test(s.trim()))
        expect(isValidPhone(s)).toBe(result === '')
      }),
    )
  })
})

describe('captcha and SMS code', () => {
  it('captcha: required, digits, max 4 (6 in the referral form)', () => {
    expect(validateCaptcha('1234')).toBe('')
    expect(validateCaptcha('')).toBe(VALIDATION_TEXT.captchaRequired)
    expect(validateCaptcha(undefined)).toBe(VALIDATION_TEXT.captchaRequired)
    expect(validateCaptcha('12345')).toBe(VALIDATION_TEXT.captchaInvalid)
    expect(validateCaptcha('12a4')).toBe(VALIDATION_TEXT.captchaInvalid)
    expect(validateCaptcha('123456', REFERRAL_CAPTCHA_MAX_LENGTH)).toBe('')
    expect(validateCaptcha('1234567', REFERRAL_CAPTCHA_MAX_LENGTH)).toBe(VALIDATION_TEXT.captchaInvalid)
  })

  it('SMS code: required, digits, max 6', () => {
    expect(validateSmsCode('123456')).toBe('')
    expect(validateSmsCode('')).toBe(VALIDATION_TEXT.smsRequired)
    expect(validateSmsCode('1234567')).toBe(VALIDATION_TEXT.smsInvalid)
    expect(validateSmsCode('12 34')).toBe(VALIDATION_TEXT.smsInvalid)
  })

  it('validateBindForm gives each field’s message and the first failure in screen order', () => {
    expect(validateBindForm({ phone: '', captcha: '', sms: '' })).toEqual({
      phone: VALIDATION_TEXT.phoneRequired,
      captcha: VALIDATION_TEXT.captchaRequired,
      sms: VALIDATION_TEXT.smsRequired,
      first: VALIDATION_TEXT.phoneRequired,
    })
    expect(validateBindForm({ phone: '13812345678', captcha: '', sms: '' }).first).toBe(
      VALIDATION_TEXT.captchaRequired,
    )
    expect(validateBindForm({ phone: '13812345678', captcha: '1234', sms: '' }).first).toBe(
      VALIDATION_TEXT.smsRequired,
    )
    expect(validateBindForm({ phone: '13812345678', captcha: '123456', sms: '1' }, 6).first).toBe('')
  })
})

describe('button states (account-and-shared §5)', () => {
  it('canSendSms needs a valid phone and a captcha', () => {
    expect(canSendSms({ phone: '13812345678', captcha: '1234' })).toBe(true)
    expect(canSendSms({ phone: '13812345678', captcha: ' ' })).toBe(false)
    expect(canSendSms({ phone: '1381234567', captcha: '1234' })).toBe(false)
    expect(canSendSms({})).toBe(false)
  })

  it('isBindFormComplete needs every field filled and agreement 1 ticked', () => {
    const full = { phone: '13812345678', captcha: '1234', sms: '123456', agree1: true }
    expect(isBindFormComplete(full)).toBe(true)
    expect(isBindFormComplete({ ...full, agree1: false })).toBe(false)
    expect(isBindFormComplete({ ...full, agree1: undefined })).toBe(false)
    expect(isBindFormComplete({ ...full, sms: '' })).toBe(false)
    expect(isBindFormComplete({ ...full, captcha: null })).toBe(false)
    expect(isBindFormComplete({ ...full, phone: '  ' })).toBe(false)
    // The fields alone: what the forms without an agreement (merchant, referral, transfer) dim on.
    expect(isBindFormFilled(full)).toBe(true)
    expect(isBindFormFilled({ ...full, sms: ' ' })).toBe(false)
  })
})

describe('digitsOnly', () => {
  it('strips non-digits and cuts to the max length', () => {
    expect(digitsOnly('138-1234 5678x9', 11)).toBe('13812345678')
    expect(digitsOnly('ab12', 4)).toBe('12')
    expect(digitsOnly('１２3', 4)).toBe('3')
    expect(digitsOnly(null, 4)).toBe('')
    expect(digitsOnly('12345')).toBe('12345')
    expect(digitsOnly('12345', -1)).toBe('')
  })

  it('property: digits only, within the limit, idempotent, order kept', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (s, max) => {
        const out = digitsOnly(s, max)
        expect(out).toMatch(/^\d*$/)
        expect(out.length).toBeLessThanOrEqual(max)
        expect(digitsOnly(out, max)).toBe(out)
        expect(s.replace(/\D/g, '').startsWith(out)).toBe(true)
      }),
    )
  })
})

describe('validateDateRange (catalogue §5)', () => {
  it('names the missing date', () => {
    expect(validateDateRange(null, undefined)).toBe(VALIDATION_TEXT.dateRangeRequired)
    expect(validateDateRange('', '2024-01-31')).toBe(VALIDATION_TEXT.startDateRequired)
    expect(validateDateRange(new Date(2024, 0, 1), null)).toBe(VALIDATION_TEXT.endDateRequired)
    expect(validateDateRange('20240101', '20240131')).toBe('')
    expect(validateDateRange('garbage', '20240131')).toBe(VALIDATION_TEXT.startDateRequired)
  })
})
