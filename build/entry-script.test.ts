import { readFileSync } from 'node:fs'
import { parse } from 'acorn'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enteredHref } from '@/shared/lib/entry-url'
import { START_FAILURE_KEY } from '@/shared/lib/storage'
import { withoutParams } from '@/shared/lib/url-params'
import {
  ENTRY_SCRIPT,
  FAILED_HINT,
  FAILED_ID,
  FAILED_RETRY,
  FAILED_TITLE,
  START_TIMEOUT_MS,
  withEntryScript,
} from './entry-script.ts'
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

/** A window for the start-up guard: its listeners, storage and navigation observed; the page's real document. */
function guardedWindow(href: string, { care = false } = {}) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {}
  const stored = new Map<string, string>()
  const win = {
    location: { href, replace: vi.fn() },
    history: {
      state: null,
      replaceState: vi.fn((_state: unknown, _title: string, next: string) => {
        win.location.href = next
      }),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      ;(listeners[type] ??= []).push(listener)
    },
    performance: { now: () => 1234.4 },
    sessionStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    localStorage: { getItem: (key: string) => (care && key === 'careMode' ? '1' : null) },
  } as Record<string, unknown> & { location: { href: string; replace: ReturnType<typeof vi.fn> } }
  new Function('window', 'document', ENTRY_SCRIPT)(win, document)
  const fire = (type: string, event: unknown) => listeners[type]?.forEach((listener) => listener(event))
  const entry = Object.assign(document.createElement('script'), {
    type: 'module',
    src: 'https://h5.a.cn/assets/index-1.js',
  })
  return {
    win,
    stored,
    fire,
    entryFails: () => fire('error', { target: entry }),
    screen: () => document.getElementById(FAILED_ID),
    /** The address of the fresh reload, split into the address without the parameter and its value. */
    reloadedTo: (call = 0) => {
      const next = String(win.location.replace.mock.calls[call]?.[0])
      const value = /[?&]_b=([0-9a-z]+)/.exec(next)?.[1]
      return {
        address: next
          .replace(/_b=[0-9a-z]+/, '')
          .replace('?&', '?')
          .replace(/[?&](#|$)/, '$1'),
        value,
      }
    },
  }
}

describe('the start-up guard (docs/deployment.md, "No white screen")', () => {
  afterEach(() => {
    document.getElementById(FAILED_ID)?.remove()
    vi.useRealTimers()
  })

  it('reloads past every cache, at the same route, when the entry does not load; notes why in the session', () => {
    const { win, stored, entryFails, screen, reloadedTo } = guardedWindow(
      'https://h5.a.cn/?from=singlemessage#/mgmfour?pageFlag=x',
    )
    entryFails()
    expect(win.location.replace).toHaveBeenCalledTimes(1)
    const { address, value } = reloadedTo()
    expect(address).toBe('https://h5.a.cn/?from=singlemessage#/mgmfour?pageFlag=x')
    expect(value).toMatch(/^[0-9a-z]+$/)
    expect(JSON.parse(stored.get(START_FAILURE_KEY)!)).toMatchObject({
      reason: 'entry',
      url: 'https://h5.a.cn/assets/index-1.js',
    })
    expect(screen()).toBeNull()
  })

  it('in the document that is that reload: takes the parameter out, and shows 加载失败 instead of reloading again', () => {
    const { win, entryFails, screen, reloadedTo } = guardedWindow('https://h5.a.cn/?_b=k1#/productMarket')
    expect(win.location.href).toBe('https://h5.a.cn/#/productMarket')
    entryFails()
    entryFails()
    expect(win.location.replace).not.toHaveBeenCalled()
    const shown = screen()!
    expect(shown.getAttribute('role')).toBe('alert')
    expect(shown.textContent).toBe(`${FAILED_TITLE}${FAILED_HINT}${FAILED_RETRY}`)
    expect(document.querySelectorAll(`#${FAILED_ID}`)).toHaveLength(1)
    // 重新加载: the same fresh reload, a tap at a time (no loop without the customer).
    shown.querySelector('button')!.click()
    expect(win.location.replace).toHaveBeenCalledTimes(1)
    expect(reloadedTo().address).toBe('https://h5.a.cn/#/productMarket')
  })

  it('a shell that did not load or start (main.tsx) reloads the same way', () => {
    const { win, stored, reloadedTo } = guardedWindow('https://h5.a.cn/#/productMarketDetail?productCode=P1')
    ;(win.__startFailed as (e: unknown) => void)(
      new TypeError('Failed to fetch dynamically imported module: https://h5.a.cn/assets/core-1.js'),
    )
    expect(reloadedTo().address).toBe('https://h5.a.cn/#/productMarketDetail?productCode=P1')
    expect(JSON.parse(stored.get(START_FAILURE_KEY)!)).toMatchObject({
      reason: 'shell',
      url: expect.stringContaining('core-1.js'),
    })
  })

  it('an app that has not started some seconds after the load event: 加载失败, without a reload; it goes if the app starts', () => {
    vi.useFakeTimers()
    const slow = guardedWindow('https://h5.a.cn/#/mgmfour')
    slow.fire('load', {})
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1)
    expect(slow.screen()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(slow.screen()).not.toBeNull()
    expect(slow.win.location.replace).not.toHaveBeenCalled()
    expect(JSON.parse(slow.stored.get(START_FAILURE_KEY)!)).toMatchObject({ reason: 'timeout' })
    slow.win.__started = true
    expect(slow.screen()).toBeNull()

    const started = guardedWindow('https://h5.a.cn/#/mgmfour')
    started.win.__started = true
    expect(started.win.__started).toBe(true)
    started.fire('load', {})
    vi.advanceTimersByTime(START_TIMEOUT_MS * 2)
    expect(started.screen()).toBeNull()
    expect(started.stored.size).toBe(0)
    // Once started, a failed script (a page's, loaded later) is the app's to recover, not the guard's.
    started.entryFails()
    expect(started.win.location.replace).not.toHaveBeenCalled()
  })

  it("in care mode the screen's text is larger", () => {
    const { win, entryFails, screen } = guardedWindow('https://h5.a.cn/?_b=1#/x', { care: true })
    entryFails()
    expect(win.location.replace).not.toHaveBeenCalled()
    expect((screen()!.firstChild as HTMLElement).style.fontSize).toBe('20px')
  })

  it("keeps the errors before the app's monitor listens, at most 20, until the monitor takes over", () => {
    const { win, fire, entryFails } = guardedWindow('https://h5.a.cn/#/x')
    const early = win.__early as unknown[] & { off?: boolean }
    fire('error', {
      target: win,
      message: 'boom',
      filename: 'https://h5.a.cn/assets/a.js',
      lineno: 3,
      colno: 9,
    })
    fire('unhandledrejection', { reason: new Error('nope') })
    win.__started = true
    entryFails()
    expect(early).toEqual([
      { type: 'error', message: 'boom', source: 'https://h5.a.cn/assets/a.js', line: 3, column: 9, at: 1234 },
      { type: 'rejection', message: 'nope', at: 1234 },
      { type: 'resource', url: 'https://h5.a.cn/assets/index-1.js', at: 1234 },
    ])
    for (let i = 0; i < 30; i++) fire('unhandledrejection', { reason: i })
    expect(early).toHaveLength(20)
    early.length = 0
    early.off = true
    fire('unhandledrejection', { reason: 'later' })
    expect(early).toHaveLength(0)
  })

  it("the fresh reload is there for the app's own recovery", () => {
    const { win, reloadedTo } = guardedWindow('https://h5.a.cn/?a=1#/x')
    ;(win.__reloadFresh as () => void)()
    expect(reloadedTo().address).toBe('https://h5.a.cn/?a=1#/x')
  })
})
