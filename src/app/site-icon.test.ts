import { afterEach, describe, expect, it } from 'vitest'
import { showSiteIcon, SITE_ICON } from './site-icon'

afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove()))

describe("the site's icon (docs/performance.md, The first flight)", () => {
  it('replaces the empty icon index.html names', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="data:," />')
    showSiteIcon()
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!
    expect(link.getAttribute('href')).toBe(SITE_ICON)
    expect(link.type).toBe('image/svg+xml')
  })

  it('does nothing where the page names no icon', () => {
    expect(() => showSiteIcon()).not.toThrow()
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull()
  })
})
