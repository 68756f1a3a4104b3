import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { getPosterUrl } from './mgm-poster'

/** Answers one path with `code` and records what was sent. */
function capture(method: 'get' | 'post', path: string, code: string | number, data: unknown = null) {
  const seen: { url?: URL; body?: unknown } = {}
  server.use(
    mswHttp[method](`*${path}`, async ({ request }) => {
      seen.url = new URL(request.url)
      if (method === 'post') seen.body = await request.json()
      return HttpResponse.json({ code, msg: `code ${code}`, data })
    }),
  )
  return seen
}
describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('poster url', async () => {
    capture('post', endpoints.mgm.posterUrl, '0000', null)
    await expect(getPosterUrl({ linkUrl: 'l', bigImgUrl: '', inviterId: 'x', pageFlag: 'p' })).resolves.toBe(
      '',
    )
  })
})

describe('mgm api against the mock backend', () => {
  it('gets a poster data url that places the QR where the Sc variant asks', async () => {
    const url = await getPosterUrl({
      linkUrl: 'encrypted-link',
      bigImgUrl: 'https://cdn.example.com/bg.png',
      inviterId: 'oMock0005wxUser5',
      pageFlag: 'new_mgm_inviterSc',
      qrX: 40,
      qrY: 900,
      qrWidth: 180,
    })
    expect(url.startsWith('data:image/svg+xml')).toBe(true)
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1))
    expect(svg).toContain('translate(40 900)')
    expect(svg).toContain('href="https://cdn.example.com/bg.png"')
    const other = await getPosterUrl({
      linkUrl: 'another-link',
      bigImgUrl: '',
      inviterId: 'x',
      pageFlag: 'p',
    })
    expect(other).not.toBe(url)
  })
})
