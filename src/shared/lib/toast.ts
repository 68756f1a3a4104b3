import { careDuration } from '@/shared/theme/care-mode'

export const NETWORK_ERROR_TEXT = '网络飘走了,请稍候再试哦'

/** Where a toast shows: the middle of the screen, or low, away from the page's figures. */
export type ToastPosition = 'center' | 'bottom'

type Show = (content: string, duration: number, position: ToastPosition) => void
let show: Show | undefined
let clear: (() => void) | undefined
let loading: Promise<Show> | undefined
/** When the last toast was asked for. */
let shownAt = -Infinity

/**
 * Loads the toast implementation (preloaded when the browser is idle after start-up). A load that fails (the
 * network dropped, a release replaced the files) is forgotten, so the next toast asks again.
 */
export function loadToast(): Promise<Show> {
  loading ??= import('./toast-impl').then(
    (m) => {
      clear = m.clearToasts
      return (show = m.showToast)
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** How long before a change of page a toast still belongs to it: the page that toasts, then leaves. */
export const TOAST_CARRIES_MS = 1500

/**
 * On a change of page: a toast the page before showed a while ago goes (it would cover the next page); one
 * shown just before the change (添加成功, then the list) stays for the page it announces.
 */
export function clearToastsOnLeave(now = Date.now()): void {
  if (clear && now - shownAt > TOAST_CARRIES_MS) clear()
}

/** marketing §9: a toast clears after 3.5 seconds. */
export const TOAST_DURATION_MS = 3500

/**
 * The one way the app shows a short message (for TOAST_DURATION_MS unless told otherwise); in 关怀模式
 * every toast stays twice as long.
 */
export function toast(
  content: string,
  duration = TOAST_DURATION_MS,
  position: ToastPosition = 'center',
): void {
  if (!content) return
  shownAt = Date.now()
  duration = careDuration(duration)
  if (show) show(content, duration, position)
  // Without its code (offline, a release meanwhile) the toast is dropped; the page's own view says why.
  else
    loadToast()
      .then((s) => s(content, duration, position))
      .catch(() => undefined)
}
