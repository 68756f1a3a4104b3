import { useEffect, useRef } from 'react'
import { toast } from '@/shared/lib/toast'
import styles from './copy-button.module.css'
import './theme.css'

// marketing §2.4 and §8: result toasts and a 2-second lock after each copy.
export const COPY_SUCCESS = '复制成功'
export const COPY_FAILURE = '复制失败'
export const COPY_LOCK_MS = 2000

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

export interface CopyButtonProps {
  text: string
  label?: string
  /** Name for screen readers when several copy buttons share a page, e.g. 复制兑换码. */
  'aria-label'?: string
  className?: string
}

export function CopyButton({ text, label = '复制', 'aria-label': ariaLabel, className }: CopyButtonProps) {
  const locked = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const handleClick = async () => {
    if (locked.current) return
    locked.current = true
    timer.current = setTimeout(() => {
      locked.current = false
    }, COPY_LOCK_MS)
    toast((await copyText(text)) ? COPY_SUCCESS : COPY_FAILURE)
  }

  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      onClick={handleClick}
    >
      {label}
    </button>
  )
}
