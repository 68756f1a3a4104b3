import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { toast } from '@/shared/lib/toast'
import { applyCareQuery, setCareMode, useCareMode } from './care-mode'
import styles from './care-switch.module.css'

export const CARE_SWITCH_LABEL = '关怀模式'
export const CARE_ON_TEXT = '已开启关怀模式：字更大、按钮更大'
export const CARE_OFF_TEXT = '已关闭关怀模式'
/**
 * The switch's word on what changed: short, and low on the screen by the switch, never over the page's
 * figures (in care mode a toast lasts twice as long: 3 s).
 */
export const CARE_TOAST_MS = 1500

/** The 关怀模式 switch of every page's footer: remembered on this device. */
export function CareSwitch() {
  const on = useCareMode()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={styles.root}
      onClick={() => {
        setCareMode(!on)
        toast(on ? CARE_OFF_TEXT : CARE_ON_TEXT, CARE_TOAST_MS, 'bottom')
      }}
    >
      <span className={styles.label}>{CARE_SWITCH_LABEL}</span>
      <span className={styles.track} data-on={on ? '' : undefined} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.state} aria-hidden="true">
        {on ? '开' : '关'}
      </span>
    </button>
  )
}

/**
 * Applies `care=1` / `care=0` from the address (the hash router's query, or the query before the hash of a
 * shared link) before the page paints, on the first page and after every navigation.
 */
export function CareModeSync() {
  const { search } = useLocation()
  useLayoutEffect(() => {
    const outer = typeof window === 'undefined' ? '' : window.location.search
    applyCareQuery(new URLSearchParams(search).has('care') ? search : outer)
  }, [search])
  return null
}
