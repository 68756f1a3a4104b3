import { useCallback, useEffect, useRef } from 'react'
import { toast } from '@/shared/lib/toast'
import { COPY_FAILURE, COPY_LOCK_MS, COPY_SUCCESS, copyText } from '@/shared/ui'

/**
 * marketing §2.4: after a copy, further copy clicks on the page are blocked for 2 seconds (one lock for
 * every copy button of the page, "copy both" included); the result toasts 复制成功 or 复制失败.
 */
export function useCopyLock() {
  const locked = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(async (text: string) => {
    if (locked.current) return
    locked.current = true
    timer.current = setTimeout(() => {
      locked.current = false
    }, COPY_LOCK_MS)
    const ok = !!text && (await copyText(text))
    toast(ok ? COPY_SUCCESS : COPY_FAILURE)
  }, [])
}
