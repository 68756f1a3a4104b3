import { useState } from 'react'
import styles from './picture.module.css'

/** The placeholder drawn in place of a missing or broken picture: what the picture would show. */
export type PictureKind = 'prize' | 'avatar'

export interface PictureProps {
  /** The server's picture address; empty when it sends none. */
  src: string | null | undefined
  kind: PictureKind
  /** Width and height in CSS pixels: the picture and its placeholder take the same box (no layout shift). */
  size: number
  className?: string
  /** Below the fold: the browser loads it when it nears the viewport. */
  lazy?: boolean
}

/**
 * A server-provided picture (a prize, the WeChat head picture) in a sized box. Without a picture, or when it
 * fails to load, an intentional placeholder of the same size shows: a gift for a prize, a person for the
 * head picture — never an empty shape.
 */
export function Picture({ src, kind, size, className, lazy }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const box = { width: size, height: size }
  if (!src || failed === src)
    return (
      <span
        className={[className, styles.placeholder].filter(Boolean).join(' ')}
        style={box}
        data-placeholder={kind}
        aria-hidden="true"
      >
        {kind === 'avatar' ? <PersonArt /> : <GiftArt />}
      </span>
    )
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}

const ART = {
  width: '100%',
  height: '100%',
  viewBox: '0 0 48 48',
  'aria-hidden': true,
  focusable: false,
} as const

/** A neutral gift box: a prize whose picture is missing. */
function GiftArt() {
  return (
    <svg {...ART}>
      <rect width="48" height="48" fill="#f6efe8" />
      <rect x="12" y="21" width="24" height="16" rx="2" fill="#d9c6b4" />
      <rect x="10" y="16" width="28" height="6" rx="2" fill="#c4ab94" />
      <rect x="22" y="16" width="4" height="21" fill="#f6efe8" />
      <path d="M24 16c-2-5-9-6-9-2 0 2 4 2 9 2zM24 16c2-5 9-6 9-2 0 2-4 2-9 2z" fill="#c4ab94" />
    </svg>
  )
}

/** The default head picture: a person on a light disc. */
function PersonArt() {
  return (
    <svg {...ART}>
      <circle cx="24" cy="24" r="24" fill="#ffe7d6" />
      <circle cx="24" cy="19" r="8" fill="#f0a47a" />
      <path d="M9 42c2-8 8-13 15-13s13 5 15 13a24 24 0 0 1-30 0z" fill="#f0a47a" />
    </svg>
  )
}
