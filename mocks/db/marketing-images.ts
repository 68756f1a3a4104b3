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

const BADGE_COLOURS = ['#ff7a45', '#f5222d', '#fa8c16', '#13c2c2', '#1677ff', '#722ed1'] as const

/** A 120 × 120 prize picture with the prize's name, so lists show an image without any asset file. */
export function badgeDataUrl(label: string): string {
  const colour = BADGE_COLOURS[hash(label) % BADGE_COLOURS.length]
  const text = escapeXml(label.length > 6 ? `${label.slice(0, 6)}…` : label)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="16" fill="${colour}"/>` +
    `<circle cx="60" cy="46" r="24" fill="#fff" opacity="0.9"/>` +
    `<text x="60" y="100" font-size="16" text-anchor="middle" fill="#fff">${text}</text></svg>`
  return pictureUrl(svg)
}

/** invite/getQrCode's answer: the link's QR-like symbol as an SVG file (not scannable, as above). */
export function qrCodeSvg(link: string, width = 240): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}">${qrGroup(link, 0, 0, width)}</svg>`
}
