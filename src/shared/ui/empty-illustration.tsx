import type { SVGProps } from 'react'

/** account-and-shared §2: the generic "no data" picture, drawn inline so no asset request is needed. */
export function EmptyIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="160"
      height="120"
      viewBox="0 0 160 120"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <ellipse cx="80" cy="106" rx="56" ry="7" fill="#f2f3f5" />
      {/* an open document tray */}
      <path
        d="M36 58 52 30h56l16 28v38a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6V58Z"
        fill="#f7f8fa"
        stroke="#dcdee3"
        strokeWidth="2"
      />
      <path d="M36 58h28a16 16 0 0 0 32 0h28" stroke="#dcdee3" strokeWidth="2" strokeLinejoin="round" />
      <rect x="58" y="14" width="44" height="46" rx="4" fill="#fff" stroke="#dcdee3" strokeWidth="2" />
      <path d="M66 26h28M66 35h20M66 44h24" stroke="#e5e6eb" strokeWidth="3" strokeLinecap="round" />
      {/* a small magnifier: "nothing found" */}
      <circle cx="112" cy="34" r="9" fill="#fff" stroke="#c9cdd4" strokeWidth="2.5" />
      <path d="m118.5 40.5 7 7" stroke="#c9cdd4" strokeWidth="3" strokeLinecap="round" />
      <circle cx="40" cy="24" r="3" fill="#e5e6eb" />
      <circle cx="128" cy="64" r="2" fill="#e5e6eb" />
    </svg>
  )
}
