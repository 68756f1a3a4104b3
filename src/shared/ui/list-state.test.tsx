import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/http'
import { ListFailed, MoreFailed } from './list-state'

const network = new ApiError('网络飘走了,请稍候再试哦', 'NETWORK', 'network')
const refused = new ApiError('产品查询服务繁忙', '1111', 'business')

describe('ListFailed (page 1 of a list failed)', () => {
  it('says 加载失败, to check the network for a network failure only, and retries on 重新加载', async () => {
    const onRetry = vi.fn()
    render(<ListFailed error={network} onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('加载失败')
    expect(alert).toHaveTextContent('请检查网络后重试')
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('a refusal shows the server’s message, not the network advice', () => {
    render(<ListFailed error={refused} onRetry={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent('产品查询服务繁忙')
    expect(screen.getByRole('alert')).not.toHaveTextContent('请检查网络后重试')
  })
})

describe('MoreFailed (a later page failed)', () => {
  it.each([
    ['a network failure', network, '加载失败，请检查网络后重试', 'network'],
    ['a refusal', refused, '加载失败，产品查询服务繁忙', 'service'],
    ['an unknown failure', undefined, '加载失败，服务繁忙，请稍后重试', 'service'],
  ])('%s: %s', async (_, error, text, kind) => {
    const onRetry = vi.fn()
    render(<MoreFailed error={error} onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(alert).toHaveAttribute('data-failure', kind)
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('while the page is asked again, its button says 加载中 and cannot be tapped', () => {
    render(<MoreFailed error={network} onRetry={() => {}} busy />)
    expect(screen.getByRole('button', { name: '加载中' })).toBeDisabled()
  })
})
