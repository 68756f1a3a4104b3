import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { checkWhitePhone, whitelistAdd } from './mgm-whitelist'

let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => toastShow.mockRestore())

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
describe('mgm api', () => {
  it('sends whitelist adds with their payload, quietly on their codes', async () => {
    const add = capture('post', endpoints.mgm.replenishInvite, '3333')
    const request = { pageFlag: 'p', inviterId: 'oB', invitedPhone: '13600000000', checkCode: '1' }
    await expect(whitelistAdd(request)).rejects.toMatchObject({ code: '3333' })
    expect(add.body).toEqual(request)
    expect(toastShow).not.toHaveBeenCalled()
  })

  it('reads the whitelist check with its params', async () => {
    const white = capture('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: '1' })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
    expect(white.url!.searchParams.get('user_phone')).toBe('15012345606')
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('whitelist check', async () => {
    capture('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: true })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
  })
})
