import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WrongfulLoginNotice } from './wrongful-login-notice'

const TEXT = '检测到您的账号存在异常登录。\n如非本人操作，请致电950950。'

describe('WrongfulLoginNotice', () => {
  it('shows the server text as plain text with its line breaks, and closes on 我知道了', async () => {
    const onClose = vi.fn()
    render(<WrongfulLoginNotice visible text={TEXT} onClose={onClose} />)
    const alert = screen.getByRole('alertdialog', { name: '温馨提示' })
    expect(alert).toHaveAccessibleDescription(TEXT)
    const paragraph = within(alert).getByText(/检测到您的账号存在异常登录/)
    expect(paragraph.textContent).toBe(TEXT)
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['我知道了'])
    await userEvent.click(within(alert).getByRole('button', { name: '我知道了' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('never interprets the text as HTML', () => {
    render(<WrongfulLoginNotice visible text={'<img src=x onerror=alert(1)>提示'} onClose={() => {}} />)
    const alert = screen.getByRole('alertdialog')
    expect(alert.querySelector('img')).toBeNull()
    expect(within(alert).getByText('<img src=x onerror=alert(1)>提示')).toBeInTheDocument()
  })

  it('is absent while not visible', () => {
    render(<WrongfulLoginNotice visible={false} text={TEXT} onClose={() => {}} />)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByText('我知道了')).not.toBeInTheDocument()
  })
})
