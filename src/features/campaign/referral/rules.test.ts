import { describe, expect, it } from 'vitest'
import { PATHS } from '@/shared/lib/paths'
import { referralFlagFor, referralPageFor } from './rules'

describe('referralPageFor (marketing §2.6)', () => {
  it.each([
    ['xywx_voyage_inviter', PATHS.recommendHh],
    ['xywx_recommend', PATHS.recommend],
    ['', PATHS.recommend],
    [undefined, PATHS.recommend],
  ])('%o → %s', (flag, path) => {
    expect(referralPageFor(flag)).toBe(path)
  })
  it('default flags per page', () => {
    expect(referralFlagFor(PATHS.recommendHh, null)).toBe('xywx_voyage_inviter')
    expect(referralFlagFor(PATHS.recommend, null)).toBe('xywx_recommend')
    expect(referralFlagFor(PATHS.recommend, 'abc')).toBe('abc')
  })
})
