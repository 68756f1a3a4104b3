import { WithServerState } from '@tests/server-state'
import { verifyService } from '@/api/verify-service'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { VALIDATION_TEXT } from '@/shared/lib/texts'
import { toast } from '@/shared/lib/toast'
import {
  countdownText,
  resetCountdowns,
  SMS_BUTTON_TEXT,
  SMS_RESEND_TEXT,
  useVerifyForm,
  VerifyFields,
} from '.'

vi.mock('@/shared/lib/toast', async (original) => ({
  ...(await original<typeof import('@/shared/lib/toast')>()),
  toast: vi.fn(),
}))

function Harness({
  captchaMaxLength,
  onSubmit,
}: {
  captchaMaxLength?: number
  onSubmit?: (m: string) => void
}) {
  const form = useVerifyForm({ captchaMaxLength })
  return (
    <main>
      <VerifyFields form={form} service={verifyService} />
      <p data-testid="complete">{form.isComplete ? 'complete' : 'incomplete'}</p>
      <button type="button" onClick={() => onSubmit?.(form.validate())}>
        提交
      </button>
    </main>
  )
}

const phoneInput = () => screen.getByLabelText('手机号')
const captchaInput = () => screen.getByLabelText('图形验证码', { selector: 'input' })
const smsInput = () => screen.getByLabelText('短信验证码')
const sendButton = () => screen.getByRole('button', { name: /获取验证码|重新获取|s后重新获取/ })

function countSends() {
  return db.account.smsSent.length
}

beforeEach(() => vi.mocked(toast).mockReset())
afterEach(() => vi.useRealTimers())

describe('verify fields', () => {
  it('labels every input, asks for digits and caps the lengths (11 / 4 / 6)', () => {
    render(<Harness />, { wrapper: WithServerState })
    for (const [input, max] of [
      [phoneInput(), '11'],
      [captchaInput(), '4'],
      [smsInput(), '6'],
    ] as const) {
      expect(input).toHaveAttribute('inputmode', 'numeric')
      expect(input).toHaveAttribute('maxlength', max)
    }
  })

  it('takes a 6-character captcha in the referral variant', () => {
    render(<Harness captchaMaxLength={6} />, { wrapper: WithServerState })
    expect(captchaInput()).toHaveAttribute('maxlength', '6')
  })

  it('keeps digits only', async () => {
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '1a3b8-0013 8000')
    expect(phoneInput()).toHaveValue('13800138000')
  })

  it('fetches the captcha image once the phone is valid, stores checkKey under `key`, and refetches on refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }) // the key is the time of the request: a later image, a later key
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    expect(screen.queryByRole('img', { name: '图形验证码' })).toBeNull()
    expect(local.get('key')).toBeNull()
    await user.type(phoneInput(), '13800138000')
    const img = await screen.findByRole('img', { name: '图形验证码' })
    const firstKey = local.get('key')
    expect(firstKey).toMatch(/^\d+$/)
    expect(db.account.captchas[firstKey!]).toBe('13800138000')
    vi.advanceTimersByTime(1000)
    await user.click(screen.getByRole('button', { name: '刷新图形验证码' }))
    await waitFor(() => expect(local.get('key')).not.toBe(firstKey))
    expect(img).toBeInTheDocument()
  })

  it('sending needs a captcha: no request, 请输入图形验证码', async () => {
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.click(sendButton())
    expect(toast).toHaveBeenCalledWith(VALIDATION_TEXT.captchaRequired)
    expect(countSends()).toBe(0)
  })

  it('sending needs a valid phone: 请输入手机号 / 手机号格式不正确', async () => {
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.click(sendButton())
    expect(toast).toHaveBeenLastCalledWith(VALIDATION_TEXT.phoneRequired)
    await user.type(phoneInput(), '12345')
    await user.click(sendButton())
    expect(toast).toHaveBeenLastCalledWith(VALIDATION_TEXT.phoneInvalid)
    expect(countSends()).toBe(0)
  })

  it('toasts 发送成功 whatever text the server sends with its success (account-and-shared §8, marketing §8)', async () => {
    server.use(
      http.post(`*${endpoints.identity.sendVerification}`, () =>
        HttpResponse.json({ code: '0000', msg: '操作成功', data: null }),
      ),
    )
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    await user.click(sendButton())
    await screen.findByRole('button', { name: countdownText(60) })
    expect(toast).toHaveBeenCalledWith('发送成功')
    expect(toast).not.toHaveBeenCalledWith('操作成功')
  })

  it('sends once with the checkKey, toasts 发送成功, counts 60 s down with the button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    await user.click(sendButton())
    await screen.findByRole('button', { name: countdownText(60) })
    expect(toast).toHaveBeenCalledWith('发送成功')
    expect(db.account.smsSent).toEqual([{ phone: '13800138000', checkKey: local.get('key') }])
    expect(sendButton()).toBeDisabled()
    await user.click(sendButton())
    expect(countSends()).toBe(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(sendButton()).toHaveTextContent(countdownText(59))
    act(() => vi.advanceTimersByTime(58_000))
    expect(sendButton()).toHaveTextContent(countdownText(1))
    expect(sendButton()).toBeDisabled()
    act(() => vi.advanceTimersByTime(1000))
    expect(sendButton()).toHaveTextContent(SMS_RESEND_TEXT)
    expect(sendButton()).toBeEnabled()
  })

  it('does not send twice while the call is in flight', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    let calls = 0
    server.use(
      http.post(`*${endpoints.identity.sendVerification}`, async () => {
        calls++
        await gate
        return HttpResponse.json({ code: '0000', msg: '短信已发送' })
      }),
    )
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    await user.click(sendButton())
    await user.click(sendButton())
    release()
    await screen.findByRole('button', { name: countdownText(60) })
    expect(calls).toBe(1)
    expect(toast).toHaveBeenCalledExactlyOnceWith('发送成功')
  })

  it('a refused send starts no countdown and refreshes the captcha', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }) // the key is the time of the request: a later image, a later key
    const user = userEvent.setup()
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    const key = local.get('key')
    await user.type(captchaInput(), '9999')
    vi.advanceTimersByTime(1000)
    await user.click(sendButton())
    await waitFor(() => expect(local.get('key')).not.toBe(key))
    expect(sendButton()).toHaveTextContent(SMS_BUTTON_TEXT)
    expect(sendButton()).toBeEnabled()
    expect(countSends()).toBe(0)
  })

  it('validate() shows each message and returns the first; editing clears it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />, { wrapper: WithServerState })
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(onSubmit).toHaveBeenLastCalledWith(VALIDATION_TEXT.phoneRequired)
    expect(screen.getByText(VALIDATION_TEXT.phoneRequired)).toBeInTheDocument()
    expect(screen.getByText(VALIDATION_TEXT.captchaRequired)).toBeInTheDocument()
    expect(screen.getByText(VALIDATION_TEXT.smsRequired)).toBeInTheDocument()
    await user.type(phoneInput(), '1234')
    expect(screen.queryByText(VALIDATION_TEXT.phoneRequired)).toBeNull()
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(onSubmit).toHaveBeenLastCalledWith(VALIDATION_TEXT.phoneInvalid)
    expect(screen.getByTestId('complete')).toHaveTextContent('incomplete')
  })

  it('is complete when all three are filled', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    await user.type(smsInput(), '123456')
    expect(screen.getByTestId('complete')).toHaveTextContent('complete')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(onSubmit).toHaveBeenLastCalledWith('')
  })
})

describe('the SMS countdown outlives the field and the phone (account-and-shared §4, §9)', () => {
  /** The seconds the button shows (the fake clock also moves with real time: a busy runner adds some). */
  const shown = () => Number(/^(\d+)s后重新获取$/.exec(sendButton().textContent ?? '')?.[1] ?? NaN)

  async function sendFor(phone: string, user: ReturnType<typeof userEvent.setup>) {
    await user.type(phoneInput(), phone)
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    await user.click(sendButton())
    await screen.findByRole('button', { name: countdownText(60) })
  }

  it('survives closing the field (a sheet destroyed on close) and a reload, then lets the phone send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const first = render(<Harness />, { wrapper: WithServerState })
    await sendFor('13800138000', user)
    await user.type(smsInput(), '123456')
    act(() => vi.advanceTimersByTime(3_000))
    expect(shown()).toBeLessThanOrEqual(57)

    // The sheet closes (the field is destroyed) and opens again 800 ms later.
    first.unmount()
    act(() => vi.advanceTimersByTime(800))
    const second = render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    // Still counting from the first send: not a new 60 s, and not over.
    expect(shown()).toBeLessThanOrEqual(57)
    expect(shown()).toBeGreaterThan(40)
    expect(sendButton()).toBeDisabled()
    await user.click(sendButton())
    expect(countSends()).toBe(1)

    // A reload: nothing kept in memory, the session keeps the end time (and never the code).
    second.unmount()
    resetCountdowns()
    act(() => vi.advanceTimersByTime(1_200))
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    expect(shown()).toBeLessThanOrEqual(55)
    expect(shown()).toBeGreaterThan(40)
    expect(sendButton()).toBeDisabled()
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('123456')
    expect(JSON.stringify({ ...localStorage })).not.toContain('123456')

    act(() => vi.advanceTimersByTime(55_000))
    await waitFor(() => expect(sendButton()).toHaveTextContent(SMS_RESEND_TEXT))
    expect(sendButton()).toBeEnabled()
  })

  it('changing the phone keeps the countdown: no second send within 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />, { wrapper: WithServerState })
    await sendFor('13800138000', user)
    // One digit changed, then another number altogether: still counting from the first send.
    await user.type(phoneInput(), '{Backspace}1')
    expect(sendButton()).toHaveTextContent(/^\d+s后重新获取$/)
    expect(sendButton()).toBeDisabled()
    await user.clear(phoneInput())
    await user.type(phoneInput(), '13900139000')
    expect(sendButton()).toHaveTextContent(/^\d+s后重新获取$/)
    expect(sendButton()).toBeDisabled()
    await user.click(sendButton())
    expect(countSends()).toBe(1)
    act(() => vi.advanceTimersByTime(61_000))
    await waitFor(() => expect(sendButton()).toHaveTextContent(SMS_RESEND_TEXT))
    expect(sendButton()).toBeEnabled()
  })
})

describe('one SMS countdown per device: every tab, whatever the phone (account-and-shared §5, §9)', () => {
  /** What another tab of this origin leaves: the end time in localStorage, then the `storage` event here. */
  function sendInAnotherTab(end: number, key = 'smsCountdown') {
    const value = JSON.stringify({ sms: end })
    localStorage.setItem('smsCountdown', value)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
    })
  }

  it('a send in another tab disables the button in this one, whatever phone is typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13900139000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    expect(sendButton()).toHaveTextContent(SMS_BUTTON_TEXT)
    expect(sendButton()).toBeEnabled()

    // Another key's event is not the countdown's: nothing is read again.
    sendInAnotherTab(Date.now() + 60_000, 'careMode')
    expect(sendButton()).toHaveTextContent(SMS_BUTTON_TEXT)

    sendInAnotherTab(Date.now() + 60_000)
    expect(sendButton()).toHaveTextContent(/^\d+s后重新获取$/)
    expect(sendButton()).toBeDisabled()
    await user.clear(phoneInput())
    await user.type(phoneInput(), '13800138000')
    expect(sendButton()).toBeDisabled()
    await user.click(sendButton())
    expect(countSends()).toBe(0)

    act(() => vi.advanceTimersByTime(61_000))
    await waitFor(() => expect(sendButton()).toHaveTextContent(SMS_RESEND_TEXT))
    expect(sendButton()).toBeEnabled()
  })

  it('a tab opened later reads the end time from localStorage', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    localStorage.setItem('smsCountdown', JSON.stringify({ sms: Date.now() + 30_000 }))
    render(<Harness />, { wrapper: WithServerState })
    expect(sendButton()).toHaveTextContent(countdownText(30))
    expect(sendButton()).toBeDisabled()
  })

  it('a send here keeps its end time in localStorage, for the other tabs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />, { wrapper: WithServerState })
    await user.type(phoneInput(), '13800138000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(captchaInput(), '1234')
    const before = Date.now()
    await user.click(sendButton())
    await screen.findByRole('button', { name: /^\d+s后重新获取$/ })
    const end = (JSON.parse(localStorage.getItem('smsCountdown') ?? '{}') as { sms?: number }).sms
    expect(end).toBeGreaterThanOrEqual(before + 60_000)
    expect(end).toBeLessThanOrEqual(Date.now() + 60_000)
    expect(sessionStorage.getItem('smsCountdown')).toBeNull()
  })

  it.each([
    ['an end time in the past', () => JSON.stringify({ sms: Date.now() - 1 })],
    [
      'an end time more than 60 s ahead (a clock set back, or an edited value)',
      () => JSON.stringify({ sms: Date.now() + 60_001 }),
    ],
    ['an end time years ahead', () => JSON.stringify({ sms: 8.64e15 })],
    ['a malformed end time', () => JSON.stringify({ sms: 'soon' })],
    ['a value that is not JSON', () => '{sms:'],
    ['a value of another shape', () => JSON.stringify([Date.now() + 30_000])],
  ])('%s is no countdown', (_, value) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    localStorage.setItem('smsCountdown', value())
    render(<Harness />, { wrapper: WithServerState })
    expect(sendButton()).toHaveTextContent(SMS_BUTTON_TEXT)
    expect(sendButton()).toBeEnabled()
  })
})
