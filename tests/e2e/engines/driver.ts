/**
 * What a journey needs from a browser engine, whatever protocol drives it: Chromium 71 over the DevTools
 * protocol (old-chromium.ts), WebKitGTK over W3C WebDriver (webkit.ts). Journeys (journeys.ts) are written
 * once against this interface and run on every engine customers hold (docs/testing.md, "Real engines").
 */
export interface EnginePage {
  /** Loads an address relative to the mock server's origin (e.g. `/#/productMarket`) and waits for `load`. */
  goto(path: string): Promise<void>
  /** Runs a script expression in the page and returns its JSON-serialisable value. */
  evaluate<T>(expression: string): Promise<T>
  /** Waits until `expression` is truthy in the page; throws with `what` and the page's text on time-out. */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>
  /** Clicks the first visible element whose text (trimmed) equals `text`, else contains it. */
  clickText(text: string, selector?: string): Promise<void>
  /** Types into the input or textarea matched by a CSS selector (replacing its value, as a person would). */
  type(selector: string, value: string): Promise<void>
  /** Uncaught errors, unhandled rejections and CSP violations seen so far (from the page probe). */
  errors(): Promise<string[]>
  /** A PNG of the viewport, for a failing journey's report. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

export interface PageOptions {
  userAgent: string
  /**
   * Remove the runtime functions the floor engines lack (Safari 13 / Chrome 70) before the app runs, so a
   * current engine stands in for an old one as far as functions go (syntax is checked by the floor gate).
   */
  floor?: boolean
  /** Put a WeChat JS-SDK stand-in on the page (records `wx.config` and the share card in `window.__wx`). */
  fakeWechat?: boolean
}

export interface Engine {
  name: string
  /** A fresh page with empty storage (a new phone), at 375×667. */
  newPage(options: PageOptions): Promise<EnginePage>
  quit(): Promise<void>
}
