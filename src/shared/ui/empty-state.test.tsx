import { render, screen } from '@testing-library/react'
import { EmptyState } from './empty-state'

describe('EmptyState', () => {
  it('shows 暂无数据 with the inline picture and no action by default', () => {
    const { container } = render(<EmptyState />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(container.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument()
    expect(container.querySelector('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('uses a given picture URL and message, and renders the action', () => {
    const { container } = render(
      <EmptyState
        image="/img/no-prize.png"
        message="暂无奖品记录"
        action={<button type="button">去邀请</button>}
      />,
    )
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/no-prize.png')
    expect(container.querySelector('svg')).not.toBeInTheDocument()
    expect(screen.getByText('暂无奖品记录')).toBeInTheDocument()
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去邀请' })).toBeInTheDocument()
  })
})
