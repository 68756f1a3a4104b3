import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Input } from 'antd-mobile'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAction } from '@/shared/lib/action'
import { local } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { useCareMode } from '@/shared/theme/care-mode'
import { VALIDATION_TEXT } from '@/shared/lib/texts'
import {
  CAPTCHA_MAX_LENGTH,
  PHONE_LENGTH,
  SMS_CODE_MAX_LENGTH,
  canSendSms,
  digitsOnly,
  isValidPhone,
  validatePhone,
} from '@/shared/lib/validate'
import { SMS_COUNTDOWN_KEY, useCountdown } from './use-countdown'
import type { VerifyForm } from './use-verify-form'
import styles from './verify-fields.module.css'
import '../theme.css'

/**
 * The two backend calls the block makes, passed in by the page (shared code never imports the api):
 * `verifyService` in src/api/verify-service.ts.
 */
export interface VerifyService {
  /** A new image for the phone: a data URL and the checkKey it was drawn for. */
  loadCaptcha: (phone: string) => Promise<{ image: string; checkKey: string }>
  /** Sends the SMS code; resolves once the server accepted it (the toast is always 发送成功). */
  sendSms: (request: { phone: string; captcha: string; checkKey: string }) => Promise<void>
}

export const SMS_BUTTON_TEXT = '获取验证码'
export const SMS_RESEND_TEXT = '重新获取'
export const SMS_SENT_TEXT = '发送成功'
export const CAPTCHA_PLACEHOLDER_TEXT = '请先输入手机号'
export const CAPTCHA_REFRESH_TEXT = '换一张'
export const CAPTCHA_ZOOM_TEXT = '看不清？放大'
export const CAPTCHA_UNZOOM_TEXT = '收起大图'
export const countdownText = (seconds: number) => `${seconds}s后重新获取`

interface RowProps {
  id: string
  label: string
  error?: string
  trailing?: ReactNode
  /** Shown under the line (the captcha's care-mode actions). */
  below?: ReactNode
  children: ReactNode
}

/** A labelled form row: label, input, optional trailing control, message below. */
function FieldRow({ id, label, error, trailing, below, children }: RowProps) {
  return (
    <div className={styles.row} data-invalid={error ? '' : undefined}>
      <div className={styles.line}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <div className={styles.input}>{children}</div>
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      {below}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface DigitsInputProps {
  id: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  placeholder: string
  error?: string
  disabled?: boolean
  autoComplete?: string
}

function DigitsInput({
  id,
  value,
  onChange,
  maxLength,
  placeholder,
  error,
  disabled,
  autoComplete,
}: DigitsInputProps) {
  return (
    <Input
      id={id}
      value={value}
      onChange={(v) => onChange(digitsOnly(v, maxLength))}
      maxLength={maxLength}
      inputMode="numeric"
      pattern="[0-9]*"
      type="text"
      autoComplete={autoComplete ?? 'off'}
      placeholder={placeholder}
      disabled={disabled}
      clearable
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  )
}

export interface PhoneFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  label?: string
  placeholder?: string
  disabled?: boolean
}

export function PhoneField({
  value,
  onChange,
  error,
  label = '手机号',
  placeholder = '请输入本人手机号',
  disabled,
}: PhoneFieldProps) {
  const id = useId()
  return (
    <FieldRow id={id} label={label} error={error}>
      <DigitsInput
        id={id}
        value={value}
        onChange={onChange}
        maxLength={PHONE_LENGTH}
        placeholder={placeholder}
        error={error}
        disabled={disabled}
        autoComplete="tel"
      />
    </FieldRow>
  )
}

export interface CaptchaFieldProps {
  service: VerifyService
  /** The image is requested for this phone, and again whenever it changes to another valid one. */
  phone: string
  value: string
  onChange: (value: string) => void
  /** Receives the checkKey of each new image (also kept in local storage under `key`). */
  onCheckKey?: (checkKey: string) => void
  maxLength?: number
  error?: string
  /** Bump to request a new image (e.g. after a failed send). */
  refreshSignal?: number
}

/**
 * The image captcha (account-and-shared §5): fetched per phone with a fresh timestamp that goes back as
 * checkKey; a tap on the image (or the refresh button) asks for a new one. In 关怀模式 the row
 * also offers 换一张 and a readable alternative: the same image shown at full width (看不清？放大).
 */
export function CaptchaField({
  service,
  phone,
  value,
  onChange,
  onCheckKey,
  maxLength = CAPTCHA_MAX_LENGTH,
  error,
  refreshSignal = 0,
}: CaptchaFieldProps) {
  const id = useId()
  const care = useCareMode()
  const [zoomed, setZoomed] = useState(false)
  // The image is a read: a query keyed on the phone and a counter of the images asked for (a tap, a failed
  // send), so an answer for an earlier phone or tap lands under its own key and is never shown.
  const [taps, setTaps] = useState(0)
  const validPhone = isValidPhone(phone) ? phone : ''
  const onCheckKeyRef = useRef(onCheckKey)
  const onChangeRef = useRef(onChange)
  const serviceRef = useRef(service)
  useEffect(() => {
    onCheckKeyRef.current = onCheckKey
    onChangeRef.current = onChange
    serviceRef.current = service
  })
  const captcha = useQuery({
    queryKey: ['verify-captcha', validPhone, refreshSignal + taps],
    queryFn: () => serviceRef.current.loadCaptcha(validPhone),
    enabled: !!validPhone,
    // Each image is asked once and forgotten when left; a failure keeps the image before it (the HTTP layer
    // toasted; the refresh button stays available).
    staleTime: Infinity,
    gcTime: 0,
    placeholderData: keepPreviousData,
  })
  const answer = captcha.isPlaceholderData ? undefined : captcha.data
  useEffect(() => {
    if (!answer) return
    local.set('key', answer.checkKey)
    onCheckKeyRef.current?.(answer.checkKey)
    onChangeRef.current('')
  }, [answer])
  const image = validPhone ? (captcha.data?.image ?? '') : ''
  const loading = !!validPhone && captcha.isFetching

  const refresh = () => {
    const message = validatePhone(phone)
    if (message) return toast(message)
    setTaps((n) => n + 1)
  }

  return (
    <FieldRow
      id={id}
      label="图形验证码"
      error={error}
      below={
        care ? (
          <div className={styles.captchaCare}>
            <div className={styles.captchaActions}>
              <button type="button" className={styles.captchaAction} onClick={refresh}>
                {CAPTCHA_REFRESH_TEXT}
              </button>
              {image ? (
                <button
                  type="button"
                  className={styles.captchaAction}
                  aria-expanded={zoomed}
                  aria-controls={`${id}-zoom`}
                  onClick={() => setZoomed((z) => !z)}
                >
                  {zoomed ? CAPTCHA_UNZOOM_TEXT : CAPTCHA_ZOOM_TEXT}
                </button>
              ) : null}
            </div>
            {image && zoomed ? (
              <div id={`${id}-zoom`} className={styles.captchaZoom}>
                <img src={image} alt="图形验证码（放大）" className={styles.captchaZoomImage} />
              </div>
            ) : null}
          </div>
        ) : null
      }
      trailing={
        <button
          type="button"
          className={styles.captcha}
          onClick={refresh}
          // The name starts with what the button shows (WCAG 2.5.3).
          aria-label={
            image ? '刷新图形验证码' : `${loading ? '加载中' : CAPTCHA_PLACEHOLDER_TEXT}，刷新图形验证码`
          }
          aria-busy={loading || undefined}
        >
          {image ? (
            <img src={image} alt="图形验证码" className={styles.captchaImage} />
          ) : (
            <span className={styles.captchaPlaceholder}>
              {loading ? '加载中…' : CAPTCHA_PLACEHOLDER_TEXT}
            </span>
          )}
          <span className={styles.refreshIcon} aria-hidden="true">
            ↻
          </span>
        </button>
      }
    >
      <DigitsInput
        id={id}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        placeholder={`${maxLength}位图形码`}
        error={error}
      />
    </FieldRow>
  )
}

export interface SmsCodeFieldProps {
  service: VerifyService
  phone: string
  captcha: string
  /** Defaults to the locally stored `key`. */
  checkKey?: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Called after the server accepted the send. */
  onSent?: () => void
  /** Called after a failed send (the HTTP layer has toasted), e.g. to refresh the captcha. */
  onSendFailed?: () => void
}

/**
 * SMS code with its send button (account-and-shared §4, §5, §8): sending needs a valid phone and a
 * captcha; success toasts 发送成功 (account-and-shared §8, marketing §8: never the server's own text, such as
 * 操作成功) and starts the 60-second countdown during
 * which the button is disabled, in this field and in every other SMS field, whatever phone it holds, also
 * after the sheet closed or the page reloaded; a second tap while the call is in flight does nothing.
 */
export function SmsCodeField({
  service,
  phone,
  captcha,
  checkKey,
  value,
  onChange,
  error,
  onSent,
  onSendFailed,
}: SmsCodeFieldProps) {
  const id = useId()
  // One countdown for every SMS field (account-and-shared §4, §9: the button waits 60 s after a send),
  // not one per phone: changing a digit must not offer a second send. It survives the field's sheet
  // closing and a reload.
  const countdown = useCountdown(SMS_COUNTDOWN_KEY)
  const sms = useAction({
    mutationFn: (request: { phone: string; captcha: string; checkKey: string }) => service.sendSms(request),
    onSuccess: () => {
      toast(SMS_SENT_TEXT)
      countdown.start()
      onSent?.()
    },
    onError: () => onSendFailed?.(),
  })
  const sending = sms.busy

  const send = () => {
    if (countdown.running) return
    if (!canSendSms({ phone, captcha })) {
      toast(validatePhone(phone) || VALIDATION_TEXT.captchaRequired)
      return
    }
    void sms.run({ phone, captcha, checkKey: checkKey || local.get('key') || '' })
  }

  const ready = canSendSms({ phone, captcha })
  const label = countdown.running
    ? countdownText(countdown.remaining)
    : countdown.sent
      ? SMS_RESEND_TEXT
      : SMS_BUTTON_TEXT
  return (
    <FieldRow
      id={id}
      label="短信验证码"
      error={error}
      trailing={
        <button
          type="button"
          className={styles.send}
          data-ready={ready && !countdown.running ? '' : undefined}
          disabled={sending || countdown.running}
          aria-busy={sending || undefined}
          onClick={send}
        >
          {label}
        </button>
      }
    >
      <DigitsInput
        id={id}
        value={value}
        onChange={onChange}
        maxLength={SMS_CODE_MAX_LENGTH}
        placeholder="6位验证码"
        error={error}
        autoComplete="one-time-code"
      />
    </FieldRow>
  )
}

export interface VerifyFieldsProps {
  form: VerifyForm
  service: VerifyService
  /** Hide the phone row when the page shows the phone itself. */
  hidePhone?: boolean
  phoneLabel?: string
  phonePlaceholder?: string
}

/** The three rows wired to a `useVerifyForm()` state. */
export function VerifyFields({ form, service, hidePhone, phoneLabel, phonePlaceholder }: VerifyFieldsProps) {
  const [refreshSignal, setRefreshSignal] = useState(0)
  return (
    <div className={styles.group}>
      {hidePhone ? null : (
        <PhoneField
          value={form.phone}
          onChange={form.setPhone}
          error={form.errors.phone}
          label={phoneLabel}
          placeholder={phonePlaceholder}
        />
      )}
      <CaptchaField
        service={service}
        phone={form.phone}
        value={form.captcha}
        onChange={form.setCaptcha}
        onCheckKey={form.setCheckKey}
        maxLength={form.captchaMaxLength}
        error={form.errors.captcha}
        refreshSignal={refreshSignal}
      />
      <SmsCodeField
        service={service}
        phone={form.phone}
        captcha={form.captcha}
        checkKey={form.checkKey}
        value={form.sms}
        onChange={form.setSms}
        error={form.errors.sms}
        onSendFailed={() => setRefreshSignal((n) => n + 1)}
      />
    </div>
  )
}
