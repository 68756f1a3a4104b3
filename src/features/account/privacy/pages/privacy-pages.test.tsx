import { act, screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { vi } from 'vitest'
import { db } from '@mocks/db'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { href, PATHS } from '@/shared/lib/paths'
import { local, session } from '@/shared/lib/storage'
import { fakeClock } from '@tests/fake-clock'
import { renderRoute } from '@tests/render'
import { CLOSE_DELAY_MS } from '../rules'

// antd-mobile's Popup is pointer-events: none while it animates in.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

/** Posts a message to the page as if it came from `frame` on `origin`. */
function post(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }))
  })
}

const frameNamed = (name: string) => screen.getByTitle(name) as HTMLIFrameElement

/** Opens a document in the pop-up's viewer, reads it to the end and agrees. */
async function readInViewer(title: string, agreeText: string) {
  const frame = await waitFor(() => frameNamed(title))
  post(frame, { type: 'END_OF_SCROLL' })
  await userEvent.click(await screen.findByRole('button', { name: agreeText }))
}

const popPath = (redirectUrl: string) => href(PATHS.privacypop, { redirectUrl, privacyBeta: '1' })

describe('/privacypop (catalogue §4.8)', () => {
  it('shows the title, the four texts, three boxes and the unread button', async () => {
    await renderRoute(popPath('/pointsHome'))
    expect(screen.getByRole('heading', { name: '隐私政策' })).toBeInTheDocument()
    for (const key of ['popUpContent1', 'popUpContent2', 'popUpContent3', 'popUpContent4'] as const)
      expect(screen.getByText(db.account.privacyTexts[key])).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(3)
    expect(screen.getByRole('button', { name: '查看隐私政策' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull()
    expect(screen.getByRole('button', { name: '不同意并退出' })).toBeInTheDocument()
  })

  it('ticking the first box before reading opens the viewer instead', async () => {
    await renderRoute(popPath('/pointsHome'))
    const [first] = screen.getAllByRole('checkbox')
    await userEvent.click(first)
    expect(first).not.toBeChecked()
    const frame = await waitFor(() => frameNamed('隐私政策'))
    expect(frame.src).toContain('/__mock/doc/privacy')
    const unread = screen.getByRole('button', { name: '请上滑看完本隐私政策再同意' })
    expect(unread).toBeDisabled()
    // a message from another origin does not count as reading
    post(frame, { type: 'END_OF_SCROLL' }, 'https://evil.example')
    expect(screen.getByRole('button', { name: '请上滑看完本隐私政策再同意' })).toBeDisabled()
    post(frame, { type: 'END_OF_SCROLL' })
    await userEvent.click(screen.getByRole('button', { name: '同意本隐私政策' }))
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeChecked())
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument()
    expect(local.get('privacyReadEnd')).toBe('1')
  })

  it('agreeing without all three boxes toasts the configured text and saves nothing', async () => {
    local.set('privacyReadEnd', '1')
    await renderRoute(popPath('/pointsHome'))
    await userEvent.click(screen.getAllByRole('checkbox')[0])
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    expect(await screen.findByText(db.account.privacyTexts.notSelectedPopupContent)).toBeInTheDocument()
    expect(db.account.agreementRecords).toHaveLength(0)
    expect(local.get('privacy-version')).toBeNull()
  })

  it('agreeing with all boxes stores the version, saves the record and follows the in-app redirect', async () => {
    const { location } = await renderRoute(popPath('/pointsHome?from=privacy'))
    await userEvent.click(screen.getAllByRole('checkbox')[0])
    await readInViewer('隐私政策', '同意本隐私政策')
    await userEvent.click(screen.getAllByRole('checkbox')[1])
    await readInViewer('用户服务协议', '同意本协议')
    await userEvent.click(screen.getAllByRole('checkbox')[2])
    screen.getAllByRole('checkbox').forEach((box) => expect(box).toBeChecked())
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    await waitFor(() => expect(location().pathname).toBe('/pointsHome'))
    expect(location().search).toBe('?from=privacy')
    expect(local.get('privacy-version')).toBe('3.2')
    expect(local.get('privacyAgreeStatus')).toBe('1')
    expect(db.account.agreementRecords).toHaveLength(1)
  })

  it.each([
    ['off the official domain', 'https://evil.example/x'],
    ['with @', `https://${env().officialDomain}@evil.example/x`],
  ])('does not redirect %s', async (_name, target) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    local.set('privacyReadEnd', '1')
    const { location } = await renderRoute(popPath(target))
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box)
    // the second box opens its agreement first
    await readInViewer('用户服务协议', '同意本协议')
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    expect(await screen.findByText('您已同意隐私政策')).toBeInTheDocument()
    expect(location().pathname).toBe('/privacypop')
    expect(assign).not.toHaveBeenCalled()
  })

  it('follows a redirect on the official domain with a full-page move', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    local.set('privacyReadEnd', '1')
    const target = `https://${env().officialDomain}/zx/home?a=1`
    await renderRoute(popPath(target))
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box)
    await readInViewer('用户服务协议', '同意本协议')
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target))
    expect(screen.queryByText('您已同意隐私政策')).toBeNull()
  })

  it('disagreeing clears the flags and closes the window after 300 ms', async () => {
    const close = vi.spyOn(browser, 'close').mockReturnValue(false)
    local.set('privacyReadEnd', '1')
    local.set('privacyAgreeStatus', '1')
    await renderRoute(popPath('/pointsHome'))
    // The 300 ms on the fake clock: a busy machine cannot make it look shorter or longer.
    const { user, advance } = fakeClock({ pointerEventsCheck: 0 })
    await user.click(screen.getByRole('button', { name: '不同意并退出' }))
    expect(await screen.findByText(db.account.privacyTexts.wxDisagreePopUpContent)).toBeInTheDocument()
    expect(local.get('privacyReadEnd')).toBeNull()
    expect(local.get('privacyAgreeStatus')).toBeNull()
    await advance(CLOSE_DELAY_MS - 1)
    expect(close).not.toHaveBeenCalled()
    await advance(1)
    expect(close).toHaveBeenCalledTimes(1)
    expect(await screen.findByText(/请点击右上角或使用返回键关闭页面/)).toBeInTheDocument()
  })

  it('isiframe 1 embeds the document; reading it there enables 同意', async () => {
    await renderRoute(href(PATHS.privacypop, { redirectUrl: '/pointsHome', isiframe: '1' }))
    const region = screen.getByRole('region', { name: '隐私政策全文' })
    post(within(region).getByTitle('隐私政策') as HTMLIFrameElement, { type: 'END_OF_SCROLL' })
    expect(await screen.findByRole('button', { name: '同意' })).toBeInTheDocument()
  })
})

describe('/privacywebview (catalogue §2.8)', () => {
  it('shows a configured title and enables the button at the end of the document', async () => {
    await renderRoute(href(PATHS.privacywebview, { privacyUrl: '/__mock/doc/service' }), {
      state: { privacyTitle: '用户服务协议' },
    })
    await waitFor(() => expect(document.title).toBe('用户服务协议'))
    expect(screen.getByRole('button', { name: '请上滑看完本隐私政策再同意' })).toBeDisabled()
    post(frameNamed('用户服务协议'), { type: 'END_OF_SCROLL' })
    await userEvent.click(screen.getByRole('button', { name: '同意本隐私政策' }))
    expect(local.get('privacyReadEnd')).toBe('1')
  })

  it('a configured loginAgreeMent title opened from the bind form shows, cut at 12 characters', async () => {
    const long = '个人信息保护及第三方共享授权协议书'
    db.account.configPictures.loginAgreeMent[0].title = `《${long}》`
    await renderRoute(PATHS.bindUser, { user: 'unbound' })
    await userEvent.click(await screen.findByRole('link', { name: `《${long}》` }))
    const cut = `${Array.from(long).slice(0, 12).join('')}...`
    await waitFor(() => expect(document.title).toBe(cut))
    expect(frameNamed(cut)).toBeInTheDocument()
  })

  it('the privacy sheet’s agreement title reaches the viewer', async () => {
    db.account.privacyAgreement.title = '财富直销个人信息保护政策'
    local.remove('privacy-version')
    await renderRoute(PATHS.bindUserTip, { user: 'unbound' })
    await userEvent.click(await screen.findByRole('link', { name: '《财富直销个人信息保护政策》' }))
    await waitFor(() => expect(document.title).toBe('财富直销个人信息保护政策'))
  })

  it('a title in the address is ignored, even a known one', async () => {
    await renderRoute(
      href(PATHS.privacywebview, { privacyUrl: '/__mock/doc/service', privacyTitle: '用户服务协议' }),
    )
    await waitFor(() => expect(document.title).toBe('隐私政策'))
    expect(frameNamed('隐私政策')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('用户服务协议')
  })

  it('defaults the title to 隐私政策 and uses the configured button texts (the privacy text config’s)', async () => {
    await renderRoute(
      href(PATHS.privacywebview, {
        privacyUrl: '/__mock/doc/privacy',
        privateContentNotReadedButton: db.account.privacyTexts.privateContentNotReadedButton,
        privateContentReadedButton: db.account.privacyTexts.privateContentReadedButton,
      }),
    )
    await waitFor(() => expect(document.title).toBe('隐私政策'))
    expect(screen.getByRole('button', { name: '查看隐私政策' })).toBeDisabled()
    post(frameNamed('隐私政策'), { type: 'END_OF_SCROLL' })
    expect(screen.getByRole('button', { name: '同意' })).toBeEnabled()
  })

  describe('a crafted link prints none of its own texts on the page: the defaults show', () => {
    const crafted = {
      privacyTitle: '您的账户存在异常，请立即致电400-000-0000',
      privateContentNotReadedButton: '账户已冻结，请致电400-000-0000解冻',
      privateContentReadedButton: '立即致电400-000-0000',
    }

    it.each([
      ['a title, two button texts', crafted],
      // Longer than 12 characters, not a configured title: not even its first 12 characters show.
      ['a long title', { privacyTitle: '一二三四五六七八九十一二三四' }],
      // Only exactly one of the texts: a configured text with more around it is another text.
      [
        'configured texts with more around them',
        {
          privacyTitle: '隐私政策 请致电400-000-0000',
          privateContentReadedButton: '同意，并致电400-000-0000',
        },
      ],
    ])('%s', async (_, texts: Record<string, string>) => {
      await renderRoute(href(PATHS.privacywebview, { privacyUrl: '/__mock/doc/privacy', ...texts }))
      await waitFor(() => expect(document.title).toBe('隐私政策'))
      expect(frameNamed('隐私政策')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: '请上滑看完本隐私政策再同意' })).toBeDisabled()
      post(frameNamed('隐私政策'), { type: 'END_OF_SCROLL' })
      expect(screen.getByRole('button', { name: '同意本隐私政策' })).toBeEnabled()
      for (const text of Object.values(texts)) {
        expect(screen.queryByText(text, { exact: false })).toBeNull()
        expect(document.body.innerHTML).not.toContain(text)
        expect(document.title).not.toContain(text)
      }
      expect(document.body.textContent).not.toContain('400-000-0000')
      expect(document.body.textContent).not.toContain('一二三四')
    })
  })

  it('on a revisit the document’s title stays (the route title 隐私政策 does not overwrite it)', async () => {
    const path = href(PATHS.privacywebview, { privacyUrl: '/__mock/doc/privacy' })
    const state = { privacyTitle: '用户服务协议' }
    const first = await renderRoute(path, { state })
    await waitFor(() => expect(document.title).toBe('用户服务协议'))
    first.unmount()
    document.title = ''
    await renderRoute(path, { state }) // the page's chunk is loaded now: page and route mount together
    await screen.findByRole('button', { name: '请上滑看完本隐私政策再同意' })
    expect(document.title).toBe('用户服务协议')
  })

  it('refuses a document off the official domain', async () => {
    await renderRoute(href(PATHS.privacywebview, { privacyUrl: 'https://evil.example/p.html' }))
    expect(screen.getByText('文档暂时无法打开')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it.each([
    '/cms.system/sys/maintenance',
    `${window.location.origin}/aresoft-wechat/wechat/fans/getUser`,
    '/x/../%63ms.marketing/api/userPrize/DR000001',
  ])('refuses a backend answer of this origin as a document: %s', async (privacyUrl) => {
    await renderRoute(href(PATHS.privacywebview, { privacyUrl }))
    expect(screen.getByText('文档暂时无法打开')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })
})

describe('/privacyPopFrame (account-and-shared §4)', () => {
  const path = href(PATHS.privacyPopFrame, {
    privacyUrl: '/__mock/doc/privacy?buttons=1',
    redirectUrl: '/pointsHome',
  })

  it('AGREE_PRIVACY 1 from the frame agrees and redirects', async () => {
    const { location } = await renderRoute(path)
    post(frameNamed('隐私政策'), { type: 'AGREE_PRIVACY', value: '1' })
    await waitFor(() => expect(location().pathname).toBe('/pointsHome'))
    expect(local.get('privacy-version')).toBe('3.2')
    expect(db.account.agreementRecords).toHaveLength(1)
  })

  it('agreeing leaves the contract keys: zxprivacy, zxprivacyUrl and the session AGREEMENTLIST', async () => {
    const { location } = await renderRoute(path)
    post(frameNamed('隐私政策'), { type: 'AGREE_PRIVACY', value: '1' })
    await waitFor(() => expect(location().pathname).toBe('/pointsHome'))
    const agreement = db.account.privacyAgreement
    expect(local.get('zxprivacy')).toBe(agreement.title)
    expect(local.get('zxprivacyUrl')).toBe(agreement.url)
    expect(session.getJson('AGREEMENTLIST')).toEqual([
      { protocolId: agreement.protocolId, version: agreement.version, title: agreement.title },
    ])
  })

  it('ignores AGREE_PRIVACY from another origin or another window', async () => {
    vi.spyOn(browser, 'close').mockReturnValue(true)
    const { location } = await renderRoute(path)
    const frame = frameNamed('隐私政策')
    post(frame, { type: 'AGREE_PRIVACY', value: '1' }, 'https://evil.example')
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'AGREE_PRIVACY', value: '1' },
          origin: window.location.origin,
          source: window,
        }),
      )
    })
    // The page still waits for the frame's answer: had it taken either message, it would ignore this one.
    post(frame, { type: 'AGREE_PRIVACY', value: '0' })
    expect(await screen.findByText(/无法进入直销商城/)).toBeInTheDocument()
    expect(location().pathname).toBe('/privacyPopFrame')
    expect(local.get('privacy-version')).toBeNull()
    expect(db.account.agreementRecords).toHaveLength(0)
  })

  it('AGREE_PRIVACY 0 refuses and closes the window', async () => {
    const close = vi.spyOn(browser, 'close').mockReturnValue(true)
    await renderRoute(path)
    post(frameNamed('隐私政策'), { type: 'AGREE_PRIVACY', value: '0' })
    expect(await screen.findByText(/无法进入直销商城/)).toBeInTheDocument()
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1))
    expect(local.get('privacy-version')).toBeNull()
  })
})

describe('/wxpdf', () => {
  it('shows the linkUrl document titled 协议', async () => {
    await renderRoute(href(PATHS.wxpdf, { linkUrl: '/__mock/doc/service' }))
    await waitFor(() => expect(document.title).toBe('协议'))
    expect(frameNamed('协议').src).toContain('/__mock/doc/service')
  })
})
