import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { renderRoute, signInApp } from '@tests/render'
import { onRequest } from '@tests/record-requests'
import type { HeroProps } from '../components/hero'
import type { ProgressCardProps } from '../components/progress-card'

// What the page drew in which order: the hero's renders and commits, the renders of a card below the main
// button, and the banners' call.
const order = vi.hoisted(() => [] as string[])

vi.mock('../components/hero', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../components/hero')>()
  return {
    ...actual,
    Hero(props: HeroProps) {
      order.push('hero rendered')
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

/** Opens the inviter home signed in, in WeChat or in the app, its story already seen. */
async function openHome(channel: 'wx' | 'app') {
  local.set('mgmStoryShown', '1')
  if (channel === 'app') {
    signInApp('opened')
    await renderRoute('/mgmfour', { channel, signedIn: false })
  } else {
    await renderRoute('/mgmfour', { channel, user: 'opened' })
  }
}

// docs/decisions/036-below-the-first-screen-in-slices.md: the first render of the drawn home is the hero and
// its button only; the cards under them are rendered after that commit, in a transition.
describe('the inviter home below its main button', () => {
  it.each(['wx', 'app'] as const)('is rendered after the hero is committed (%s)', async (channel) => {
    order.length = 0
    await openHome(channel)
    expect(screen.getByLabelText('我的奖学金')).toBeInTheDocument()
    expect(order.filter((step) => step !== 'hero rendered')[0]).toBe('hero committed')
    expect(order).toContain('card rendered')
  })
})

// docs/decisions/038: the banners at the foot of the home are asked for once the page is drawn, and their
// answer draws the carousel alone, not the page again.
describe('the inviter home’s banners', () => {
  it.each(['wx', 'app'] as const)(
    'are asked for after the page is drawn, and draw only themselves (%s)',
    async (channel) => {
      order.length = 0
      onRequest(({ request }) => {
        if (new URL(request.url).pathname.endsWith(endpoints.config.bannerList)) order.push('banners asked')
      })
      await openHome(channel)
      expect(await screen.findByRole('region', { name: '活动推荐' })).toBeInTheDocument()
      const asked = order.indexOf('banners asked')
      expect(asked).toBeGreaterThan(0)
      expect(order.slice(0, asked)).toContain('hero committed')
      // No render of the page (its hero) after the banners were asked for.
      expect(order.slice(asked + 1)).not.toContain('hero rendered')
    },
  )
})
