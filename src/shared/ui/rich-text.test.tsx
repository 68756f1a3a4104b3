import { env } from '@/shared/lib/env'
import { render, screen } from '@testing-library/react'
import { RichText } from './rich-text'

describe('RichText', () => {
  it('renders the sanitised HTML', () => {
    render(<RichText html={`<p>活动规则</p><a href="https://${env().officialDomain}/rule">详情</a>`} />)
    expect(screen.getByText('活动规则').tagName).toBe('P')
    const link = screen.getByRole('link', { name: '详情' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('strips script and handlers before they reach the DOM', () => {
    const { container } = render(
      <RichText
        html={
          '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">点</a>'
        }
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).not.toHaveAttribute('onerror')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('点')).toBeInTheDocument()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('renders an empty block for missing content and keeps the class', () => {
    const { container } = render(<RichText html={undefined} className="rules" />)
    expect(container.firstElementChild).toBeEmptyDOMElement()
    expect(container.firstElementChild).toHaveClass('rules')
  })
})
