import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useEffect, type ComponentType } from 'react'
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { browser } from '@/shared/lib/browser'
import { CHECK_NETWORK_TEXT, RELEASE_CHANGED_TEXT, RELEASE_CHANGED_TITLE } from '@/shared/lib/failure'
import { WithServerState } from '@tests/server-state'
import { recoverCodeLoad, resetCodeRecovery } from './code-recovery'
import { recoverFailedLoadsWith } from './navigation/page-loader'
import { PAGE_CODE_FAILED_TITLE } from './route-error-boundary'
import { AppRoutes } from './navigation/router'

/**
 * A page's code that does not load, across the change (docs/deployment.md, "Releases"): the customer on
 * one page taps into another whose file the server no longer has, or cannot send.
 */
const pages = vi.hoisted(() => {
  const failure = () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/next-a1.js'),
    )
  const state = {
    /** How the next page's file answers, and how often it was asked for. */
    next: 'fail' as 'fail' | 'arrive',
    asked: 0,
  }
  return { state, failure }
})

vi.mock('./navigation/route-table', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./navigation/route-table')>()
  const Here = () => <main>这一页</main>
  const Next = () => <main>下一页</main>
  const here = () => Promise.resolve({ default: Here as ComponentType })
  // One next page per test (a page that arrived stays arrived for the page load): /next0, /next1, …
  const next = () => () => {
    pages.state.asked++
    return pages.state.next === 'fail' ? pages.failure() : Promise.resolve({ default: Next as ComponentType })
  }
  const row = (path: string, page: () => Promise<{ default: ComponentType }>) =>
    ({
      path,
      title: path,
      channels: 'public',
      login: false,
      page,
    }) as unknown as (typeof actual.ROUTES)[number]
  const ROUTES = [row('/here', here), ...[0, 1, 2, 3, 4].map((n) => row(`/next${n}`, next()))]
  return { ...actual, ROUTES }
})

const RELEASE_A = '/assets/index-AAAA1111.js'
const indexOf = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`

/** What the server answers for index.html now: a release's entry, or nothing (the network is down). */
function serveIndex(answer: string | 'network') {
  server.use(
    http.get(window.location.href.split('#')[0], () =>
      answer === 'network' ? HttpResponse.error() : HttpResponse.html(indexOf(answer)),
    ),
  )
}

let test = -1
/** Opens a page, then taps into this test's next page. */
async function openHereThenTapNext(next = `/next${test}`) {
  const router: { navigate?: NavigateFunction } = {}
  function Nav() {
    const navigate = useNavigate()
    useEffect(() => {
      router.navigate = navigate
    })
    return null
  }
  render(
    <MemoryRouter initialEntries={['/here']}>
      <AppRoutes />
      <Nav />
    </MemoryRouter>,
    { wrapper: WithServerState },
  )
  await screen.findByText('这一页')
  await act(() => void router.navigate!(next))
}

let reload: ReturnType<typeof vi.spyOn>
beforeAll(() => recoverFailedLoadsWith(recoverCodeLoad))
beforeEach(() => {
  const script = document.createElement('script')
  script.type = 'module'
  script.setAttribute('src', RELEASE_A)
  document.head.append(script)
  pages.state.next = 'fail'
  pages.state.asked = 0
  test++
  reload = vi.spyOn(browser, 'reloadFresh').mockImplementation(() => {})
})
afterEach(() => {
  document.head.querySelectorAll('script[type="module"]').forEach((s) => s.remove())
  resetCodeRecovery()
  reload.mockRestore()
})

describe('a page whose code did not arrive', () => {
  it('after a network drop: says it was the network, and 重新加载 asks for the file again', async () => {
    serveIndex('network')
    await openHereThenTapNext()
    expect(await screen.findByText(PAGE_CODE_FAILED_TITLE)).toBeInTheDocument()
    expect(screen.getByText(CHECK_NETWORK_TEXT)).toBeInTheDocument()
    const asked = pages.state.asked
    // The network is back.
    pages.state.next = 'arrive'
    serveIndex(RELEASE_A)
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('下一页')).toBeInTheDocument()
    expect(pages.state.asked).toBeGreaterThan(asked)
    expect(reload).not.toHaveBeenCalled()
  })

  it('after a release was deployed: reloads the document at the new address, with no error shown', async () => {
    serveIndex('/assets/index-BBBB2222.js')
    await openHereThenTapNext()
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(PAGE_CODE_FAILED_TITLE)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('when the reload did not bring the new release: says the page was updated, and 重新加载 reloads', async () => {
    serveIndex('/assets/index-BBBB2222.js')
    await openHereThenTapNext()
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    // The "reloaded" document (a new render, with its page still to load) still runs release A, as some
    // cache served it: no second reload by itself.
    resetCodeRecovery()
    cleanup()
    await openHereThenTapNext('/next4')
    expect(await screen.findByText(RELEASE_CHANGED_TITLE)).toBeInTheDocument()
    expect(screen.getByText(RELEASE_CHANGED_TEXT)).toBeInTheDocument()
    expect(reload).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('on an engine that keeps the failure: a retry that fails with the site up loads a new document', async () => {
    serveIndex('network')
    await openHereThenTapNext()
    await screen.findByText(PAGE_CODE_FAILED_TITLE)
    // The network is back, but the engine answers the import from its memory of the failure.
    serveIndex(RELEASE_A)
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })
})
