import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { env } from '@/shared/lib/env'
import { HOTLINE, RISK_WARNING } from './risk-footer'
import { pickStop, StopNotice } from './stop-notice'

describe('pickStop', () => {
  it.each([
    undefined,
    null,
    'x',
    3,
    {},
    [],
    [null, 1, 'a', []],
    [{ stopContent: '<p>x</p>' }],
    [{ stopType: '' }],
  ])('gives null for %j', (list) => {
    expect(pickStop(list)).toBeNull()
  })

  it('skips entries that cannot be shown and returns the first good one', () => {
    const list = [
      { stopType: 1, stopContent: '   ' },
      { stopType: '2' },
      {
        stopType: '2',
        stopImg: 'https://cdn.example.com/stop.png',
        stopJumpUrl: '#/pointsHome',
        extra: true,
      },
      { stopType: 1, stopContent: '<p>later</p>' },
    ]
    expect(pickStop(list)).toEqual({
      stopType: '2',
      stopContent: undefined,
      stopImg: 'https://cdn.example.com/stop.png',
      stopJumpUrl: '#/pointsHome',
    })
  })

  it('accepts a numeric or string rich-text type', () => {
    expect(pickStop([{ stopType: 1, stopContent: '<p>已结束</p>' }])?.stopType).toBe(1)
    expect(pickStop([{ stopType: ' 1 ', stopContent: '<p>已结束</p>' }])?.stopType).toBe('1')
  })
})

describe('StopNotice', () => {
  it.each([
    ['a rich-text stop', { stopType: 1, stopContent: '<p>活动已结束</p>' }],
    ['a picture stop', { stopType: '2', stopImg: '/stop.png', stopJumpUrl: '#/pointsHome' }],
  ])('is a page of its own with the risk footer: %s (marketing §1, §2.13)', (_, stop) => {
    render(<StopNotice stop={stop} />)
    const page = screen.getByRole('main')
    expect(page).toHaveTextContent(RISK_WARNING)
    expect(within(page).getByRole('contentinfo')).toHaveTextContent(HOTLINE)
  })

  it('shows sanitised rich text for stopType 1 and no image or button', () => {
    render(
      <StopNotice stop={{ stopType: 1, stopContent: '<h3>活动已结束</h3><img src=x onerror=alert(1)>' }} />,
    )
    expect(screen.getByRole('heading', { name: '活动已结束' })).toBeInTheDocument()
    expect(document.querySelector('img[onerror]')).toBeNull()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows a tappable picture that goes to stopJumpUrl', async () => {
    const onNavigate = vi.fn()
    render(
      <StopNotice
        stop={{ stopType: '2', stopContent: 'https://cdn.example.com/s.png', stopJumpUrl: '#/pointsHome' }}
        onNavigate={onNavigate}
      />,
    )
    expect(screen.getByRole('img', { name: '活动已结束' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/s.png',
    )
    await userEvent.click(screen.getByRole('button', { name: '活动已结束' }))
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('#/pointsHome')
  })

  it('falls back to stopImg and is not tappable without a jump url', () => {
    render(<StopNotice stop={{ stopType: 2, stopImg: '/img/stop.png' }} />)
    expect(screen.getByRole('img', { name: '活动已结束' })).toHaveAttribute('src', '/img/stop.png')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  describe('default navigation', () => {
    const realLocation = window.location
    const assign = vi.fn()
    beforeEach(() => {
      assign.mockReset()
      Object.defineProperty(window, 'location', {
        value: { host: realLocation.host, hash: '', assign },
        configurable: true,
      })
    })
    afterEach(() => Object.defineProperty(window, 'location', { value: realLocation, configurable: true }))

    it('follows a hash route and an official-domain URL (timestamped: a direct-sales link)', async () => {
      const { unmount } = render(
        <StopNotice stop={{ stopType: 2, stopImg: '/s.png', stopJumpUrl: '#/mgmfour' }} />,
      )
      await userEvent.click(screen.getByRole('button'))
      expect(window.location.hash).toBe('/mgmfour')
      unmount()
      const official = `https://${env().officialDomain}/act`
      render(<StopNotice stop={{ stopType: 2, stopImg: '/s.png', stopJumpUrl: official }} />)
      await userEvent.click(screen.getByRole('button'))
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${official}\\?t=\\d+$`)))
    })

    it('ignores an unsafe URL (user-info or a non-https scheme)', async () => {
      render(
        <StopNotice stop={{ stopType: 2, stopImg: '/s.png', stopJumpUrl: 'https://a@evil.example.com/' }} />,
      )
      await userEvent.click(screen.getByRole('button'))
      expect(assign).not.toHaveBeenCalled()
      expect(window.location.hash).toBe('')
    })
  })
})
