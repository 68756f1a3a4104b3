/**
 * The address the page was entered at. main.tsx reads it before anything can rewrite the address (the
 * OAuth return and the app login take their parameters out with `replaceState`) and hands it to the
 * shell's start, which records it here. iOS WeChat checks a JS-SDK signature against this address, not
 * the current one (docs/engines.md, "What WeChat really does").
 */
let entered = ''

declare global {
  interface Window {
    /** The address as entered, left by index.html's entry script (build/entry-script.ts) until read. */
    __entryHref?: unknown
  }
}

/** What `enteredHref` read from the entry script; undefined until then. */
let held: string | undefined

/**
 * The address the page was entered at, app ticket and all: index.html's entry script takes a ticket out of
 * the address before the page's first request and keeps the address as entered on `window.__entryHref`
 * (docs/deployment.md, "Tickets leave no trace"). Read once: the first call takes it off `window`, so it stays
 * in this module's memory only. Without it (unit tests, a page without the script) the current address.
 */
export function enteredHref(): string {
  if (held === undefined && typeof window !== 'undefined') {
    const value = window.__entryHref
    if (typeof value === 'string' && value) {
      held = value
      try {
        delete window.__entryHref
      } catch {
        /* a property the script could not make deletable stays where it is */
      }
    }
  }
  return held ?? (typeof window === 'undefined' ? '' : window.location.href)
}

export function recordEntryUrl(href: string): void {
  entered = href
}

/** The recorded address; the current one when start-up recorded none (tests, pages outside the shell). */
export function entryUrl(): string {
  return entered || (typeof window === 'undefined' ? '' : window.location.href)
}
