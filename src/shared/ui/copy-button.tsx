import { useEffect, useRef } from 'react'
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
