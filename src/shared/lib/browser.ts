/**
 * Page-leaving navigation in one place, so tests can observe it (jsdom cannot navigate) and so every
 * full-page move is easy to audit.
 */
export const browser = {
  replace(url: string): void {
    window.location.replace(url)
  },
  assign(url: string): void {
    window.location.assign(url)
  },
  /** Loads the document again at the same address (the route in the hash included). */
  reload(): void {
    window.location.reload()
  },
  /**
   * Loads the document again past every cache, WeChat's included: index.html's start-up guard reloads with a
   * cache-busting parameter, which it takes out of the address again (docs/deployment.md, "No white
   * screen"). A plain reload where the guard is absent (the dev server's tests).
   */
  reloadFresh(): void {
    const fresh = (window as { __reloadFresh?: () => void }).__reloadFresh
    if (fresh) fresh()
    else window.location.reload()
  },
  /** Closes the page (WeChat's bridge when present, else window.close); false when the browser refused. */
  close(): boolean {
    const bridge = (window as unknown as { WeixinJSBridge?: { call: (name: string) => void } }).WeixinJSBridge
    if (bridge) {
      bridge.call('closeWindow')
      return true
    }
    window.close()
    return window.closed
  },
}
