/** A broken-link picture for the invalid-link view. */
export function LinkBrokenIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="#fff1ef" />
      <g fill="none" stroke="#d4282d" strokeWidth="6" strokeLinecap="round">
        <path d="M52 44l6-6a14 14 0 0 1 20 20l-6 6" />
        <path d="M68 76l-6 6a14 14 0 0 1-20-20l6-6" />
        <path d="M40 40l-6-6M80 80l6 6M44 30v-6M76 90v6M30 44h-6M90 76h6" strokeWidth="4" />
      </g>
    </svg>
  )
}
