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
