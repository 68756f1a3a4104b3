import { readFileSync } from 'node:fs'
import { parse } from 'acorn'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { enteredHref } from '@/shared/lib/entry-url'
import { withoutParams } from '@/shared/lib/url-params'
import { ENTRY_SCRIPT, withEntryScript } from './entry-script.ts'
import { root } from './environments.ts'

/** Runs the entry script against a window whose address is `href`, as the browser would. */
function runOn(href: string) {
  const win = {
    location: { href },
    history: {
      state: { key: 'k' },
      replaceState: vi.fn((_state: unknown, _title: string, next: string) => {
        win.location.href = next
      }),
    },
  }
  new Function('window', ENTRY_SCRIPT)(win)
  return win as typeof win & { __entryHref?: string }
}

const CREDENTIAL = ['ticket', 'clientid']

describe('the entry script (docs/deployment.md, "Tickets leave no trace")', () => {
  it('is ES5, for the floor engines that run it before any polyfill', () => {
    expect(() => parse(ENTRY_SCRIPT, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow()
  })

  it.each([
    ['https://h5.a.cn/?ticket=T1#/allChannelAssets', 'https://h5.a.cn/#/allChannelAssets'],
    ['https://h5.a.cn/#/allChannelAssets?ticket=T1', 'https://h5.a.cn/#/allChannelAssets'],
    ['https://h5.a.cn/#/mgmfour?ticket=T1&pageFlag=x', 'https://h5.a.cn/#/mgmfour?pageFlag=x'],
    ['https://h5.a.cn/?clientid=C7&a=1#/pointsHome', 'https://h5.a.cn/?a=1#/pointsHome'],
    ['https://h5.a.cn/?ticket=T2#/x?clientid=C2', 'https://h5.a.cn/#/x'],
    ['https://h5.a.cn/?from=singlemessage&t%69cket=T3#/x', 'https://h5.a.cn/?from=singlemessage#/x'],
  ])('%s → %s, keeping the address as entered on window only', (href, clean) => {
    const win = runOn(href)
    expect(win.location.href).toBe(clean)
    expect(win.history.replaceState).toHaveBeenCalledTimes(1)
    expect(win.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', clean)
    expect(win.__entryHref).toBe(href)
    expect(Object.keys(win)).not.toContain('__entryHref')
  })

  it('leaves an address without a credential as it is (no replaceState)', () => {
    for (const href of [
      'https://h5.a.cn/#/mgmfour',
      'https://h5.a.cn/?code=c&state=s#/mgmfour',
      'https://h5.a.cn/?&a=1&#/x?&b=2',
      'https://h5.a.cn/?tickets=1#/x?myticket=2',
    ]) {
      const win = runOn(href)
      expect(win.history.replaceState).not.toHaveBeenCalled()
      expect(win.location.href).toBe(href)
      expect(win.__entryHref).toBe(href)
    }
  })

  it('takes out what withoutParams takes out, keeping every other parameter byte for byte', () => {
    const name = fc.constantFrom(
      'ticket',
      'clientid',
      'a',
      'from',
      'pageFlag',
      'ticket2',
      '%74icket',
      '',
      'x+y',
    )
    const value = fc.constantFrom('', 'T1', 'a%20b', '%E4%BD%A0', 'x=y', '%zz')
    const pair = fc.tuple(name, value).map(([n, v]) => (v ? `${n}=${v}` : n))
    const query = fc.option(
      fc.array(pair, { maxLength: 4 }).map((p) => `?${p.join('&')}`),
      { nil: '' },
    )
    fc.assert(
      fc.property(query, fc.constantFrom('/', '/index.html'), query, (search, path, hashQuery) => {
        const href = `https://h5.a.cn${path}${search}#/allChannelAssets${hashQuery}`
        const had =
          /(^|[?&])(ticket|clientid|%74icket)(=|&|$)/.test(search) ||
          /(^|[?&])(ticket|clientid|%74icket)(=|&|$)/.test(hashQuery)
        const win = runOn(href)
        expect(win.history.replaceState).toHaveBeenCalledTimes(had ? 1 : 0)
        expect(win.location.href).toBe(had ? withoutParams(href, CREDENTIAL) : href)
        expect(win.__entryHref).toBe(href)
      }),
    )
  })

  it('in the page: the address loses the ticket, and enteredHref() reads the address as entered once', () => {
    window.history.replaceState(null, '', '/?ticket=T1&a=1#/allChannelAssets?clientid=C1')
    const entered = window.location.href
    new Function(ENTRY_SCRIPT)()
    expect(window.location.href).toBe(new URL('/?a=1#/allChannelAssets', entered).href)
    expect(Object.keys(window)).not.toContain('__entryHref')
    expect(enteredHref()).toBe(entered)
    // Read once: it left window, and the module remembers it.
    expect('__entryHref' in window).toBe(false)
    expect(enteredHref()).toBe(entered)
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('T1')
  })
})

describe('where the build puts it', () => {
  const page = readFileSync(`${root}index.html`, 'utf8')

  it('after the charset and the referrer policy, before the icon and anything the build adds', () => {
    const html = withEntryScript(page)
    const at = (text: string) => html.indexOf(text)
    const script = at(`<script>${ENTRY_SCRIPT}</script>`)
    expect(script).toBeGreaterThan(0)
    expect(at('<meta charset="UTF-8" />')).toBeLessThan(script)
    expect(at('<meta name="referrer" content="strict-origin" />')).toBeLessThan(script)
    expect(at('<link rel="icon"')).toBeGreaterThan(script)
    expect(at('<script type="module"')).toBeGreaterThan(script)
  })

  it('also fits the reference page of the Lighthouse benchmark, built by the same config', () => {
    const reference = readFileSync(`${root}bench/reference/index.html`, 'utf8')
    expect(withEntryScript(reference)).toContain(`<script>${ENTRY_SCRIPT}</script>`)
  })

  it('refuses a page without the referrer policy it goes after', () => {
    expect(() => withEntryScript(page.replace(/<meta name="referrer"[^>]*>/, ''))).toThrow(/referrer/)
  })
})
