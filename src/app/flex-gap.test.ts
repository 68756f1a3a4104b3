import { afterEach, describe, expect, it, vi } from 'vitest'
import { markFlexGapSupport } from './flex-gap'

/** jsdom lays nothing out: the probe's height is what the engine under test would measure. */
function layOutProbeAs(height: number) {
  const probes: HTMLElement[] = []
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      probes.push(this)
      return height
    },
  })
  return probes
}

describe('markFlexGapSupport', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
    document.documentElement.classList.remove('no-flex-gap')
  })

  it('marks the root on an engine whose flex column ignores the gap', () => {
    const probes = layOutProbeAs(0)
    expect(markFlexGapSupport()).toBe(false)
    expect(document.documentElement.classList.contains('no-flex-gap')).toBe(true)
    // One measurement, of a flex column with a 1px gap between two items, attached to the root when measured.
    expect(probes).toHaveLength(1)
    const [probe] = probes
    expect(probe.style.display).toBe('flex')
    expect(probe.style.flexDirection).toBe('column')
    expect(probe.style.cssText).toContain('gap: 1px')
    expect(probe.children).toHaveLength(2)
    // And removed again.
    expect(probe.isConnected).toBe(false)
    expect(document.documentElement.lastElementChild).not.toBe(probe)
  })

  it('leaves the root alone where flex gaps work', () => {
    layOutProbeAs(1)
    const before = document.documentElement.outerHTML
    expect(markFlexGapSupport()).toBe(true)
    expect(document.documentElement.classList.contains('no-flex-gap')).toBe(false)
    expect(document.documentElement.outerHTML).toBe(before)
  })

  it('measures while the probe is in the document', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentNode === document.documentElement ? 1 : 0
      },
    })
    expect(markFlexGapSupport()).toBe(true)
  })

  it('never throws, and changes nothing when it cannot measure', () => {
    const doc = document.implementation.createHTMLDocument('')
    vi.spyOn(doc, 'createElement').mockImplementation(() => {
      throw new Error('no DOM')
    })
    expect(markFlexGapSupport(doc)).toBe(true)
    expect(doc.documentElement.classList.contains('no-flex-gap')).toBe(false)
  })

  it('works on the document it is given', () => {
    layOutProbeAs(0)
    const doc = document.implementation.createHTMLDocument('')
    expect(markFlexGapSupport(doc)).toBe(false)
    expect(doc.documentElement.classList.contains('no-flex-gap')).toBe(true)
    expect(document.documentElement.classList.contains('no-flex-gap')).toBe(false)
  })
})
