import { env } from '@/shared/lib/env'
import { followLink } from './follow-link'

describe('followLink', () => {
  const official = env().officialDomain
  const assign = vi.fn()
  const realLocation = window.location

  beforeEach(() => {
    assign.mockReset()
    // jsdom cannot navigate; keep a live hash but capture full-page navigations.
    const fake = { host: realLocation.host, hash: '', assign } as unknown as Location
    Object.defineProperty(window, 'location', { value: fake, configurable: true })
  })
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true })
  })

  it('needs an official domain in the test build', () => {
    expect(official).not.toBe('')
  })

  it.each(['', '   ', null, undefined])('does nothing for a blank target (%j)', (target) => {
    expect(followLink(target)).toBe(false)
    expect(window.location.hash).toBe('')
    expect(assign).not.toHaveBeenCalled()
  })

  it.each([
    ['#/pointsHome', '/pointsHome'],
    ['/mgmfour?pageFlag=x', '/mgmfour?pageFlag=x'],
    ['  #/pointsMall  ', '/pointsMall'],
  ])('routes %s inside the app', (target, hash) => {
    expect(followLink(target)).toBe(true)
    expect(window.location.hash).toBe(hash)
    expect(assign).not.toHaveBeenCalled()
  })

  it('opens an https link on the official domain as a direct-sales link, with the current time (account-and-shared §5)', () => {
    const url = `https://${official}/activity/index.html?a=1#/x`
    expect(followLink(url)).toBe(true)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0]![0]).toMatch(
      new RegExp(`^https://${official.replace(/\./g, '\\.')}/activity/index\\.html\\?a=1&t=\\d+#/x$`),
    )
  })

  it('routes in-app links through the navigate it is given', () => {
    const navigate = vi.fn()
    expect(followLink('#/pointsMall', navigate)).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/pointsMall')
    expect(window.location.hash).toBe('')
  })

  it('warns on the console when it refuses a link, and shows nothing (account-and-shared §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(followLink(`https://${official}@evil.example.com/`)).toBe(false)
    expect(warn).toHaveBeenCalledWith('[link refused]', `${official}@evil.example.com`)
    expect(followLink('')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('opens an https app-store link off the official domain', () => {
    const url = 'https://apps.apple.com/cn/app/id1234567890'
    expect(followLink(url)).toBe(true)
    expect(assign).toHaveBeenCalledWith(url)
  })

  it.each([
    'https://user:pw@apps.example.com/',
    `http://${official}/`,
    `https://${official}@evil.example.com/`,
    '//evil.example.com/x',
    'javascript:alert(1)',
    '/\\evil.example.com',
  ])('ignores the unsafe link %s', (target) => {
    expect(followLink(target)).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    expect(window.location.hash).toBe('')
  })
})
