/**
 * The address the page was entered at. main.tsx reads it before anything can rewrite the address (the
 * OAuth return and the app login take their parameters out with `replaceState`) and hands it to the
 * shell's start, which records it here. iOS WeChat checks a JS-SDK signature against this address, not
 * the current one (docs/engines.md, "What WeChat really does").
 */
let entered = ''

export function recordEntryUrl(href: string): void {
  entered = href
}

/** The recorded address; the current one when start-up recorded none (tests, pages outside the shell). */
export function entryUrl(): string {
  return entered || (typeof window === 'undefined' ? '' : window.location.href)
}
