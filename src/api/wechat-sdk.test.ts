import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { recordEntryUrl } from '@/shared/lib/entry-url'
import {
  isIosWechat,
  resetWechatSdk,
  setShareData,
  shareableLink,
  signableUrl,
  wechatSdk,
} from './wechat-sdk'

/** A WeChat JS-SDK that accepts the configuration at once, put on the page. */
function readyWx() {
  const api = {
    config: vi.fn(),
    ready: (cb: () => void) => cb(),
    error: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
    closeWindow: vi.fn(),
  }
  window.wx = api
  return api
}

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
    const api = readyWx()
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

  it('loads no script from another origin: the SDK is our own bundled copy', async () => {
    const append = vi.spyOn(document.head, 'appendChild')
    resetWechatSdk(200)
    // outside WeChat the bundled SDK never becomes ready: callers fall back
    expect(await wechatSdk()).toBeNull()
    expect(append.mock.calls.some(([node]) => (node as Element).tagName === 'SCRIPT')).toBe(false)
    expect(await setShareData(share)).toBe(false)
  })
})

describe('what WeChat signs (docs/engines.md)', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/4G Language/zh_CN'
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 10; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220903 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/8.0.28.2240(0x28001C35) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'
  const entered = 'https://h5.a.cn/?from=singlemessage&isappinstalled=0&inviterOpenId=o1#/mgmfour'
  const current = 'https://h5.a.cn/?from=singlemessage&isappinstalled=0#/mgmfour'

  it('an iPhone signs the address it was entered at, without the hash', () => {
    expect(isIosWechat(IPHONE)).toBe(true)
    expect(signableUrl(current, entered, IPHONE)).toBe(
      'https://h5.a.cn/?from=singlemessage&isappinstalled=0&inviterOpenId=o1',
    )
  })

  it.each([
    ['an iPhone', IPHONE],
    ['Android', ANDROID],
  ])('%s never sends the OAuth code and state, the 403 reload marker or a ticket for signing', (_, ua) => {
    const dirty =
      'https://h5.a.cn/?from=singlemessage&code=C&state=S&_r=k2&_f=1&isappinstalled=0&ticket=T#/mgmfour?code=C'
    expect(signableUrl(dirty, dirty, ua)).toBe('https://h5.a.cn/?from=singlemessage&isappinstalled=0')
  })

  it('after the OAuth return, the signed address is the one the page shows (an iPhone enters it again)', async () => {
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
    // The new entry's address: the OAuth return cleaned with replaceState, then loaded again.
    window.history.replaceState(null, '', '/?from=singlemessage#/mgmfour')
    recordEntryUrl(window.location.href)
    const userAgent = navigator.userAgent
    Object.defineProperty(window.navigator, 'userAgent', { value: IPHONE, configurable: true })
    try {
      readyWx()
      expect(await setShareData(share)).toBe(true)
      expect(signedUrl).toBe(`${location.origin}/?from=singlemessage`)
      expect(signedUrl).toBe(window.location.href.split('#')[0])
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })
      delete window.wx
      resetWechatSdk()
      recordEntryUrl('')
    }
  })

  it('Android signs the current address, with WeChat’s own parameters kept', () => {
    expect(isIosWechat(ANDROID)).toBe(false)
    expect(signableUrl(current, entered, ANDROID)).toBe(
      'https://h5.a.cn/?from=singlemessage&isappinstalled=0',
    )
  })

  it('the share card’s link carries no code, state, token or ticket', async () => {
    const api = readyWx()
    const link =
      'https://h5.a.cn/?inviterOpenId=o1&code=C&state=S&token=T#/mgmInvited?ticket=K&inviterOpenId=o1'
    expect(shareableLink(link)).toBe('https://h5.a.cn/?inviterOpenId=o1#/mgmInvited?inviterOpenId=o1')
    expect(await setShareData({ ...share, link })).toBe(true)
    expect(api.updateAppMessageShareData).toHaveBeenCalledWith({ ...share, link: shareableLink(link) })
    expect(api.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ link: shareableLink(link) }),
    )
    delete window.wx
    resetWechatSdk()
  })
})
