import { advertisedReward } from '@/shared/lib/invitation'
import { pictureUrl } from '../pictures'
import { hash, prng } from './marketing-util'

/**
 * Images the mock backend draws in code: a QR-like symbol (finder squares plus modules seeded by the
 * encoded text, so each link gives its own picture; it is not a scannable QR code) and the share poster
 * that places it over the campaign picture (marketing §7.2).
 */

const MODULES = 25
const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )

function qrModules(text: string): boolean[][] {
  const next = prng(hash(text))
  const grid = Array.from({ length: MODULES }, () => Array.from({ length: MODULES }, () => next() < 0.5))
  const finder = (top: number, left: number) => {
    for (let r = -1; r <= 7; r++)
      for (let c = -1; c <= 7; c++) {
        const y = top + r
        const x = left + c
        if (y < 0 || x < 0 || y >= MODULES || x >= MODULES) continue
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
        grid[y][x] = r >= 0 && r <= 6 && c >= 0 && c <= 6 && ring !== 2
      }
  }
  finder(0, 0)
  finder(0, MODULES - 7)
  finder(MODULES - 7, 0)
  return grid
}

/** The symbol as SVG elements inside a square at (x, y) of the given width. */
function qrGroup(text: string, x: number, y: number, width: number): string {
  const cell = width / (MODULES + 2)
  const rects: string[] = []
  qrModules(text).forEach((row, r) =>
    row.forEach((on, c) => {
      if (on)
        rects.push(
          `<rect x="${((c + 1) * cell).toFixed(2)}" y="${((r + 1) * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}"/>`,
        )
    }),
  )
  return `<g transform="translate(${x} ${y})"><rect width="${width}" height="${width}" fill="#fff"/><g fill="#111">${rects.join('')}</g></g>`
}

export interface PosterInput {
  linkUrl: string
  bigImgUrl: string
  qrX?: number
  qrY?: number
  qrWidth?: number
  /** The variant's advertised maximum (account-and-shared §8: 最高可得1000元奖学金 / 最高可得5000元京东E卡). */
  reward?: string
}

/** A 750 × 1334 poster as a data url. */
export function posterDataUrl({ linkUrl, bigImgUrl, qrX, qrY, qrWidth, reward }: PosterInput): string {
  const width = qrWidth && qrWidth > 0 ? qrWidth : 220
  const x = Number.isFinite(qrX) && qrX !== undefined ? qrX : (750 - width) / 2
  const y = Number.isFinite(qrY) && qrY !== undefined ? qrY : 1000
  const background = bigImgUrl
    ? `<image href="${escapeXml(bigImgUrl)}" x="0" y="0" width="750" height="1334" preserveAspectRatio="xMidYMid slice"/>`
    : ''
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a45"/><stop offset="1" stop-color="#ffd6a5"/></linearGradient></defs>',
    '<rect width="750" height="1334" fill="url(#bg)"/>',
    background,
    '<text x="375" y="220" font-size="64" font-weight="bold" text-anchor="middle" fill="#fff">邀你一起学理财</text>',
    `<text x="375" y="300" font-size="34" text-anchor="middle" fill="#fff">完成新手任务，${escapeXml(reward ?? advertisedReward('standard'))}</text>`,
    qrGroup(linkUrl, x, y, width),
    `<text x="375" y="${y + width + 50}" font-size="28" text-anchor="middle" fill="#5c2c00">长按识别二维码，接受好友邀请</text>`,
    '</svg>',
  ].join('')
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Warm tile backgrounds (light → deep), as a Chinese fintech app's prize art. */
const BADGE_TONES = [
  ['#fff1e0', '#ffd9b0'],
  ['#ffe9e6', '#ffc8c0'],
  ['#fff6d6', '#ffe39a'],
] as const

const RED = '#e8452c'
const DEEP = '#b8321f'
const GOLD = '#f7b733'

/** Flat icons on a 120 × 120 tile, chosen by what the prize is (its name). */
const BADGE_ICONS: ReadonlyArray<readonly [RegExp, string]> = [
  // A red envelope.
  [
    /红包|现金|立减/,
    `<rect x="34" y="24" width="52" height="72" rx="8" fill="${RED}"/><path d="M34 40q26 18 52 0v-8a8 8 0 0 0-8-8H42a8 8 0 0 0-8 8z" fill="${DEEP}"/><circle cx="60" cy="50" r="9" fill="${GOLD}"/>`,
  ],
  // A gift card.
  [
    /E卡|购物卡|礼品卡|卡券|储值卡/,
    `<rect x="22" y="34" width="76" height="52" rx="8" fill="${RED}"/><rect x="22" y="46" width="76" height="9" fill="${DEEP}"/><rect x="32" y="66" width="24" height="6" rx="3" fill="#fff" opacity="0.85"/><circle cx="84" cy="72" r="6" fill="${GOLD}"/>`,
  ],
  // A phone top-up.
  [
    /话费|流量/,
    `<rect x="40" y="22" width="40" height="76" rx="8" fill="${RED}"/><rect x="45" y="30" width="30" height="52" rx="3" fill="#fff"/><circle cx="60" cy="90" r="3.5" fill="#fff"/><path d="M57 46h8l-4 8h6l-10 14 2-10h-5z" fill="${GOLD}"/>`,
  ],
  // A video membership.
  [
    /视频|会员|音乐/,
    `<rect x="22" y="30" width="76" height="56" rx="10" fill="${RED}"/><path d="M52 45v26l22-13z" fill="#fff"/><rect x="44" y="90" width="32" height="5" rx="2.5" fill="${DEEP}"/>`,
  ],
  // A coffee.
  [
    /咖啡|奶茶|饮品/,
    `<path d="M32 44h48l-5 44a8 8 0 0 1-8 7H45a8 8 0 0 1-8-7z" fill="${RED}"/><path d="M80 52h6a10 10 0 0 1 0 20h-8" fill="none" stroke="${RED}" stroke-width="6"/><rect x="28" y="38" width="56" height="8" rx="4" fill="${DEEP}"/><path d="M48 22q5 6 0 12M60 22q5 6 0 12" stroke="${GOLD}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
  ],
  // A health check.
  [
    /体检|健康|医疗/,
    `<rect x="26" y="26" width="68" height="68" rx="16" fill="${RED}"/><path d="M52 40h16v12h12v16H68v12H52V68H40V52h12z" fill="#fff"/>`,
  ],
  // Points: a gold coin.
  [
    /积分|金币/,
    `<circle cx="60" cy="60" r="34" fill="${GOLD}"/><circle cx="60" cy="60" r="26" fill="#ffd66b"/><path d="M50 44l10 13 10-13M46 62h28M46 72h28M60 57v24" stroke="${DEEP}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ],
  // Better luck next time: a smile.
  [
    /谢谢|未中奖|再接再厉/,
    `<circle cx="60" cy="60" r="34" fill="#ffb37a"/><circle cx="48" cy="54" r="4.5" fill="${DEEP}"/><circle cx="72" cy="54" r="4.5" fill="${DEEP}"/><path d="M46 70q14 12 28 0" stroke="${DEEP}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ],
]

/** Any other prize: a gift box. */
const GIFT_ICON = `<rect x="26" y="50" width="68" height="44" rx="6" fill="${RED}"/><rect x="22" y="38" width="76" height="16" rx="5" fill="${DEEP}"/><rect x="55" y="38" width="10" height="56" fill="${GOLD}"/><path d="M60 38c-6-14-24-16-24-6 0 6 12 6 24 6zM60 38c6-14 24-16 24-6 0 6-12 6-24 6z" fill="${GOLD}"/>`

/**
 * A 120 × 120 prize picture: a flat icon of what the prize is (a card, a top-up, a coffee…; a gift box
 * otherwise) on a warm tile, so lists show real-looking artwork without any asset file.
 */
export function badgeDataUrl(label: string): string {
  const [from, to] = BADGE_TONES[hash(label) % BADGE_TONES.length]!
  const icon = BADGE_ICONS.find(([re]) => re.test(label))?.[1] ?? GIFT_ICON
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="20" fill="url(#t)"/>${icon}</svg>`
  return pictureUrl(svg)
}

const AVATAR_TONES = ['#ffb37a', '#ff8a65', '#f7b733', '#f48fb1'] as const

/** A WeChat head picture: a flat person on a warm disc (120 × 120), its tone by the nickname. */
export function avatarDataUrl(nickname: string): string {
  const tone = AVATAR_TONES[hash(nickname) % AVATAR_TONES.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" fill="#fff4e8"/><circle cx="60" cy="60" r="60" fill="${tone}"/>` +
    `<circle cx="60" cy="48" r="20" fill="#fff"/><path d="M22 108c4-22 20-34 38-34s34 12 38 34z" fill="#fff"/></svg>`
  return pictureUrl(svg)
}

/** invite/getQrCode's answer: the link's QR-like symbol as an SVG file (not scannable, as above). */
export function qrCodeSvg(link: string, width = 240): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}">${qrGroup(link, 0, 0, width)}</svg>`
}
