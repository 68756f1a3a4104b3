/** A gift box drawn inline (no emoji font on many phones). */
export function GiftIcon({ size = 96, open = false }: { size?: number; open?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect x="8" y="28" width="48" height="30" rx="4" fill="#d4282d" />
      <rect
        x="4"
        y={open ? 14 : 20}
        width="56"
        height="12"
        rx="3"
        fill="#e8453c"
        transform={open ? 'rotate(-12 4 26)' : undefined}
      />
      <rect x="28" y="28" width="8" height="30" fill="#ffd66b" />
      <rect
        x="28"
        y={open ? 14 : 20}
        width="8"
        height="12"
        fill="#ffd66b"
        transform={open ? 'rotate(-12 4 26)' : undefined}
      />
      {!open && (
        <path
          d="M32 20c-6-10-16-10-16-4s10 4 16 4zm0 0c6-10 16-10 16-4s-10 4-16 4z"
          fill="#ffd66b"
          stroke="#e0a93a"
          strokeWidth="1.5"
        />
      )}
      {open && (
        <g fill="#ffd66b">
          <circle cx="20" cy="10" r="2.5" />
          <circle cx="44" cy="6" r="2" />
          <circle cx="52" cy="16" r="2.5" />
          <path d="M32 2l2 5 5 .5-4 3 1.5 5-4.5-3-4.5 3 1.5-5-4-3 5-.5z" />
        </g>
      )}
    </svg>
  )
}
