import { describe, expect, it } from 'vitest'
import { metaDirOf } from '../scripts/bundle-stats.mjs'

describe('where the build’s metadata goes', () => {
  it('beside the output folder, never inside what is deployed', () => {
    expect(metaDirOf('dist')).toBe('dist-meta')
    expect(metaDirOf('/tmp/out/dist/')).toBe('/tmp/out/dist-meta')
  })
})
