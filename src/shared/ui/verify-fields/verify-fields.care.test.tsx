import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { WithServerState } from '@tests/server-state'
import { verifyService } from '@/api/verify-service'
import { setCareMode } from '@/shared/theme/care-mode'
import { CAPTCHA_REFRESH_TEXT, CAPTCHA_UNZOOM_TEXT, CAPTCHA_ZOOM_TEXT, useVerifyForm, VerifyFields } from '.'

function Harness() {
  const form = useVerifyForm()
  return <VerifyFields form={form} service={verifyService} />
}

const captchaSrc = () => screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')

afterEach(() => document.documentElement.removeAttribute('data-care'))

describe('the image captcha in 关怀模式', () => {
  it('offers no extra controls in normal mode', async () => {
    render(<Harness />, { wrapper: WithServerState })
    await userEvent.type(screen.getByLabelText('手机号'), '13800000000')
    await screen.findByRole('img', { name: '图形验证码' })
    expect(screen.queryByRole('button', { name: CAPTCHA_REFRESH_TEXT })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: CAPTCHA_ZOOM_TEXT })).not.toBeInTheDocument()
  })

  it('offers 换一张 and a readable full-width view of the same image', async () => {
    setCareMode(true)
    render(<Harness />, { wrapper: WithServerState })
    await userEvent.type(screen.getByLabelText('手机号'), '13800000000')
    await screen.findByRole('img', { name: '图形验证码' })
    const first = captchaSrc()

    const zoom = screen.getByRole('button', { name: CAPTCHA_ZOOM_TEXT })
    expect(zoom).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(zoom)
    const big = screen.getByRole('img', { name: '图形验证码（放大）' })
    expect(big).toHaveAttribute('src', first)
    expect(zoom).toHaveAttribute('aria-expanded', 'true')
    expect(zoom).toHaveTextContent(CAPTCHA_UNZOOM_TEXT)
    expect(document.getElementById(zoom.getAttribute('aria-controls')!)).toContainElement(big)

    await userEvent.click(screen.getByRole('button', { name: CAPTCHA_REFRESH_TEXT }))
    await waitFor(() => expect(captchaSrc()).not.toBe(first))
    // The enlarged view shows the new image too.
    expect(screen.getByRole('img', { name: '图形验证码（放大）' })).toHaveAttribute('src', captchaSrc())
  })
})
