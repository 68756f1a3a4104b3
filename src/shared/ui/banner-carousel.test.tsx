import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BannerCarousel, type Banner } from './banner-carousel'

const A: Banner = { id: 1, pic: '/img/a.png', jumpTarget: '#/pointsMall', title: '积分商城' }
const B: Banner = { id: 2, pic: '/img/b.png', jumpTarget: '', title: '新春活动' }

const bullets = (container: HTMLElement) => container.querySelectorAll('.swiper-pagination-bullet')

describe('BannerCarousel', () => {
  it('renders nothing for an empty list', () => {
    const { container } = render(<BannerCarousel banners={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('hides the indicators for a single banner', () => {
    const { container } = render(<BannerCarousel banners={[A]} onNavigate={() => {}} />)
    expect(screen.getByRole('img', { name: '积分商城' })).toBeInTheDocument()
    expect(container.querySelector('.swiper-pagination')).not.toBeInTheDocument()
    expect(bullets(container)).toHaveLength(0)
  })

  it('shows one indicator per banner when there are two', () => {
    const { container } = render(<BannerCarousel banners={[A, B]} onNavigate={() => {}} />)
    expect(bullets(container)).toHaveLength(2)
  })

  it('does nothing when a banner without a target is tapped', async () => {
    const onNavigate = vi.fn()
    render(<BannerCarousel banners={[B, { ...A, jumpTarget: '   ' }]} onNavigate={onNavigate} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('img', { name: '新春活动' }))
    await userEvent.click(screen.getByRole('img', { name: '积分商城' }))
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('hands the target of a tapped banner to onNavigate', async () => {
    const onNavigate = vi.fn()
    render(<BannerCarousel banners={[A, B]} onNavigate={onNavigate} />)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: '积分商城' }))
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('#/pointsMall')
  })

  it('follows an in-app target by hash when no onNavigate is given', async () => {
    window.location.hash = ''
    render(<BannerCarousel banners={[A]} />)
    await userEvent.click(screen.getByRole('button', { name: '积分商城' }))
    expect(window.location.hash).toBe('#/pointsMall')
    window.location.hash = ''
  })

  it('sizes every image, lazy-loads all but the first and labels untitled targets', () => {
    const C: Banner = { id: 3, pic: '/img/c.png', jumpTarget: '#/x' }
    render(<BannerCarousel banners={[A, C, B]} height={120} onNavigate={() => {}} />)
    const imageOf = (pic: string) => document.querySelector(`img[src="${pic}"]`)
    for (const { pic } of [A, B, C]) {
      expect(imageOf(pic)).toHaveAttribute('width', '375')
      expect(imageOf(pic)).toHaveAttribute('height', '120')
      expect(imageOf(pic)).toHaveAttribute('decoding', 'async')
    }
    expect(imageOf(A.pic)).not.toHaveAttribute('loading', 'lazy')
    expect(imageOf(B.pic)).toHaveAttribute('loading', 'lazy')
    expect(imageOf(C.pic)).toHaveAttribute('loading', 'lazy')
    expect(imageOf(C.pic)).toHaveAttribute('alt', '')
    expect(screen.getByRole('button', { name: '查看活动详情' })).toBeInTheDocument()
  })
})
