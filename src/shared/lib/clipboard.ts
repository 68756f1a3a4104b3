/**
 * Text to the clipboard (marketing §2.4 and §8), apart from the copy button (shared/ui/copy-button.tsx) so a
 * page that copies without drawing one (the inviter home's share link) does not load the button and its
 * styles (docs/decisions/025).
 */

/** Old WebViews (and non-secure pages) have no async clipboard: select a hidden textarea and copy. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  // Off-screen but selectable; 16px stops iOS from zooming in on focus.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0', fontSize: '16px' })
  document.body.appendChild(area)
  const selection = document.getSelection()
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null
  let copied = false
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    copied = typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    copied = false
  } finally {
    area.remove()
    if (previous && selection) {
      selection.removeAllRanges()
      selection.addRange(previous)
    }
  }
  return copied
}

/** Resolves true when the text reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof text !== 'string') return false
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Permission refused or not focused: the legacy path still works in many WebViews.
    }
  }
  return copyWithTextarea(text)
}
