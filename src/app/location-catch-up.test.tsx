import { HashRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AppRouter, hashRoute } from './location-catch-up'
import { renderInSlices } from './start'

/** Stands for the outside world: the address changes once the router has read it, before it listens. */
let changeAddress: (() => void) | null = null
function AddressChangesNow() {
  changeAddress?.()
  changeAddress = null
  return null
}

const routes = (
  <Routes>
    <Route path="/a" element={<p>page A</p>} />
    <Route path="/b" element={<p>page B</p>} />
  </Routes>
)

/**
 * The first page renders in a transition; the address changes after the router has read it and before that
 * render commits, silently (a change the router's listener, attached at commit, never hears about). The page
 * drawn must follow the address, not the one the render started with.
 */
async function firstPageAfterAMissedChange(router: (children: React.ReactNode) => React.ReactNode) {
  window.history.replaceState(null, '', '#/a')
  const container = document.createElement('div')
  document.body.append(container)
  changeAddress = () => window.history.replaceState(null, '', '#/b')
  const root = renderInSlices(
    container,
    router(
      <>
        <AddressChangesNow />
        {routes}
      </>,
    ),
  )
  await new Promise<void>((resolve) => {
    const wait = () => (container.querySelector('p') ? resolve() : setTimeout(wait, 5))
    wait()
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  const text = container.textContent
  root.unmount()
  container.remove()
  return text
}

afterEach(() => window.history.replaceState(null, '', '#/'))

describe('AppRouter: the page follows the address from the first render on', () => {
  it('draws the page of the address when it changed while the first page was being drawn', async () => {
    expect(await firstPageAfterAMissedChange((children) => <AppRouter>{children}</AppRouter>)).toBe('page B')
  })

  it('(what a plain HashRouter does: the page of the address it started with)', async () => {
    expect(await firstPageAfterAMissedChange((children) => <HashRouter>{children}</HashRouter>)).toBe(
      'page A',
    )
  })

  it('reads the route from the hash', () => {
    expect(hashRoute('#/fundDetailOpen?fundCode=294304')).toBe('/fundDetailOpen?fundCode=294304')
    expect(hashRoute('')).toBe('/')
    expect(hashRoute('#')).toBe('/')
  })
})
