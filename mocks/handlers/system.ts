import type { HttpHandler } from 'msw'
import dayjs from 'dayjs'
import { endpoints } from '../../src/api/endpoints'
import { field, hashString, mock, RawEnvelope, rng } from '../lib'
import { MOCK_CAPTCHA } from '../db/account'
import { requireCaptcha } from './identity'

/**
 * Captcha and maintenance (api-contract.md, Captcha, maintenance, privacy, config). The captcha image
 * always reads 1234 (MOCK_CAPTCHA); the maintenance window exists only under the 'maintenance' fault.
 */

const FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** A captcha picture as an SVG data URL: the digits, jittered, over noise lines seeded by the key. */
export function captchaSvg(text: string, seedKey: string): string {
  const next = rng(hashString(seedKey))
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [next() * 120, next() * 40, next() * 120, next() * 40].map((n) => n.toFixed(1))
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9bb" stroke-width="1"/>`
  }).join('')
  const digits = [...text]
    .map((d, i) => {
      const rotate = ((next() - 0.5) * 30).toFixed(1)
      const x = 18 + i * 26
      const y = 28 + (next() - 0.5) * 6
      return `<text x="${x}" y="${y.toFixed(1)}" transform="rotate(${rotate} ${x} ${y.toFixed(1)})" font-family="monospace" font-size="24" font-weight="bold" fill="#1d39c4">${d}</text>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#eef3f8"/>${lines}${digits}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const systemHandlers: HttpHandler[] = [
  mock.get(endpoints.system.randomImage, (ctx) => {
    const checkKey = String(ctx.params.timestamp ?? '')
    ctx.db.account.captchas[checkKey] = field(ctx, 'phone')
    // account-and-shared §3: the image travels in the envelope's `result`, not `data`.
    return new RawEnvelope({
      code: '0000',
      msg: '成功',
      result: captchaSvg(MOCK_CAPTCHA, checkKey),
      data: null,
    })
  }),

  mock.post(endpoints.system.checkCaptcha, (ctx) => {
    requireCaptcha(field(ctx, 'captcha'), field(ctx, 'checkKey'))
    return null
  }),

  mock.get(endpoints.system.maintenance, (ctx) => {
    if (ctx.db.scenario.fault !== 'maintenance') return null
    const now = dayjs()
    return {
      start: now.subtract(1, 'hour').format(FORMAT),
      end: now.add(2, 'hour').format(FORMAT),
      serveTime: now.format(FORMAT),
    }
  }),
]
