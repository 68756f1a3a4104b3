import { answerWithCode } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { getPosterUrl } from './mgm-poster'

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('poster url', async () => {
    answerWithCode('post', endpoints.mgm.posterUrl, '0000', null)
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
