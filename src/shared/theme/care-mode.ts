import { useSyncExternalStore } from 'react'
import { local } from '@/shared/lib/storage'

/**
 * 关怀模式: one switch per device (local `careMode`), also turned on by `care=1` in the address
 * (and off by `care=0`). The mode is the attribute `data-care` on <html>: the theme layer (care.css)
 * scales antd-mobile's variables and the app's text under it, so pages need no per-page overrides.
 */
export const CARE_ATTRIBUTE = 'data-care'

/** Toasts and countdowns that move on by themselves last this much longer in care mode. */
export const CARE_TIME_FACTOR = 2

const listeners = new Set<() => void>()

/** Keeps <html data-care> in step with the mode (the theme layer keys on it). */
export function syncCareAttribute(on: boolean = isCareMode()): void {
  if (typeof document === 'undefined') return
  const el = document.documentElement
  if (on === el.hasAttribute(CARE_ATTRIBUTE)) return
  if (on) el.setAttribute(CARE_ATTRIBUTE, '')
  else el.removeAttribute(CARE_ATTRIBUTE)
}

/** Whether care mode is on for this device. */
export function isCareMode(): boolean {
  return local.get('careMode') === '1'
}

/** Turns care mode on or off for this device, now and on later visits. */
export function setCareMode(on: boolean): void {
  const changed = isCareMode() !== on
  local.set('careMode', on ? '1' : '0')
  syncCareAttribute(on)
  if (changed) listeners.forEach((listener) => listener())
}

/**
 * Applies the address's `care` parameter: `care=1` turns the mode on (and remembers it, as the switch
 * does), `care=0` turns it off; any other address keeps the device's choice. `search` is the hash
 * router's query (`?a=1&care=1`).
 */
export function applyCareQuery(search: string): void {
  const care = new URLSearchParams(search).get('care')
  if (care === '1') setCareMode(true)
  else if (care === '0') setCareMode(false)
  else syncCareAttribute()
}

/** A duration (toast, auto-advance, countdown) as long as care mode wants it. */
export function careDuration(ms: number): number {
  return isCareMode() ? ms * CARE_TIME_FACTOR : ms
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Re-renders when the mode changes (the footer switch, a `care=` address). */
export function useCareMode(): boolean {
  return useSyncExternalStore(subscribe, isCareMode, () => false)
}
