import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { local } from '@/shared/lib/storage'
import { renderRoute, signInApp } from '@tests/render'
import type { HeroProps } from '../components/hero'
import type { ProgressCardProps } from '../components/progress-card'

// What the page drew in which order: the hero's commits and the renders of a card below the main button.
const order = vi.hoisted(() => [] as string[])

vi.mock('../components/hero', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../components/hero')>()
  return {
    ...actual,
    Hero(props: HeroProps) {
      useLayoutEffect(() => {
        order.push('hero committed')
      }, [])
      return <actual.Hero {...props} />
    },
  }
})

vi.mock('../components/progress-card', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../components/progress-card')>()
  return {
    ...actual,
    ProgressCard(props: ProgressCardProps) {
      order.push('card rendered')
      return <actual.ProgressCard {...props} />
    },
  }
})

// docs/decisions/036-below-the-first-screen-in-slices.md: the first render of the drawn home is the hero and
// its button only; the cards under them are rendered after that commit, in a transition.
describe('the inviter home below its main button', () => {
  it.each(['wx', 'app'] as const)('is rendered after the hero is committed (%s)', async (channel) => {
    local.set('mgmStoryShown', '1')
    order.length = 0
    if (channel === 'app') {
      signInApp('opened')
      await renderRoute('/mgmfour', { channel, signedIn: false })
    } else {
      await renderRoute('/mgmfour', { channel, user: 'opened' })
    }
    expect(screen.getByLabelText('我的奖学金')).toBeInTheDocument()
    expect(order[0]).toBe('hero committed')
    expect(order).toContain('card rendered')
  })
})
