import { pathOf, routeOf, scrubEvent, scrubText } from './scrub'

/** What must never be in a report (docs/observability.md, "Never in a report"). */
const PERSONAL = [
  '13812345678',
  '138****5678',
  '138 1234 5678',
  '11010519491231002X',
  '110105********002X',
  'oV1Ku5Bv9vQmX3nPq7rTzA2bC4dE', // an openid
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0', // a token
  'TK7f3a9c2e5b8d1f4a6c0e2b9d7f1a3c5', // a ticket
  'li.ming@example.com',
]

describe('scrubText', () => {
  it.each(PERSONAL)('takes %s out of a message', (value) => {
    const scrubbed = scrubText(`Error: lookup failed for ${value} (retry)`)
    expect(scrubbed).not.toContain(value)
    expect(scrubbed).toMatch(/^Error: lookup failed for \[\w+\] \(retry\)$/)
  })

  it('takes a value out under any name that says what it is, as a pair, in JSON or in prose', () => {
    const text =
      'openid=oAbc token: abc123 "ticket":"T-1" phone=13800000000 userId=42 appClientToken=xyz clientid=C9'
    const scrubbed = scrubText(text)
    for (const value of ['oAbc', 'abc123', 'T-1', '13800000000', '=42', 'xyz', 'C9'])
      expect(scrubbed).not.toContain(value)
    expect(scrubbed).toContain('openid=[x]')
    expect(scrubbed).toContain('"ticket":"[x]"')
  })

  it('drops every query string, in a URL, a route or a message', () => {
    const scrubbed = scrubText(
      'GET https://h5.example.cn/cms.wechat/api/x?openid=o1&phone=13812345678 failed; at #/mgmfour?inviterOpenId=o2&from=timeline',
    )
    expect(scrubbed).toBe('GET https://h5.example.cn/cms.wechat/api/x failed; at #/mgmfour')
  })

  it("keeps what finds the bug: file names, stack positions, a component's name, a business code", () => {
    const stack = [
      'TypeError: Cannot read properties of undefined (reading "fundCode")',
      '    at Ae (https://h5.example.cn/assets/inviter-early-AbC123xy.js:1:123456)',
      '    at performWorkUntilDeadline (https://h5.example.cn/assets/react-hZGy53qQ.js:9:4012)',
      'code 5555',
    ].join('\n')
    expect(scrubText(stack, 1500)).toBe(stack)
  })

  it('cuts a long text at its limit', () => {
    expect(scrubText('a'.repeat(500), 20)).toBe(`${'a'.repeat(20)}…`)
  })
})

describe('routeOf', () => {
  it("keeps the hash route's path only", () => {
    expect(routeOf('#/productMarketDetail?fundCode=000001&ticket=T1&openid=o2&phone=13812345678')).toBe(
      '/productMarketDetail',
    )
    expect(routeOf('#/mgmfour')).toBe('/mgmfour')
    expect(routeOf('')).toBe('/')
  })

  it('masks a phone or an id that sits in the path itself', () => {
    expect(routeOf('#/pointsHome/13812345678')).toBe('/pointsHome/[phone]')
  })
})

describe('pathOf', () => {
  it("keeps a call's path: no query, no fragment, no own origin, a record's number as :id", () => {
    expect(pathOf('/cms.marketing/api/userPrize/12345?openid=o1#x', 'https://h5.example.cn')).toBe(
      '/cms.marketing/api/userPrize/:id',
    )
    expect(pathOf('https://h5.example.cn/assets/market-BGEuuUHO.js', 'https://h5.example.cn')).toBe(
      '/assets/market-BGEuuUHO.js',
    )
    expect(pathOf('https://api.example.cn/cms.wechat/x?token=t', 'https://h5.example.cn')).toBe(
      'https://api.example.cn/cms.wechat/x',
    )
  })
})

describe('scrubEvent', () => {
  it('scrubs every text, keeps numbers and drops fields named for a person', () => {
    const event = scrubEvent({
      type: 'error',
      route: '/mgmfour',
      at: 12.5,
      message: 'bind failed for 13812345678',
      line: 3,
      openid: 'oV1Ku5Bv9vQmX3nPq7rTzA2bC4dE',
      phone: '13812345678',
      detail: { ticket: 'T1' },
    })
    expect(event).toEqual({
      type: 'error',
      route: '/mgmfour',
      at: 12.5,
      message: 'bind failed for [phone]',
      line: 3,
      detail: '{"ticket":"[x]"}',
    })
  })
})
