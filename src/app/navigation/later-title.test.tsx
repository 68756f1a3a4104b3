import { describe, expect, it, vi } from 'vitest'

describe("a later route's title (route-table.ts, later-pages.ts)", () => {
  it('is set once later-pages.ts arrives, when the gate was drawn before it', async () => {
    // A fresh module graph: later-pages.ts not loaded yet, as in a page's first seconds.
    vi.resetModules()
    const { render, waitFor } = await import('@testing-library/react')
    const { MemoryRouter } = await import('react-router-dom')
    const { createElement } = await import('react')
    const { RouteGate } = await import('./route-gate')
    const { ROUTES, loadLaterPages } = await import('./route-table')
    const { PATHS } = await import('@/shared/lib/paths')
    const route = ROUTES.find((r) => r.path === PATHS.mamain)!
    expect(route.title).toBe('')
    document.title = '财富直销'
    const view = render(
      createElement(
        MemoryRouter,
        { initialEntries: [PATHS.mamain] },
        createElement(RouteGate, { route, children: createElement('p', null, '页面内容') }),
      ),
    )
    expect(view.getByText('页面内容')).toBeTruthy()
    expect(document.title).toBe('财富直销')
    await loadLaterPages()
    await waitFor(() => expect(document.title).toBe('系统维护'))
    view.unmount()
  })
})
