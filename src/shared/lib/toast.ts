import { careDuration } from '@/shared/theme/care-mode'

export const NETWORK_ERROR_TEXT = '网络飘走了,请稍候再试哦'

type Show = (content: string, duration: number) => void
let show: Show | undefined
let loading: Promise<Show> | undefined

/** Loads the toast implementation (preloaded when the browser is idle after start-up). */
export function loadToast(): Promise<Show> {
  loading ??= import('./toast-impl').then((m) => (show = m.showToast))
  return loading
}

/** marketing §9: a toast clears after 3.5 seconds. */
export const TOAST_DURATION_MS = 3500

/**
 * The one way the app shows a short message (for TOAST_DURATION_MS unless told otherwise); in 关怀模式
 * every toast stays twice as long.
 */
export function toast(content: string, duration = TOAST_DURATION_MS): void {
  if (!content) return
  duration = careDuration(duration)
  if (show) show(content, duration)
  else void loadToast().then((s) => s(content, duration))
}
