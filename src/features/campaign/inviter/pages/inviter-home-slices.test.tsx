import { useLayoutEffect, useSyncExternalStore } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { local } from '@/shared/lib/storage'
import { renderRoute, signInApp } from '@tests/render'
import type { HeroProps } from '../components/hero'
import type { ProgressCardProps } from '../components/progress-card'

// What the page drew in which order: the hero's renders and commits, and the renders of a card below the
// main button.
const order = vi.hoisted(() => [] as string[])

// The banners' query as a store the test answers: whether each read asked for them, and what they are.
const banners = vi.hoisted(() => ({
  asked: [] as boolean[],
  data: undefined as { pic: string }[] | undefined,
  listeners: new Set<() => void>(),
  answer(data: { pic: string }[]) {
    this.data = data
    this.listeners.forEach((listener) => listener())
  },
}))
vi.mock('@/api/config-queries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/config-queries')>()
  return {
    ...actual,
    useBanners(_type: string, _channel: string, options: { enabled?: boolean } = {}) {
      banners.asked.push(options.enabled !== false)
      const data = useSyncExternalStore(
        (listener) => {
          banners.listeners.add(listener)
          return () => banners.listeners.delete(listener)
        },
        () => banners.data,
      )
      return { data: options.enabled === false ? undefined : data }
    },
  }
})

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
      banners.asked.length = 0
      banners.data = undefined
      await openHome(channel)
      expect(screen.getByLabelText('我的奖学金')).toBeInTheDocument()
      expect(banners.asked[0]).toBe(false)
      await waitFor(() => expect(banners.asked.at(-1)).toBe(true))
      // What the answer renders, React renders inside act(): the page (its hero) is not part of it.
      const heroRenders = () => order.filter((step) => step === 'hero rendered').length
      const before = heroRenders()
      act(() => banners.answer([{ pic: 'https://api.xywealth.com.cn/banner.png' }]))
      expect(heroRenders()).toBe(before)
      expect(await screen.findByRole('region', { name: '活动推荐' })).toBeInTheDocument()
    },
  )
})
