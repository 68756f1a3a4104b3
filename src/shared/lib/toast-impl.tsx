import { Toast } from 'antd-mobile'
import type { ToastPosition } from './toast'

/**
 * A date, a time or a rate inside a toast's text: kept on one line (the toast's narrow box broke
 * "05:40:43" after its second colon).
 */
const FIGURE =
  /(\d{4}[-.]\d{1,2}[-.]\d{1,2}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?|-?\d+(?:\.\d+)?%)/

/** The text, with each figure in a span that does not wrap. */
export function toastContent(text: string) {
  const parts = text.split(FIGURE)
  if (parts.length === 1) return text
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** Loaded on demand by toast.ts: antd-mobile's Toast (and its animation library) stays out of start-up. */
export function showToast(content: string, duration: number, position: ToastPosition): void {
  Toast.show({ content: toastContent(content), duration, position })
}

export function clearToasts(): void {
  Toast.clear()
}
