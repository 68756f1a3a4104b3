import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** The WeChat two-bubble mark in its green, drawn simply (the blocked-channel notice, share sheets). */
export function WeChatIcon(props: IconProps) {
  return (
    <svg
      width="88"
      height="88"
      viewBox="0 0 88 88"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="88" height="88" rx="22" fill="#07c160" />
      <path
        d="M36 20c-11.6 0-21 7.8-21 17.4 0 5.5 3 10.4 7.8 13.6l-2 6.2 7.2-3.7c2.5.8 5.2 1.2 8 1.2h1.4a14.6 14.6 0 0 1-.6-4.2c0-9.6 9.2-17.4 20.6-17.4h1.2C56.6 25.2 47.2 20 36 20Z"
        fill="#fff"
      />
      <path
        d="M73 52.4c0-8.2-8-14.8-17.8-14.8S37.4 44.2 37.4 52.4s8 14.8 17.8 14.8c2.3 0 4.5-.4 6.6-1l6 3.2-1.7-5.2c4.1-2.7 6.9-6.9 6.9-11.8Z"
        fill="#fff"
      />
      <circle cx="29" cy="33" r="2.6" fill="#07c160" />
      <circle cx="43" cy="33" r="2.6" fill="#07c160" />
      <circle cx="49.4" cy="49.6" r="2.2" fill="#07c160" />
      <circle cx="61" cy="49.6" r="2.2" fill="#07c160" />
    </svg>
  )
}
