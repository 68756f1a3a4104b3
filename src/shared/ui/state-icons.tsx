import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** A broken link over a cloud: "the network failed" (page-state PageError, network failures only). */
export function DisconnectedIcon(props: IconProps) {
  return (
    <svg
      data-icon="disconnected"
      width="120"
      height="100"
      viewBox="0 0 120 100"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <ellipse cx="60" cy="90" rx="44" ry="6" fill="#f2f3f5" />
      <path
        d="M36 70a16 16 0 0 1 2-32 22 22 0 0 1 42-4 18 18 0 0 1 4 36z"
        fill="#f5f7fa"
        stroke="#dcdee3"
        strokeWidth="2"
      />
      <path d="m52 48 16 16m0-16L52 64" stroke="#c9cdd4" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

/** A sheet with an exclamation mark: "this did not work", with no cause implied (page-state PageError). */
export function NoticeIcon(props: IconProps) {
  return (
    <svg
      data-icon="notice"
      width="120"
      height="100"
      viewBox="0 0 120 100"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <ellipse cx="60" cy="90" rx="44" ry="6" fill="#f2f3f5" />
      <rect x="34" y="14" width="52" height="66" rx="6" fill="#f5f7fa" stroke="#dcdee3" strokeWidth="2" />
      <path d="M44 28h32M44 38h22" stroke="#e5e6eb" strokeWidth="4" strokeLinecap="round" />
      <circle cx="60" cy="60" r="12" fill="#fff" stroke="#c9cdd4" strokeWidth="2" />
      <path d="M60 53v8" stroke="#c9cdd4" strokeWidth="4" strokeLinecap="round" />
      <circle cx="60" cy="66.5" r="2.2" fill="#c9cdd4" />
    </svg>
  )
}
