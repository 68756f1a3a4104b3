import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { resetWechatSdk, setShareData, signableUrl, wechatSdk } from './wechat-sdk'

const share = { title: 't', desc: 'd', link: 'https://a.cn/?x=1#/mgmInvited', imgUrl: 'https://a.cn/i.png' }

describe('WeChat JS-SDK', () => {
  afterEach(() => {
    delete window.wx
    resetWechatSdk()
  })

  it('signs the URL without its hash', () => {
    expect(signableUrl('https://h5.a.cn/?inviterOpenId=o1#/mgmfour?x=1')).toBe(
      'https://h5.a.cn/?inviterOpenId=o1',
    )
    expect(signableUrl('https://h5.a.cn/')).toBe('https://h5.a.cn/')
  })

  it('configures from the signature call and sets both share cards', async () => {
    let signedUrl = ''
    server.use(
      mswHttp.post(`*${endpoints.identity.share}`, async ({ request }) => {
        signedUrl = ((await request.json()) as { url: string }).url
        return HttpResponse.json({
          code: '0000',
          data: { appId: 'wx1', timestamp: '1', noncestr: 'n', sign: 's' },
        })
      }),
    )
    window.history.replaceState(null, '', '/?a=1#/mgmfour')
    const api = {
      config: vi.fn(),
      ready: (cb: () => void) => cb(),
      error: vi.fn(),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
      closeWindow: vi.fn(),
    }
    window.wx = api
    expect(await setShareData(share)).toBe(true)
    expect(signedUrl).toBe(`${location.origin}/?a=1`)
    expect(api.config).toHaveBeenCalledWith(
      expect.objectContaining({ appId: 'wx1', signature: 's', nonceStr: 'n' }),
    )
    expect(api.updateAppMessageShareData).toHaveBeenCalledWith(share)
    expect(api.updateTimelineShareData).toHaveBeenCalledWith({
      title: 't',
      link: share.link,
      imgUrl: share.imgUrl,
    })
  })

  it('loads no script from another origin: the SDK is our own bundled copy (issue 10)', async () => {
    const append = vi.spyOn(document.head, 'appendChild')
    resetWechatSdk(200)
    // outside WeChat the bundled SDK never becomes ready: callers fall back
    expect(await wechatSdk()).toBeNull()
    expect(append.mock.calls.some(([node]) => (node as Element).tagName === 'SCRIPT')).toBe(false)
    expect(await setShareData(share)).toBe(false)
  })
})
