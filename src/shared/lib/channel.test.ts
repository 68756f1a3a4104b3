import { USER_AGENTS } from '@tests/user-agents'
import { detectChannel, isAndroid } from './channel'

describe('channel detection (account-and-shared §1)', () => {
  it.each([
    [USER_AGENTS.wx, 'wx'],
    [USER_AGENTS.app, 'app'],
    [USER_AGENTS.h5, 'h5'],
    ['', 'h5'],
    ['Mozilla/5.0 micromessenger/7.0', 'wx'],
  ] as const)('%s → %s', (ua, channel) => {
    expect(detectChannel(ua)).toBe(channel)
  })

  it('knows Android', () => {
    expect(isAndroid(USER_AGENTS.app)).toBe(true)
    expect(isAndroid(USER_AGENTS.h5)).toBe(false)
  })
})
