import { describe, expect, it } from 'vitest'
import { loadInSteps } from './page-loader'

describe('loadInSteps (the shell evaluated in several tasks)', () => {
  it('starts each loader in a task of its own, after the previous one resolved, and gives the last value', async () => {
    const log: string[] = []
    // A timer queued when a step resolves runs before the next step only if that step waits for a new task.
    const step = (name: string) => async () => {
      log.push(`${name} start`)
      await Promise.resolve()
      setTimeout(() => log.push(`task after ${name}`), 0)
      log.push(`${name} done`)
    }
    const value = await loadInSteps([step('react'), step('ui')], async () => {
      log.push('shell start')
      return 'shell'
    })
    expect(value).toBe('shell')
    expect(log).toEqual([
      'react start',
      'react done',
      'task after react',
      'ui start',
      'ui done',
      'task after ui',
      'shell start',
    ])
  })

  it('with no steps, runs the last loader at once', async () => {
    await expect(loadInSteps([], async () => 42)).resolves.toBe(42)
  })
})
