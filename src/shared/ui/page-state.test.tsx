import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BlockedChannel, HOTLINE_HINT, RESTRICTED_TEXT, RestrictedUser } from './gate-notices'
import { PageError, PageLoading, SLOW_AFTER_MS } from './page-state'
import { SLOW_NETWORK_TEXT as SLOW_TEXT } from '@/shared/lib/failure'
import { HOTLINE, RISK_WARNING } from './risk-footer'
import { ApiError } from '@/api/http'
import { RouteMetaContext } from '@/shared/lib/route-meta'

describe('PageLoading', () => {
  it('is a busy status with a skeleton and no text content', () => {
    render(<PageLoading />)
    const status = screen.getByRole('status', { name: '加载中' })
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(status.querySelector('.adm-skeleton')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says the network is slow after SLOW_AFTER_MS and offers 重新加载, and not before', async () => {
    vi.useFakeTimers()
    try {
      const onRetry = vi.fn()
      render(<PageLoading onRetry={onRetry} />)
      act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1))
      expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('status', { name: '加载中' })).toHaveTextContent(SLOW_TEXT)
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
      expect(onRetry).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('PageError', () => {
  it('shows the message and retries on 重新加载', async () => {
    const onRetry = vi.fn()
    render(<PageError message="产品信息加载失败" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('产品信息加载失败')
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('has a default message', () => {
    render(<PageError onRetry={() => {}} />)
    expect(screen.getByText('页面加载失败')).toBeInTheDocument()
  })

  const icon = () => screen.getByRole('alert').querySelector('svg')?.getAttribute('data-icon')

  it('says “check the network”, with the disconnected picture, for a network failure only', () => {
    render(
      <PageError
        message="奖品加载失败"
        error={new ApiError('网络飘走了,请稍候再试哦', 'NETWORK', 'network')}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('请检查网络后重试')
    expect(icon()).toBe('disconnected')
  })

  it.each([
    ['5555', new ApiError('登录信息已失效，请重新进入', '5555', 'auth'), '登录信息已失效，请重新进入'],
    ['4444', new ApiError('活动太火爆了，请稍后再试', '4444', 'business'), '活动太火爆了，请稍后再试'],
    ['a code without a message', new ApiError('', '9999', 'business'), '服务繁忙，请稍后重试'],
    ['a page bug', new TypeError('x is undefined'), '服务繁忙，请稍后重试'],
    ['an unknown failure', undefined, '服务繁忙，请稍后重试'],
  ])(
    'for %s: the server’s message (or a neutral text) under a neutral picture, no network advice',
    (_, error, text) => {
      render(<PageError message="奖品加载失败" error={error} />)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(text)
      expect(alert).not.toHaveTextContent('请检查网络后重试')
      expect(alert).not.toHaveTextContent('x is undefined')
      expect(icon()).toBe('notice')
    },
  )
})

describe('BlockedChannel', () => {
  it('says 请使用微信打开页面 and offers to copy the link', () => {
    render(<BlockedChannel />)
    expect(screen.getByRole('heading', { name: '请使用微信打开页面' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '复制链接' })).toBeInTheDocument()
  })
})

describe('full-page notices carry the risk footer and the hotline (account-and-shared §1)', () => {
  it('BlockedChannel', () => {
    render(<BlockedChannel />)
    expect(screen.getByText(RISK_WARNING)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `客服热线：${HOTLINE}` })).toHaveAttribute(
      'href',
      `tel:${HOTLINE}`,
    )
  })

  it('RestrictedUser shows limitContent, the hotline and the footer', () => {
    render(<RestrictedUser text="您的账户存在交易限制" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('您的账户存在交易限制')
    expect(alert).toHaveTextContent(HOTLINE_HINT)
    expect(screen.getByRole('link', { name: HOTLINE })).toHaveAttribute('href', `tel:${HOTLINE}`)
    expect(screen.getByText(RISK_WARNING)).toBeInTheDocument()
  })

  it.each([undefined, null, '', '   '])(
    'RestrictedUser with limitContent %o: never a blank warning',
    (text) => {
      render(<RestrictedUser text={text} />)
      expect(screen.getByRole('alert')).toHaveTextContent(RESTRICTED_TEXT)
    },
  )
})

describe('PageError on a page that needs no login', () => {
  it('after a 403 says the service is busy and loads again, with no 重新登录', async () => {
    const onRetry = vi.fn()
    render(
      <RouteMetaContext.Provider value={{ path: '/productMarket', title: '产品信息查询', login: false }}>
        <PageError message="加载失败" error={new ApiError('Forbidden', '403', 'auth')} onRetry={onRetry} />
      </RouteMetaContext.Provider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙，请稍后重试')
    expect(screen.queryByText('登录已失效，请重新登录')).toBeNull()
    expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('on a page that needs one, the same 403 still asks to sign in again', () => {
    render(
      <RouteMetaContext.Provider value={{ path: '/mgmfour', title: '邀请好友', login: true }}>
        <PageError error={new ApiError('Forbidden', '403', 'auth')} onRetry={() => {}} />
      </RouteMetaContext.Provider>,
    )
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument()
  })
})
