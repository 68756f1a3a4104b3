import { describe, expect, it } from 'vitest'
import { CAMPAIGN_PAGE_FLAGS } from '@/shared/lib/invitation'
import { PATHS } from '@/shared/lib/paths'
import { DEFAULT_REFERRAL_PAGE_FLAG, referralFlagFor, referralPageFor, VOYAGE_PAGE_FLAG } from './rules'

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

describe('referral page flags (one place, shared/lib/invitation.ts)', () => {
  it('the voyage flag and the assumed default are the configured ones', () => {
    expect(VOYAGE_PAGE_FLAG).toBe(CAMPAIGN_PAGE_FLAGS.referralVoyage)
    expect(DEFAULT_REFERRAL_PAGE_FLAG).toBe(CAMPAIGN_PAGE_FLAGS.referralDefault)
  })
})
