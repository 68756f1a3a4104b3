import type { Locator, Page } from '@playwright/test'
import { BENCHMARK_DISCLOSURE } from '@/features/catalogue/texts'

/**
 * The regulator's risk wording on every page (account-and-shared §1): `RISK_WARNING` of
 * src/shared/ui/risk-footer.tsx, repeated here because that module brings its style sheet.
 */
const RISK_WARNING = '理财非存款，产品有风险，投资须谨慎'

/**
 * The layout check of the route walk (docs/features/care-mode-and-accessibility.md#tests), on the page as
 * laid out at scroll position 0, for the text in the view, with its animations held at rest:
 *
 * - nothing is painted over text: points along each line of each visible text node (at the glyphs' height,
 *   not the font's ascent and descent) are hit-tested with `document.elementsFromPoint` (with
 *   `pointer-events: auto` forced on everything, so a decoration that lets taps through is seen too), and
 *   the first element above the text's own that paints there (a background, an image, a form control, text
 *   of its own) covers it. The page is checked with its open dialogs, popups, masks and toasts hidden, then
 *   the text of those overlays on their own. Not a cover: a bar fixed to the lower half of the screen
 *   (content scrolls out from under it) and antd-mobile's fade at the ends of a scrolling tab list;
 * - no text is cut or runs out of its box: a line partly outside an ancestor that clips (`overflow` hidden
 *   or clip) or the screen's edges, a line outside the box it is laid out in, an input's placeholder wider
 *   than the input. What a scroller hides is not lost (it scrolls into view), and a line wholly outside its
 *   clipping box is hidden on purpose (a carousel's other slides), not cut. Text shortened on purpose is
 *   allowed: `text-overflow: ellipsis`, `-webkit-line-clamp`, antd-mobile's notice-bar marquee (normal
 *   mode), or an element marked `data-layout-clip` (say why where it is set);
 * - the benchmark statement and the risk statement are whole: each is scrolled into the middle of the view
 *   and must be neither cut nor shortened nor covered (a fixed bar counts).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ statements }) => {
      const OVERLAYS =
        '[role="dialog"], [role="alertdialog"], .adm-mask, .adm-popup, .adm-center-popup-wrap, .adm-toast-mask, .adm-image-viewer-content'
      // antd-mobile's notice bar is a marquee in normal mode: its text passes through a clipped box.
      const SHORTENED = '[data-layout-clip], .adm-notice-bar-content'
      // antd-mobile's fade at the edges of a tab list that scrolls: it says "more this way", over text that
      // scrolls out from under it.
      const SCROLL_HINTS = '.adm-tabs-header-mask'
      const REPLACED = new Set(['IMG', 'CANVAS', 'VIDEO', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT'])
      const vw = document.documentElement.clientWidth
      const vh = window.innerHeight

      const problems: string[] = []
      const report = (problem: string) => {
        if (!problems.includes(problem)) problems.push(problem)
      }
      const short = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 24)
      const describe = (el: Element) => {
        const text = short(el.textContent ?? '')
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : ''
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
      }

      const styles = new Map<Element, CSSStyleDeclaration>()
      const css = (el: Element) => {
        let s = styles.get(el)
        if (!s) styles.set(el, (s = getComputedStyle(el)))
        return s
      }
      const seeThrough = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement)
          if (parseFloat(css(e).opacity) < 0.05) return true
        return false
      }
      const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour)

      /** A text line's box cut to where its glyphs are (CJK ink sits in about 22-84 % of its height). */
      const inkOf = (r: DOMRect) => new DOMRect(r.left, r.top + r.height * 0.22, r.width, r.height * 0.62)
      let inkCache = new Map<Element, DOMRect[]>()
      const ownInk = (el: Element) => {
        let rects = inkCache.get(el)
        if (!rects) {
          rects = []
          for (const node of el.childNodes)
            if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) {
              const range = document.createRange()
              range.selectNodeContents(node)
              for (const r of range.getClientRects()) rects.push(inkOf(r))
            }
          inkCache.set(el, rects)
        }
        return rects
      }
      /** Whether `el` paints something at (x, y) that would hide text below it. */
      const paints = (el: Element, x: number, y: number) => {
        if (seeThrough(el) || el.matches(SCROLL_HINTS)) return false
        if (REPLACED.has(el.tagName.toUpperCase()) || el instanceof SVGElement) return true
        const s = css(el)
        if (!transparent(s.backgroundColor) || s.backgroundImage !== 'none') return true
        return ownInk(el).some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
      }
      /** A bar fixed to the lower half of the screen: content scrolls out from under it. */
      const bottomBar = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement)
          if (/fixed|sticky/.test(css(e).position)) return e.getBoundingClientRect().top >= vh / 2
        return false
      }
      const overlayOf = (el: Element) => {
        let top: Element | null = null
        for (let e = el.closest(OVERLAYS); e; e = e.parentElement?.closest(OVERLAYS) ?? null) top = e
        return top
      }
      /** What covers the text of `own` at (x, y), if anything does. */
      const coverAt = (own: Element, x: number, y: number, strict: boolean) => {
        for (const el of document.elementsFromPoint(x, y)) {
          if (el === own || el.contains(own) || own.contains(el)) return undefined
          if (!paints(el, x, y)) continue
          // Stacked overlays (a toast over a dialog) are on top of each other on purpose.
          const overlay = overlayOf(el)
          if (overlay && overlay !== overlayOf(own)) return undefined
          return !strict && bottomBar(el) ? undefined : el
        }
        return undefined
      }

      /** The text's element, when the text is drawn (not hidden, see-through or visually hidden). */
      const drawnIn = (node: Text) => {
        const el = node.parentElement
        if (!el || el.closest('svg, canvas, script, style, noscript, template, select')) return undefined
        if (css(el).visibility !== 'visible' || seeThrough(el)) return undefined
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          const s = css(e)
          if (s.clip !== 'auto' || s.clipPath !== 'none') return undefined
          if (/hidden|clip/.test(s.overflowX + s.overflowY)) {
            const r = e.getBoundingClientRect()
            if (r.width <= 2 || r.height <= 2) return undefined
          }
        }
        return el
      }

      interface Clip {
        by: Element
        left: number
        top: number
        right: number
        bottom: number
        x: boolean
        y: boolean
        /** What a scroller (or a box around one) cuts is not lost: it scrolls into view. */
        lost: boolean
      }
      /** The boxes that cut an element's content: ancestors with an overflow other than visible, the screen. */
      const clipsOf = (el: Element) => {
        const clips: Clip[] = []
        let lost = true
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
          const s = css(a)
          const scrolls = /auto|scroll/.test(s.overflowX + s.overflowY)
          const x = scrolls || /hidden|clip/.test(s.overflowX)
          const y = scrolls || /hidden|clip/.test(s.overflowY)
          if (scrolls) lost = false
          if (x || y) {
            const box = a.getBoundingClientRect()
            const left = box.left + a.clientLeft
            const top = box.top + a.clientTop
            const [right, bottom] = [left + a.clientWidth, top + a.clientHeight]
            clips.push({ by: a, left, top, right, bottom, x, y, lost })
          }
        }
        const screen = document.documentElement
        clips.push({
          by: screen,
          left: 0,
          top: -Infinity,
          right: vw,
          bottom: Infinity,
          x: true,
          y: false,
          lost,
        })
        return clips
      }
      const shortenedOnPurpose = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const s = css(e)
          if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none'))
            return true
        }
        return !!el.closest(SHORTENED)
      }
      /** The box an element's text is laid out in: itself, or for an inline element its nearest block. */
      const blockOf = (el: Element) => {
        let e = el
        while (e.parentElement && /^(inline|contents)$/.test(css(e).display)) e = e.parentElement
        return e
      }

      /**
       * Checks one text node's lines in the view. `strict` (the statements): the whole node must be in the
       * view, nothing may shorten it, a fixed bar counts as a cover.
       */
      const checkText = (node: Text, el: Element, strict: boolean) => {
        const range = document.createRange()
        range.selectNodeContents(node)
        const text = short(node.textContent ?? '')
        const shortened = !strict && shortenedOnPurpose(el)
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue
          if (!strict && (rect.top < 0 || rect.bottom > vh)) continue
          if (strict && (rect.top < 0 || rect.bottom > vh)) report(`"${text}" does not fit in the view`)
          // The part of the line that is drawn: inside every box that clips it.
          let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom]
          let cut: Element | undefined
          for (const c of clipsOf(el)) {
            const [l, t, r, b] = [
              c.x ? Math.max(left, c.left) : left,
              c.y ? Math.max(top, c.top) : top,
              c.x ? Math.min(right, c.right) : right,
              c.y ? Math.min(bottom, c.bottom) : bottom,
            ]
            if (c.lost && (r - l < right - left - 1 || b - t < bottom - top - 1)) cut ??= c.by
            ;[left, top, right, bottom] = [l, t, r, b]
          }
          // Wholly outside a clipping box: hidden on purpose (another slide, a folded panel), not cut; but a
          // statement line hidden so (a clamped line) is cut.
          if (right - left < 1 || bottom - top < 1) {
            if (strict && cut) report(`"${text}" is cut by ${describe(cut)}`)
            continue
          }
          if (cut && !shortened)
            report(
              `"${text}" is cut by ${cut === document.documentElement ? 'the screen edge' : describe(cut)}`,
            )
          const ink = inkOf(new DOMRect(left, rect.top, right - left, rect.height))
          const block = blockOf(el)
          if (!shortened && block !== document.body) {
            const box = block.getBoundingClientRect()
            if (
              ink.left < box.left - 1 ||
              ink.right > box.right + 1 ||
              ink.top < box.top - 1 ||
              ink.bottom > box.bottom + 1
            )
              report(`"${text}" runs out of ${describe(block)}`)
          }
          const xs = [ink.left + 1, ink.right - 1]
          for (let x = ink.left + 8; x < ink.right - 8; x += 12) xs.push(x)
          for (const y of [ink.top + 1, ink.top + ink.height / 2, ink.bottom - 1])
            for (const x of xs) {
              if (x < 0 || x >= vw || y < 0 || y >= vh) continue
              const cover = coverAt(el, x, y, strict)
              if (cover) {
                report(`"${text}" is covered by ${describe(cover)}`)
                return
              }
            }
        }
      }

      const placeholders = (inLayer: (el: Element) => boolean) => {
        const canvas = document.createElement('canvas').getContext('2d')!
        for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
          const r = input.getBoundingClientRect()
          if (!inLayer(input) || input.value || r.width === 0 || r.top < 0 || r.bottom > vh) continue
          if (css(input).visibility !== 'visible' || seeThrough(input)) continue
          const s = getComputedStyle(input, '::placeholder')
          canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
          const room =
            input.clientWidth - parseFloat(css(input).paddingLeft) - parseFloat(css(input).paddingRight)
          if (
            canvas.measureText(input.placeholder).width > room + 1 &&
            css(input).textOverflow !== 'ellipsis'
          )
            report(`placeholder "${input.placeholder}" is cut (${Math.round(room)} px for it)`)
        }
      }

      /** Checks the text of one layer: the page (overlays hidden), then the overlays. */
      const checkLayer = (inLayer: (el: Element) => boolean) => {
        inkCache = new Map()
        const texts: [Text, Element][] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (!node.textContent!.trim()) continue
          const el = drawnIn(node)
          if (el && inLayer(el)) texts.push([node, el])
        }
        for (const [node, el] of texts) checkText(node, el, false)
        placeholders(inLayer)
        for (const [node, el] of texts)
          if (statements.some((s) => node.textContent!.includes(s))) {
            el.scrollIntoView({ block: 'center', inline: 'nearest' })
            inkCache = new Map()
            checkText(node, el, true)
            window.scrollTo(0, 0)
          }
      }

      // Animations at rest while the page is measured (a looping one at its start, any other at its end),
      // then resumed where they were: the floating coins and the like are checked where they are drawn still.
      const moving = document.getAnimations().filter((a) => a.playState === 'running')
      const resume = moving.map((a) => {
        const at = a.currentTime
        const end = Number(a.effect?.getComputedTiming().endTime ?? 0)
        a.pause()
        a.currentTime = Number.isFinite(end) ? end : 0
        return () => {
          a.currentTime = at
          a.play()
        }
      })
      const force = document.createElement('style')
      force.textContent = '* { pointer-events: auto !important; }'
      document.head.append(force)
      const overlays = [...document.querySelectorAll(OVERLAYS)].filter((el) => overlayOf(el) === el)
      const hidden = overlays.map((el) => {
        const style = (el as HTMLElement).style
        const before = [
          style.getPropertyValue('visibility'),
          style.getPropertyPriority('visibility'),
        ] as const
        style.setProperty('visibility', 'hidden', 'important')
        return () => style.setProperty('visibility', ...before)
      })
      try {
        window.scrollTo(0, 0)
        checkLayer((el) => !overlayOf(el))
        for (const show of hidden) show()
        hidden.length = 0
        if (overlays.length) checkLayer((el) => !!overlayOf(el))
      } finally {
        for (const show of hidden) show()
        for (const play of resume) play()
        force.remove()
        window.scrollTo(0, 0)
      }
      return problems
    },
    { statements: [BENCHMARK_DISCLOSURE, RISK_WARNING] },
  )
}

/**
 * Figures, dates and ranges broken inside themselves within `root` (every element a selector matches, or a
 * locator): a rate (`2.40%`, `-1.5%`), a rate range (`2.40%-2.70%`), a date (`2026-10-21`, `2026.10.21`), an
 * amount with its unit (`1万元`, `1万-100万元`) or a risk level (`PR1低风险`) whose text is laid out on more
 * than one line. Each is named with the lines it fell into.
 */
export async function brokenFigures(page: Page, root: string | Locator): Promise<string[]> {
  const scopes = typeof root === 'string' ? page.locator(root) : root
  return scopes.evaluateAll((elements) => {
    const FIGURE =
      /-?\d+(?:\.\d+)?%(?:\s*[-~至]\s*-?\d+(?:\.\d+)?%)?|\d{4}[-.]\d{2}[-.]\d{2}|\d+(?:\.\d+)?万?(?:\s*-\s*\d+(?:\.\d+)?万?)?元|PR\d[\u4e00-\u9fa5]{2,4}/g
    const broken: string[] = []
    for (const scope of elements) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(FIGURE)) {
          const range = document.createRange()
          range.setStart(node, match.index!)
          range.setEnd(node, match.index! + match[0].length)
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          )
          if (tops.size > 1) broken.push(`"${match[0]}" on ${tops.size} lines`)
        }
      }
    }
    return broken
  })
}

/** The boxes of what opens over a page: dialogs, antd-mobile's popups, sheets, pickers and dropdowns. */
const OVERLAY_BOXES =
  '[role="dialog"], [role="alertdialog"], .adm-popup-body, .adm-center-popup-body, .adm-dropdown-popup-body, .adm-picker, .adm-action-sheet'

/**
 * What is wider than the screen (docs/features/care-mode-and-accessibility.md#tests): the page scrolls
 * sideways, or the box of something open over it (a dialog, popup, sheet, picker, dropdown) is wider than
 * the screen or reaches past one of its edges, where nothing can scroll it back.
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = []
    const root = document.documentElement
    const vw = root.clientWidth
    if (root.scrollWidth > vw) problems.push(`the page scrolls sideways: ${root.scrollWidth} px for ${vw}`)
    for (const box of document.querySelectorAll(selector)) {
      const r = box.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || getComputedStyle(box).visibility !== 'visible') continue
      if (r.width > vw + 0.5 || r.left < -0.5 || r.right > vw + 0.5) {
        const name = box.getAttribute('aria-label') ?? box.className.toString().split(' ')[0]
        problems.push(
          `${name} is ${Math.round(r.width)} px wide, from ${Math.round(r.left)} to ${Math.round(r.right)}`,
        )
      }
    }
    return problems
  }, OVERLAY_BOXES)
}

/**
 * The bottom action bar of `action` (立即购买, a submit button) after the page is scrolled to its middle
 * (docs/features/care-mode-and-accessibility.md#tests): the bar is the nearest fixed or sticky box around the
 * action, and it must sit on the bottom edge of the view, within the screen's width. The page's scroller is
 * the document or, when the document does not scroll, the tallest scrolling box. Scrolled back to the top
 * after.
 */
export async function fixedBarProblems(action: Locator): Promise<string[]> {
  return action.evaluate((el) => {
    const name = (el.textContent ?? '').trim()
    let bar: Element | null = el
    while (bar && !/fixed|sticky/.test(getComputedStyle(bar).position)) bar = bar.parentElement
    if (!bar) return [`"${name}" is in no fixed or sticky bar`]
    const scrolls = (e: Element) =>
      e.scrollHeight > e.clientHeight + 1 &&
      (e === document.scrollingElement || /auto|scroll/.test(getComputedStyle(e).overflowY))
    const scroller =
      [document.scrollingElement!, ...document.querySelectorAll('body *')]
        .filter(scrolls)
        .sort((a, b) => b.clientHeight - a.clientHeight)[0] ?? document.scrollingElement!
    const middle = (scroller.scrollHeight - scroller.clientHeight) / 2
    scroller.scrollTo({ top: middle, behavior: 'instant' })
    const r = bar.getBoundingClientRect()
    const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight]
    const problems: string[] = []
    if (Math.abs(r.bottom - vh) > 1 || r.top < vh / 2)
      problems.push(
        `the bar of "${name}" is at ${Math.round(r.top)}-${Math.round(r.bottom)} px after scrolling to ${Math.round(scroller.scrollTop)} px, not on the bottom of the ${vh} px view`,
      )
    if (r.left < -0.5 || r.right > vw + 0.5)
      problems.push(`the bar of "${name}" runs from ${Math.round(r.left)} to ${Math.round(r.right)} px`)
    scroller.scrollTo({ top: 0, behavior: 'instant' })
    return problems
  })
}

/**
 * Waits until what is open has come to rest: the boxes and opacity of the open overlays (antd-mobile's
 * popups slide and fade by script, the inviter home's dialogs by CSS transition) and of `root` stay the same
 * for three frames in a row, and no transition or finite animation runs. Looping animations (floating coins)
 * are no reason to wait: layoutProblems holds them at rest.
 */
export async function atRest(page: Page, root?: Locator): Promise<void> {
  const marker = 'data-at-rest-root'
  await page.evaluate((m) => {
    document.querySelectorAll(`[${m}]`).forEach((e) => e.removeAttribute(m))
    delete (window as { __atRest?: unknown }).__atRest
  }, marker)
  if (root) await root.evaluate((e, m) => e.setAttribute(m, ''), marker)
  await page.waitForFunction(
    ({ selector, m }) => {
      const w = window as { __atRest?: { last: string; calm: number } }
      const boxes = [...document.querySelectorAll(`${selector}, .adm-mask, [${m}]`)].map((e) => {
        const r = e.getBoundingClientRect()
        return `${r.left},${r.top},${r.width},${r.height},${getComputedStyle(e).opacity}`
      })
      // Only what moves in an overlay or the root: the page's own marquee (the notice bar) runs on.
      const moving = document.getAnimations().some((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target
        return (
          a.playState === 'running' &&
          Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)) &&
          !!target?.closest(`${selector}, .adm-mask, [${m}]`)
        )
      })
      const now = boxes.join(';')
      const state = (w.__atRest ??= { last: '', calm: 0 })
      state.calm = !moving && now === state.last ? state.calm + 1 : 0
      state.last = now
      return state.calm >= 3
    },
    { selector: OVERLAY_BOXES, m: marker },
    { polling: 'raf', timeout: 15_000 },
  )
  await page.evaluate((m) => {
    document.querySelectorAll(`[${m}]`).forEach((e) => e.removeAttribute(m))
  }, marker)
}
