import fc from 'fast-check'
import { browser } from './browser'
import { env } from './env'
import { followTarget, internalRoute } from './navigation'

describe('internalRoute', () => {
  it.each([
    ['/bindUser?isMgm=1', '/bindUser?isMgm=1'],
    ['#/bindSuccess', '/bindSuccess'],
    ['  /mgmfour ', '/mgmfour'],
    ['//evil.example.com/x', null],
    ['https://zx.example.cn/#/home', null],
    ['/\\evil.example.com', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(internalRoute(input)).toBe(expected)
  })
})

describe('followTarget (account-and-shared §5)', () => {
  it('routes in-app targets through the router', () => {
    const navigate = vi.fn()
    expect(followTarget('#/bindSuccess?isMgm=16', navigate)).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/bindSuccess?isMgm=16')
  })

  it('follows only the official domain, never with @', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const navigate = vi.fn()
    const domain = env().officialDomain
    expect(followTarget(`https://${domain}/#/home`, navigate)).toBe(true)
    expect(followTarget(`https://${domain}@evil.example.com/`, navigate)).toBe(false)
    expect(followTarget('https://evil.example.com/', navigate)).toBe(false)
    expect(followTarget(`http://${domain}/`, navigate)).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('adds the current-time parameter to an official-domain target (account-and-shared §5)', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    expect(followTarget(`https://${env().officialDomain}/x?a=1#/home`, vi.fn())).toBe(true)
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/x\?a=1&t=\d+#\/home$/)
    assign.mockRestore()
  })

  it('never leaves the app for a string containing @', () => {
    const replace = vi.spyOn(browser, 'replace')
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        followTarget(`https://${a}@${b}`, () => {})
      }),
    )
    expect(assign).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })
})
