import { useId } from 'react'
import type { BoxState } from '../../rules'
import styles from './box.module.css'

/** A treasure chest drawn in SVG: grey and padlocked, golden and glowing, shaking, or open. */
export function Chest({ state, opening }: { state: BoxState; opening: boolean }) {
  const id = useId()
  const wood = `${id}wood`
  const gold = `${id}gold`
  const cls = [styles.chest, styles[state], opening ? styles.opening : ''].filter(Boolean).join(' ')
  return (
    <svg className={cls} viewBox="0 0 96 84" aria-hidden focusable="false">
      <defs>
        <linearGradient id={wood} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8573a" />
          <stop offset="1" stopColor="#a8261b" />
        </linearGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe28a" />
          <stop offset="1" stopColor="#f0a92b" />
        </linearGradient>
      </defs>
      <g className={styles.glow}>
        <circle cx="48" cy="44" r="40" fill="#ffd76a" opacity="0.35" />
      </g>
      <g className={styles.body}>
        <rect x="14" y="42" width="68" height="36" rx="5" fill={`url(#${wood})`} />
        <rect x="14" y="42" width="68" height="7" fill={`url(#${gold})`} />
        <rect x="24" y="42" width="7" height="36" fill={`url(#${gold})`} />
        <rect x="65" y="42" width="7" height="36" fill={`url(#${gold})`} />
        <rect x="42" y="50" width="12" height="14" rx="2" fill={`url(#${gold})`} />
        <circle cx="48" cy="56" r="2.4" fill="#8a4b0a" />
      </g>
      <g className={styles.coins}>
        <circle cx="38" cy="40" r="6" fill={`url(#${gold})`} stroke="#d48806" />
        <circle cx="50" cy="37" r="6" fill={`url(#${gold})`} stroke="#d48806" />
        <circle cx="60" cy="41" r="6" fill={`url(#${gold})`} stroke="#d48806" />
      </g>
      <g className={styles.lid}>
        <path d="M14 42 V30 Q14 16 30 16 H66 Q82 16 82 30 V42 Z" fill={`url(#${wood})`} />
        <rect x="24" y="16" width="7" height="26" fill={`url(#${gold})`} />
        <rect x="65" y="16" width="7" height="26" fill={`url(#${gold})`} />
        <rect x="14" y="36" width="68" height="6" fill={`url(#${gold})`} />
      </g>
      {state === 'locked' ? (
        <g className={styles.padlock}>
          <path d="M43 50 v-5 a5 5 0 0 1 10 0 v5" fill="none" stroke="#666" strokeWidth="2.5" />
          <rect x="40" y="49" width="16" height="13" rx="2.5" fill="#8c8c8c" />
        </g>
      ) : null}
    </svg>
  )
}
