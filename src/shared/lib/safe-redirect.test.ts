import fc from 'fast-check'
import {
  isSafeExternalLink,
  isSafeInAppLink,
  isSafeRedirect,
  openDirectSalesLink,
  openExternalLink,
  safeRedirect,
  withTimestamp,
} from './safe-redirect'

const OFFICIAL = 'zx.xywealth.com.cn'

/** Domains the WHATWG parser keeps as-is (fast-check may produce invalid punycode labels). */
const plainDomain = fc.domain().filter((d) => !d.includes('xn--'))

describe('isSafeRedirect (account-and-shared §5, catalogue §4.8)', () => {
  it('accepts https URLs on the official host', () => {
    expect(isSafeRedirect(`https://${OFFICIAL}`, OFFICIAL)).toBe(true)
    expect(isSafeRedirect(`https://${OFFICIAL}/a/b?x=1#top`, OFFICIAL)).toBe(true)
    expect(isSafeRedirect('HTTPS://ZX.XYWEALTH.COM.CN/p', OFFICIAL)).toBe(true)
    expect(isSafeRedirect(`https://${OFFICIAL}/p`, 'ZX.xywealth.com.cn')).toBe(true)
    expect(isSafeRedirect(`https://${OFFICIAL}:443/p`, OFFICIAL)).toBe(true)
  })

  it.each([
    [`http://${OFFICIAL}/`, 'not https'],
    [`https://${OFFICIAL}@evil.com/`, 'user-info host swap'],
    [`https://evil.com/@${OFFICIAL}`, '@ in path'],
    [`https://${OFFICIAL}/?next=a@b`, '@ in query'],
    [`https://${OFFICIAL}/%40evil`, 'escaped @'],
    [`https://user:pw${'\u0040'}${OFFICIAL}/`, 'credentials'],
    [`//${OFFICIAL}/p`, 'protocol-relative'],
    ['/relative/path', 'relative'],
    [`https://evil.${OFFICIAL}.com/`, 'suffix host'],
    [`https://a.${OFFICIAL}/`, 'subdomain'],
    [`https://${OFFICIAL}.evil.com/`, 'prefix host'],
    [`https://${OFFICIAL}./`, 'trailing dot'],
    [`https://${OFFICIAL}:8443/`, 'other port'],
    [`https:\\\\${OFFICIAL}/`, 'backslashes'],
    [`https://${OFFICIAL}\\@evil.com/`, 'backslash trick'],
    [`https:/${OFFICIAL}/`, 'one slash'],
    [`https:${OFFICIAL}/`, 'no slashes'],
    [` https://${OFFICIAL}/`, 'leading space'],
    [`https://${OFFICIAL}/\n`, 'newline'],
    [`https://${OFFICIAL}/a\tb`, 'tab'],
    [`javascript:alert(1)//${OFFICIAL}`, 'javascript'],
    ['', 'empty'],
  ])('refuses %s (%s)', (url) => {
    expect(isSafeRedirect(url, OFFICIAL)).toBe(false)
  })

  it('refuses everything when the official domain is unknown', () => {
    expect(isSafeRedirect(`https://${OFFICIAL}/`, '')).toBe(false)
    expect(isSafeRedirect(`https://${OFFICIAL}/`, undefined)).toBe(false)
    expect(isSafeRedirect(null, OFFICIAL)).toBe(false)
  })

  it('property: never accepts a string containing @', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(isSafeRedirect(`https://${OFFICIAL}/${a}@${b}`, OFFICIAL)).toBe(false)
        expect(isSafeRedirect(`${a}@${b}`, OFFICIAL)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.webUrl({
          authoritySettings: { withUserInfo: true },
          withQueryParameters: true,
          withFragments: true,
        }),
        (url) => {
          if (url.includes('@')) expect(isSafeRedirect(url, new URL(url).hostname)).toBe(false)
        },
      ),
    )
  })

  it('property: never accepts a scheme other than https', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'ftp', 'ws', 'wss', 'file'] }), (url) => {
        expect(isSafeRedirect(url, new URL(url).hostname)).toBe(false)
      }),
    )
  })

  it('property: never accepts another host', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        plainDomain,
        (url, official) => {
          const host = new URL(url).hostname
          if (host !== official) expect(isSafeRedirect(url, official)).toBe(false)
        },
      ),
    )
  })

  it('property: accepts any path on the official host', () => {
    fc.assert(
      fc.property(plainDomain, fc.webPath(), fc.webQueryParameters(), (official, path, query) => {
        fc.pre(!`${path}${query}`.includes('@') && !/%40/i.test(`${path}${query}`))
        expect(isSafeRedirect(`https://${official}${path}?${query}`, official)).toBe(true)
      }),
    )
  })

  it('property: anything accepted is https on the official host without @', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `https://${OFFICIAL}${s}`),
        ),
        (url) => {
          if (!isSafeRedirect(url, OFFICIAL)) return
          const parsed = new URL(url)
          expect(parsed.protocol).toBe('https:')
          expect(parsed.hostname).toBe(OFFICIAL)
          expect(url).not.toContain('@')
        },
      ),
    )
  })
})

describe('safeRedirect and openDirectSalesLink', () => {
  it('navigates only to safe URLs', () => {
    const navigate = vi.fn()
    expect(safeRedirect(`https://${OFFICIAL}/x`, OFFICIAL, navigate)).toBe(true)
    expect(navigate).toHaveBeenCalledWith(`https://${OFFICIAL}/x`)
    navigate.mockClear()
    expect(safeRedirect(`https://${OFFICIAL}@evil.com/`, OFFICIAL, navigate)).toBe(false)
    expect(safeRedirect('https://evil.com/', OFFICIAL, navigate)).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('adds the current time to direct-sales links (account-and-shared §5)', () => {
    const navigate = vi.fn()
    expect(openDirectSalesLink(`https://${OFFICIAL}/shop?a=1#tab`, OFFICIAL, navigate, 1700000000000)).toBe(
      true,
    )
    expect(navigate).toHaveBeenCalledWith(`https://${OFFICIAL}/shop?a=1&t=1700000000000#tab`)
    expect(openDirectSalesLink('https://evil.com/', OFFICIAL, navigate, 1)).toBe(false)
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})

describe('withTimestamp', () => {
  it('adds or replaces t, keeping the hash', () => {
    expect(withTimestamp('https://a.com/p', 5)).toBe('https://a.com/p?t=5')
    expect(withTimestamp('https://a.com/p?x=1', 5)).toBe('https://a.com/p?x=1&t=5')
    expect(withTimestamp('https://a.com/p?t=1&x=2#h?q', 5)).toBe('https://a.com/p?x=2&t=5#h?q')
    expect(withTimestamp('https://a.com/p?#h', 5)).toBe('https://a.com/p?t=5#h')
    expect(withTimestamp('/rel?tt=1', 5)).toBe('/rel?tt=1&t=5')
    expect(withTimestamp(undefined, 5)).toBe('')
  })

  it('property: exactly one t, the hash kept, the other parameters kept in order', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.nat(), (url, now) => {
        const out = withTimestamp(url, now)
        const parsed = new URL(out)
        const original = new URL(url)
        expect(parsed.searchParams.getAll('t')).toEqual([String(now)])
        expect(parsed.hash).toBe(original.hash)
        original.searchParams.delete('t')
        parsed.searchParams.delete('t')
        expect(parsed.searchParams.toString()).toBe(original.searchParams.toString())
      }),
    )
  })

  it('property: keeps a safe redirect safe', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.nat(), (path, now) => {
        const url = `https://${OFFICIAL}${path}`
        fc.pre(isSafeRedirect(url, OFFICIAL))
        expect(isSafeRedirect(withTimestamp(url, now), OFFICIAL)).toBe(true)
      }),
    )
  })
})

describe('isSafeInAppLink (rich-text links)', () => {
  it.each(['https://example.com/a', '/page', './page', '../up', 'page?x=1', '?q=1', '#anchor', 'a/b:c'])(
    'allows %s',
    (url) => {
      expect(isSafeInAppLink(url)).toBe(true)
    },
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'http://example.com',
    '//evil.com/x',
    '/\\evil.com',
    'https://user@evil.com',
    'https:evil.com',
    'mailto:a@b.c',
    '',
  ])('refuses %s', (url) => {
    expect(isSafeInAppLink(url)).toBe(false)
  })

  it('property: never allows a script-capable or non-https scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'JAVASCRIPT', 'data', 'vbscript', 'http', 'file', 'blob'),
        fc.string(),
        (scheme, rest) => {
          expect(isSafeInAppLink(`${scheme}:${rest}`)).toBe(false)
        },
      ),
    )
  })

  it('property: anything allowed resolves to https or stays on the page origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ validSchemes: ['https', 'http'] })), (url) => {
        if (!isSafeInAppLink(url)) return
        const base = 'https://app.example.cn/dir/page'
        const resolved = new URL(url, base)
        expect(resolved.protocol).toBe('https:')
        if (!/^https:/i.test(url)) expect(resolved.origin).toBe('https://app.example.cn')
      }),
    )
  })
})

describe('isSafeExternalLink (configured links: merchant buttons, banners; account-and-shared §4, §5)', () => {
  it.each([
    'https://apps.apple.com/cn/app/id1234567890',
    'https://a.app.qq.com/o/simple.jsp?pkgname=com.example.app',
    `https://${OFFICIAL}/download?from=wx`,
    'HTTPS://Sj.Qq.Com/myapp/detail.htm?apkName=x#top',
  ])('accepts %s (any https host: app stores live off the official domain)', (url) => {
    expect(isSafeExternalLink(url)).toBe(true)
  })

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)//https://x.cn', 'javascript, mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['http://apps.example.com/app', 'not https'],
    ['https://apps.example.com@evil.com/', 'user-info host swap'],
    ['https://evil.com/?next=a@b', '@ in query'],
    ['https://evil.com/%40x', 'escaped @'],
    ['//apps.example.com/app', 'protocol-relative'],
    ['/download', 'relative'],
    ['https:\\\\evil.com', 'backslashes'],
    [' https://apps.example.com/', 'leading space'],
    ['https://apps.example.com/\n', 'newline'],
    ['https://apps.example.com:8443/', 'other port'],
    ['https:/apps.example.com', 'one slash'],
    ['', 'empty'],
  ])('refuses %s (%s)', (url) => {
    expect(isSafeExternalLink(url)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeExternalLink(null)).toBe(false)
    expect(isSafeExternalLink(undefined)).toBe(false)
    expect(isSafeExternalLink(42)).toBe(false)
  })

  it('property: never accepts a string containing @', () => {
    fc.assert(
      fc.property(plainDomain, fc.string(), fc.string(), (d, a, b) => {
        expect(isSafeExternalLink(`https://${d}/${a}@${b}`)).toBe(false)
      }),
    )
  })

  it('property: accepts https on any plain domain', () => {
    fc.assert(
      fc.property(plainDomain, (d) => {
        expect(isSafeExternalLink(`https://${d}/app`)).toBe(true)
      }),
    )
  })
})

describe('openExternalLink', () => {
  it('follows an off-domain https link as it is', () => {
    const go = vi.fn()
    expect(openExternalLink('https://apps.apple.com/cn/app/id1', OFFICIAL, go)).toBe(true)
    expect(go).toHaveBeenCalledWith('https://apps.apple.com/cn/app/id1')
  })

  it('timestamps a link on the official domain (a direct-sales link)', () => {
    const go = vi.fn()
    expect(openExternalLink(`https://${OFFICIAL}/#/home`, OFFICIAL, go, 1234)).toBe(true)
    expect(go).toHaveBeenCalledWith(`https://${OFFICIAL}/?t=1234#/home`)
  })

  it('does nothing for javascript:, http: or @', () => {
    const go = vi.fn()
    for (const url of ['javascript:alert(1)', 'http://apps.example.com/', `https://${OFFICIAL}@evil.com/`])
      expect(openExternalLink(url, OFFICIAL, go)).toBe(false)
    expect(go).not.toHaveBeenCalled()
  })
})
