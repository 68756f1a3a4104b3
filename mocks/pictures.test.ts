import type { AddressInfo } from 'node:net'
import { bypass } from 'msw'
import { createMockApp } from './server'
import { pictureSvg, pictureUrl } from './pictures'
import { badgeDataUrl } from './db/marketing-images'
import { pointsInfo, seedPoints } from './db/marketing-points'
import { seedUsers } from './db/users'

/*
 * The mock's pictures (mocks/pictures.ts): inline data: URLs by default; with MOCK_PICTURE_ORIGIN (the
 * benchmark through nginx, docs/performance.md) an address on that origin, which the mock server answers.
 */

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

afterEach(() => {
  delete process.env.MOCK_PICTURE_ORIGIN
})

describe('mock pictures', () => {
  it('are inline data: URLs by default', () => {
    expect(pictureUrl(SVG)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`)
  })

  it('are named on the picture origin when one is set, and the mock server answers them', async () => {
    process.env.MOCK_PICTURE_ORIGIN = 'https://img.example.com/'
    const url = new URL(pictureUrl(SVG))
    expect(url.origin).toBe('https://img.example.com')
    expect(url.pathname).toMatch(/^\/__pictures\/[a-z0-9]+\.svg$/)
    expect(pictureSvg(url.pathname.split('/').pop()!)).toBe(SVG)

    const server = createMockApp().listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      // Past the tests' own request interception (tests/setup.ts), to the real server.
      const answer = await fetch(bypass(`http://127.0.0.1:${port}${url.pathname}`))
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await answer.text()).toBe(SVG)
      expect((await fetch(bypass(`http://127.0.0.1:${port}/__pictures/unknown.svg`))).status).toBe(404)
    } finally {
      server.close()
    }
  })
})

describe('prize and head pictures (marketing-images.ts)', () => {
  const svgOf = (url: string) => decodeURIComponent(url.split(',')[1] ?? '')

  it('a prize picture draws what the prize is, not a coloured square with a dot', () => {
    const card = svgOf(badgeDataUrl('10元京东E卡'))
    const topUp = svgOf(badgeDataUrl('5元话费券'))
    const other = svgOf(badgeDataUrl('精美礼品'))
    expect(new Set([card, topUp, other]).size).toBe(3)
    for (const svg of [card, topUp, other]) {
      expect(svg).toMatch(/^<svg [^>]*width="120" height="120"/)
      expect(svg).not.toContain('<circle cx="60" cy="46" r="24" fill="#fff" opacity="0.9"/>')
    }
  })

  it('the points info carries a head picture for a visitor whose record has none', () => {
    const info = pointsInfo(seedPoints(seedUsers()), {
      openid: 'o-avatar',
      nickname: '王经理',
      headimgurl: '',
    })
    expect(info.headimgurl).toMatch(/^data:image\/svg\+xml/)
    expect(svgOf(info.headimgurl)).toContain('<circle')
  })
})
