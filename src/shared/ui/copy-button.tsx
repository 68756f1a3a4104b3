import { useCallback, useEffect, useRef } from 'react'
import { copyText } from '@/shared/lib/clipboard'
import { toast } from '@/shared/lib/toast'
import styles from './copy-button.module.css'
import './theme.css'

// marketing §2.4 and §8: result toasts and a 2-second lock after each copy.
export const COPY_SUCCESS = '复制成功'
export const COPY_FAILURE = '复制失败'
export const COPY_LOCK_MS = 2000

export interface CopyButtonProps {
  text: string
  label?: string
  /** Name for screen readers when several copy buttons share a page, e.g. 复制兑换码. */
  'aria-label'?: string
  className?: string
}

/**
 * marketing §2.4: after a copy, further copy taps on the page are blocked for 2 seconds (one lock for every
 * copy of a component, a page's "copy both" included); the result toasts 复制成功 or 复制失败. The one lock:
 * `CopyButton` and the pages that copy from their own buttons use it.
 */
export function useCopyLock(): (text: string) => Promise<void> {
  const locked = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(async (text: string) => {
    if (locked.current) return
    locked.current = true
    timer.current = setTimeout(() => {
      locked.current = false
    }, COPY_LOCK_MS)
    toast(!!text && (await copyText(text)) ? COPY_SUCCESS : COPY_FAILURE)
  }, [])
}

export function CopyButton({ text, label = '复制', 'aria-label': ariaLabel, className }: CopyButtonProps) {
  const copy = useCopyLock()
  const handleClick = () => void copy(text)

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
