import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { shortClassNames } from './class-names.ts'
import { root } from './environments.ts'

describe('shortClassNames', () => {
  const file = (name: string) => path.join(root, 'src', name)

  it('gives each class of each file a short, stable name that a selector can start with', () => {
    const name = shortClassNames()
    const a = name('page', file('a.module.css'))
    expect(a).toMatch(/^_[A-Za-z0-9_-]{5}$/)
    expect(name('page', file('a.module.css'))).toBe(a)
    expect(shortClassNames()('page', file('a.module.css'))).toBe(a)
    expect(name('page', file('b.module.css'))).not.toBe(a)
    expect(name('title', file('a.module.css'))).not.toBe(a)
  })

  it('stops the build when two classes would share a name', () => {
    const name = shortClassNames()
    const seen = new Map<string, string>()
    // Enough classes for two to meet in five characters of a hash.
    let collided = false
    for (let i = 0; i < 200_000 && !collided; i++) {
      try {
        const n = name(`c${i}`, file('x.module.css'))
        seen.set(n, `c${i}`)
      } catch (error) {
        expect(String(error)).toMatch(/would share the class name/)
        collided = true
      }
    }
    expect(collided).toBe(true)
  })
})
