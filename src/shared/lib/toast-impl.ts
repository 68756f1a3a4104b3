import { Toast } from 'antd-mobile'

/** Loaded on demand by toast.ts: antd-mobile's Toast (and its animation library) stays out of start-up. */
export function showToast(content: string, duration: number): void {
  Toast.show({ content, duration })
}
