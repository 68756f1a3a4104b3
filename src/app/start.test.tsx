import { createRoot } from 'react-dom/client'
import { HashRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ShownLocation } from './navigation/shown-location'

/** Keeps the main thread busy for `ms`, as a slow phone's render of a big page does. */
function spin(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    /* rendering */
  }
}

function Busy({ ms, log, name }: { ms: number; log: string[]; name: string }) {
  spin(ms)
  log.push(name)
  return <p>{name}</p>
}

/** The app as start() renders it: the hash router around the shown location, rendered plainly. */
function startApp(children: React.ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <HashRouter>
      <ShownLocation>{children}</ShownLocation>
    </HashRouter>,
  )
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const wait = () => (done() ? resolve() : setTimeout(wait, 5))
      wait()
    })
  const stop = () => {
    root.unmount()
    container.remove()
  }
  return { container, until, stop }
}

afterEach(() => window.history.replaceState(null, '', '#/'))

describe('start-up: the first page (docs/architecture.md, Start-up)', () => {
  it('is drawn in slices: other tasks run while a large first page renders, and all of it is drawn', async () => {
    window.history.replaceState(null, '', '#/a')
    const log: string[] = []
    let ticking = true
    const tick = () => {
      if (!ticking) return
      log.push('task')
      setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    const app = startApp(
      Array.from({ length: 30 }, (_, i) => <Busy key={i} ms={3} log={log} name={`part ${i}`} />),
    )
    await app.until(() => app.container.querySelectorAll('p').length === 30)
    ticking = false
    const first = log.findIndex((e) => e.startsWith('part'))
    const last = log.findLastIndex((e) => e.startsWith('part'))
    // Other tasks ran between the first and the last part: the render was not one long task.
    expect(log.slice(first, last).filter((e) => e === 'task').length).toBeGreaterThan(3)
    app.stop()
  })

  it('follows the address when it changes while the first page is being drawn', async () => {
    window.history.replaceState(null, '', '#/a')
    let changed = false
    /** The outside world: the page opened again with another hash, in the middle of the first draw. */
    function AddressChangesNow() {
      if (!changed) {
        changed = true
        window.history.pushState(null, '', '#/b')
        window.dispatchEvent(new PopStateEvent('popstate'))
      }
      return null
    }
    const app = startApp(
      <>
        <AddressChangesNow />
        <Routes>
          <Route path="/a" element={<p>page A</p>} />
          <Route path="/b" element={<p>page B</p>} />
        </Routes>
      </>,
    )
    await app.until(() => app.container.textContent === 'page B')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(app.container.textContent).toBe('page B')
    app.stop()
  })
})
