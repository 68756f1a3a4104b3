import { describe, expect, it } from 'vitest'
import { renderInSlices } from './start'

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

describe('renderInSlices (the first page drawn in slices)', () => {
  it('lets other tasks run while a large first page renders, and draws all of it', async () => {
    const log: string[] = []
    const container = document.createElement('div')
    document.body.append(container)
    let ticking = true
    const tick = () => {
      if (!ticking) return
      log.push('task')
      setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    const root = renderInSlices(
      container,
      Array.from({ length: 30 }, (_, i) => <Busy key={i} ms={3} log={log} name={`part ${i}`} />),
    )
    await new Promise<void>((resolve) => {
      const wait = () => (container.querySelectorAll('p').length === 30 ? resolve() : setTimeout(wait, 5))
      wait()
    })
    ticking = false
    const first = log.findIndex((e) => e.startsWith('part'))
    const last = log.findLastIndex((e) => e.startsWith('part'))
    // Other tasks ran between the first and the last part: the render was not one long task.
    expect(log.slice(first, last).filter((e) => e === 'task').length).toBeGreaterThan(3)
    root.unmount()
    container.remove()
  })
})
