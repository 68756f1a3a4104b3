import { describe, expect, it } from 'vitest'
import { fireEvent, render } from '@testing-library/react'
import type { PointsInfo } from '@/api/points'
import { BalanceCard } from './balance-card'
import { Picture } from '@/shared/ui/picture'

/** Server pictures (prize tiles, the head picture): sized, lazy below the fold, a drawn placeholder. */
describe('Picture', () => {
  it('a picture is sized (no layout shift) and lazy when asked', () => {
    const { container } = render(<Picture src="https://img.example/p.png" kind="prize" size={48} lazy />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('width', '48')
    expect(img).toHaveAttribute('height', '48')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('a missing prize picture shows a drawn gift of the same size, never an empty shape', () => {
    const { container } = render(<Picture src="" kind="prize" size={48} />)
    const box = container.querySelector('[data-placeholder="prize"]') as HTMLElement
    expect(box.querySelector('svg rect')).not.toBeNull()
    expect(box.style.width).toBe('48px')
    expect(box.style.height).toBe('48px')
  })

  it('a picture that fails to load gives way to the placeholder', () => {
    const { container } = render(<Picture src="https://img.example/gone.png" kind="prize" size={40} />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-placeholder="prize"] svg')).not.toBeNull()
  })
})

describe('BalanceCard', () => {
  it('without a head picture the avatar is a default person, not an empty circle', () => {
    const info = { nickname: '王经理', headimgurl: '', integral: 1280 } as unknown as PointsInfo
    const { container } = render(<BalanceCard info={info} onRules={() => {}} onDetails={() => {}} />)
    const avatar = container.querySelector('[data-placeholder="avatar"]') as HTMLElement
    expect(avatar.querySelector('svg circle')).not.toBeNull()
    expect(avatar.style.width).toBe('40px')
  })
})
