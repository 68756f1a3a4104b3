import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect, type ComponentType } from 'react'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateFunction,
} from 'react-router-dom'
import { vi } from 'vitest'
import { loadPage } from './page-loader'
import { NAVIGATION_WAIT_MS, ShownLocation } from './shown-location'

/** Page loaders the test answers by hand, by path. */
const loaders = vi.hoisted(() => new Map<string, () => Promise<{ default: ComponentType }>>())
vi.mock('./resolve-route', () => {
  const resolveRoute = (pathname: string) => {
    const page = loaders.get(pathname)
    return page && { path: pathname, page }
  }
  return { resolveRoute, startRoute: resolveRoute }
})

const Page = () => null

/** A loader for `path` that answers when the test says so. */
function slowPage(path: string) {
  let answer!: () => void
  let fail!: () => void
  const arrived = new Promise<{ default: ComponentType }>((resolve, reject) => {
    answer = () => resolve({ default: Page })
    fail = () => reject(new Error('chunk failed'))
  })
  loaders.set(path, () => arrived)
  return {
    answer: () => act(async () => answer()),
    fail: () => act(async () => fail()),
  }
}

function renderAt(path: string) {
  const router: { navigate?: NavigateFunction } = {}
  function Where() {
    const { pathname, search } = useLocation()
    return <p data-testid="where">{`${pathname}${search} ${useNavigationType()}`}</p>
  }
  function Nav() {
    const navigate = useNavigate()
    useEffect(() => {
      router.navigate = navigate
    })
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShownLocation>
        <Where />
      </ShownLocation>
      <Nav />
    </MemoryRouter>,
  )
  return (to: string) => act(() => void router.navigate!(to))
}

const shown = () => screen.queryByTestId('where')?.textContent

/** Renders at `path` and waits for the first page (drawn in a transition once its code is there). */
async function startAt(path: string) {
  const go = renderAt(path)
  await waitFor(() => expect(shown()).toBeDefined())
  return go
}

/** The page the tests start on: its code has arrived. */
const here = () => Promise.resolve({ default: Page })
beforeEach(async () => {
  loaders.clear()
  loaders.set('/here', here)
  await loadPage(here)
})
afterEach(() => vi.useRealTimers())

describe('the first page', () => {
  it('is drawn once its code has arrived, with nothing on screen before', async () => {
    const page = slowPage('/page')
    renderAt('/page')
    expect(shown()).toBeUndefined()
    expect(document.body).toHaveAttribute('aria-busy', 'true')
    await page.answer()
    await waitFor(() => expect(shown()).toBe('/page POP'))
    expect(document.body).not.toHaveAttribute('aria-busy')
  })

  it('is drawn after NAVIGATION_WAIT_MS without its code (its skeleton is the feedback)', async () => {
    vi.useFakeTimers()
    slowPage('/slow')
    renderAt('/slow')
    await act(async () => vi.advanceTimersByTime(NAVIGATION_WAIT_MS - 1))
    expect(shown()).toBeUndefined()
    await act(async () => vi.advanceTimersByTime(1))
    expect(shown()).toBe('/slow POP')
  })
})

describe('the shown location', () => {
  it('keeps the page on screen until the next page’s code has arrived, then shows it as a push', async () => {
    const next = slowPage('/next')
    const go = await startAt('/here')
    await go('/next')
    expect(shown()).toBe('/here POP')
    expect(document.body).toHaveAttribute('aria-busy', 'true')
    await next.answer()
    expect(shown()).toBe('/next PUSH')
    expect(document.body).not.toHaveAttribute('aria-busy')
  })

  it('shows a page whose code has not arrived after NAVIGATION_WAIT_MS (its skeleton is the feedback)', async () => {
    slowPage('/slow')
    const go = await startAt('/here')
    vi.useFakeTimers()
    await go('/slow')
    await act(async () => vi.advanceTimersByTime(NAVIGATION_WAIT_MS - 1))
    expect(shown()).toBe('/here POP')
    await act(async () => vi.advanceTimersByTime(1))
    expect(shown()).toBe('/slow PUSH')
    expect(document.body).not.toHaveAttribute('aria-busy')
  })

  it('shows a page whose code failed to load at once (its route retries and shows the error)', async () => {
    const broken = slowPage('/broken')
    const go = await startAt('/here')
    await go('/broken')
    await broken.fail()
    expect(shown()).toBe('/broken PUSH')
  })

  it('draws a change of the page’s own parameters, and any address without a page, at once', async () => {
    const go = await startAt('/here')
    await go('/here?tab=1')
    expect(shown()).toBe('/here?tab=1 PUSH')
    await go('/nowhere')
    expect(shown()).toBe('/nowhere PUSH')
    expect(document.body).not.toHaveAttribute('aria-busy')
  })

  it('draws a page at once when nothing worth keeping is on screen (an address on its way elsewhere)', async () => {
    slowPage('/slow')
    const go = await startAt('/')
    await go('/slow')
    expect(shown()).toBe('/slow PUSH')
  })

  it('follows the last address when a second tap comes before the first page arrived', async () => {
    const first = slowPage('/first')
    const second = slowPage('/second')
    const go = await startAt('/here')
    await go('/first')
    await go('/second')
    await first.answer()
    expect(shown()).toBe('/here POP')
    await second.answer()
    expect(shown()).toBe('/second PUSH')
  })
})
