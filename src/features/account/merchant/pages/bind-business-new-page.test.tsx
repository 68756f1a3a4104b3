import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { href, PATHS } from '@/shared/lib/paths'
import { holdAnswers } from '@tests/hold-answers'
import { recordRequests } from '@tests/record-requests'
import { renderRoute, renderWithHistory, setUserAgent, signIn, waitForPage } from '@tests/render'
import { local } from '@/shared/lib/storage'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const path = href(PATHS.bindBusinessNew, { pageFlag: 'xywx_bindbusiness', posId: 'P7' })

function mockNewInvite(code: string, data: Record<string, unknown>) {
  server.use(
    mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () =>
      HttpResponse.json({ code, msg: '成功', data: { buttonNum: '', buttonList: null, ...data } }),
    ),
  )
}

describe('/bindBusinessNew variants by user state (account-and-shared §4)', () => {
  it('0: the login form', async () => {
    await renderRoute(path, { user: 'unbound' })
    expect(screen.getByLabelText('手机号')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '立即绑定' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '一键注册' })).toBeNull()
  })

  it('1: one-click register with the masked phone; success goes to /bindBusinessSuccess', async () => {
    const { location } = await renderRoute(path, { user: 'boundNotRegistered' })
    expect(screen.getByText('138****5602')).toBeInTheDocument()
    expect(screen.queryByLabelText('手机号')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '一键注册' }))
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessSuccess'))
    expect(location().search).toBe('?isBusiness=1')
    expect(db.account.merchantInvites).toEqual([
      expect.objectContaining({ via: 'newMerchantInvite', invitedPhone: '13812345602', posId: 'P7' }),
    ])
    expect(await screen.findByText(/下载APP并完成开户，即可领取商户专属权益/)).toBeInTheDocument()
  })

  it.each([
    ['0000', '13912345678'],
    ['200', '13900000200'],
  ])('success %s shows 您的好友已成功邀请您 on the success page it moves to', async (_code, phone) => {
    const { location } = await renderRoute(path, { user: 'unbound' })
    await userEvent.type(screen.getByLabelText('手机号'), phone)
    await screen.findByAltText('图形验证码')
    await userEvent.type(screen.getByLabelText('图形验证码'), '1234')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessSuccess'))
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.getByText('绑定成功')).toBeInTheDocument()
  })

  it('one-click success also shows the message; the server detail comes along', async () => {
    mockNewInvite('0000', { promptCopy: '专属权益将于3个工作日内发放' })
    const { location } = await renderRoute(path, { user: 'boundNotRegistered' })
    await userEvent.click(screen.getByRole('button', { name: '一键注册' }))
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessSuccess'))
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.getByText('专属权益将于3个工作日内发放')).toBeInTheDocument()
  })

  it('2: one-click bind with the own-phone warning; 更换手机号 shows the form', async () => {
    await renderRoute(path, { user: 'registeredNotAppBound' })
    expect(screen.getByText('139****5603')).toBeInTheDocument()
    expect(screen.getByText(/请确认该手机号为本人手机号/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '一键绑定' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '更换手机号' }))
    expect(screen.getByLabelText('手机号')).toBeInTheDocument()
  })

  it('3: the already-invited line, no form', async () => {
    await renderRoute(path, { user: 'opened' })
    expect(screen.getByText('您已接受过好友邀请，无需重复绑定')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '立即绑定' })).toBeNull()
    expect(screen.queryByRole('button', { name: /一键/ })).toBeNull()
    expect(await screen.findByRole('button', { name: '下载APP' })).toBeInTheDocument()
  })

  it('a failing code shows its line instead of moving on', async () => {
    const { location } = await renderRoute(path, { user: 'unbound' })
    await userEvent.type(screen.getByLabelText('手机号'), '13900001114')
    await screen.findByAltText('图形验证码')
    await userEvent.type(screen.getByLabelText('图形验证码'), '1234')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    expect(await screen.findByText('您已是直销商城开户客户，无法参与本活动')).toBeInTheDocument()
    expect(location().pathname).toBe('/bindBusinessNew')
  })

  it('a stopped page shows the stop notice', async () => {
    await renderRoute(href(PATHS.bindBusinessNew, { pageFlag: 'closed_demo' }), { user: 'unbound' })
    expect(screen.queryByRole('button', { name: '立即绑定' })).toBeNull()
    expect(screen.queryByRole('region', { name: '邀请好友' })).toBeNull()
  })
})

describe('/bindBusinessNew share options', () => {
  it('WeChat friend and moments show the guide to the top-right menu', async () => {
    await renderRoute(path, { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '微信好友' }))
    expect(await screen.findByText('点击右上角分享')).toBeInTheDocument()
    await userEvent.click(screen.getByText('我知道了'))
    await waitFor(() => expect(screen.queryByText('点击右上角分享')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: '朋友圈' }))
    expect(await screen.findByText('点击右上角分享')).toBeInTheDocument()
  })

  it('QR code of the share link, with the configured share title: the server’s QR image (invite/getQrCode)', async () => {
    const asked = recordRequests(({ url }) => url.pathname.endsWith(endpoints.mgm.qrCode))
    await renderRoute(path, { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '二维码' }))
    const dialog = await screen.findByRole('dialog', { name: '分享二维码' })
    expect(dialog).toHaveTextContent(db.account.configPictures['share-bindBusiness'][0].title)
    // account-and-shared §7 "QR image (link_url)": asked once, with the share link.
    const image = await within(dialog).findByRole('img', { name: '分享二维码' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toMatch(/^blob:/)
    expect(asked.list).toHaveLength(1)
    expect(asked.list[0]!.body).toEqual({ link_url: expect.stringContaining('bindBusinessNew') })
  })

  it('draws the QR code itself when the QR image call fails', async () => {
    server.use(
      mswHttp.post(`*${endpoints.mgm.qrCode}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    await renderRoute(path, { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '二维码' }))
    const dialog = await screen.findByRole('dialog', { name: '分享二维码' })
    await waitFor(() => expect(dialog.querySelector('svg')).not.toBeNull())
    expect(within(dialog).queryByRole('img', { name: '分享二维码' })?.tagName).not.toBe('IMG')
  })
})

describe('merchant landing pages', () => {
  it('/bindBusinessSuccess without isBusiness: generic text and a download button', async () => {
    await renderRoute(PATHS.bindBusinessSuccess)
    expect(screen.getByText('绑定成功')).toBeInTheDocument()
    expect(screen.getByText(/下载APP，随时随地查看和管理您的理财资产/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '下载APP' })).toBeEnabled()
  })

  it('/bindBusinessDownloadUnion and /bindBusinessOpenUnion', async () => {
    const first = await renderRoute(PATHS.bindBusinessDownloadUnion)
    expect(screen.getByText('下载APP 领取专属权益')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '立即下载' })).toBeEnabled()
    first.unmount()
    await renderRoute(PATHS.bindBusinessOpenUnion)
    expect(screen.getByText('开通直销账户')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '立即开户' })).toBeEnabled()
  })
})

describe('/bindBusinessNew with field data (docs/api-contract.md, Schemas and readers)', () => {
  const init = (data: unknown) =>
    server.use(
      mswHttp.post(`*${endpoints.merchant.preMerchantInvite}`, () =>
        HttpResponse.json({ code: '0000', data }),
      ),
    )

  it.each([
    ['2', 'one-click bind', '一键绑定'],
    [' 1 ', 'one-click register', '一键注册'],
  ])('userState %o with null lists: %s', async (userState, _variant, button) => {
    init({ userState, pageStopList: null, moduleList: null })
    await renderRoute(path, { user: 'registeredNotAppBound' })
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument()
  })

  it.each([3, '3'])('userState %o: the already-invited line', async (userState) => {
    init({ userState, pageStopList: {}, moduleList: 'x' })
    await renderRoute(path, { user: 'registeredNotAppBound' })
    expect(screen.getByText('您已接受过好友邀请，无需重复绑定')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /一键/ })).toBeNull()
  })

  it.each([null, 9, 'x'])('userState %o: the login form', async (userState) => {
    init({ userState })
    await renderRoute(path, { user: 'registeredNotAppBound' })
    expect(screen.getByRole('button', { name: '立即绑定' })).toBeInTheDocument()
  })

  it('a stop entry with a numeric type among null items closes the page', async () => {
    init({ userState: 0, pageStopList: [null, { stopType: 1, stopContent: '<p>活动已结束</p>' }] })
    await renderRoute(path, { user: 'unbound' })
    expect(screen.queryByRole('button', { name: '立即绑定' })).toBeNull()
    expect(screen.getByText('活动已结束')).toBeInTheDocument()
  })

  it('2222 with successFlag true on one-click bind goes to /bindBusinessSuccess', async () => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () =>
        HttpResponse.json({ code: '2222', msg: '绑定成功', data: { successFlag: true, buttonList: null } }),
      ),
    )
    const { location } = await renderRoute(path, { user: 'registeredNotAppBound' })
    await userEvent.click(screen.getByRole('button', { name: '一键绑定' }))
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessSuccess'))
  })
})

describe('/bindBusinessNew shows the user state as it is now (docs/identity.md, "Answers a page asked for")', () => {
  it('opened again after a one-click register: not 一键注册 while the new state is on its way', async () => {
    setUserAgent('wx')
    signIn('boundNotRegistered')
    const { go, location } = await renderWithHistory(path)
    await userEvent.click(screen.getByRole('button', { name: '一键注册' }))
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessSuccess'))
    await waitForPage()
    const release = holdAnswers([['post', endpoints.merchant.preMerchantInvite]])
    await go(path)
    await waitFor(() => expect(location().pathname).toBe('/bindBusinessNew'))
    // The state asked before the register (1: one-click register) is neither drawn nor acted on.
    await waitFor(() => expect(document.querySelector('[data-page-loading]')).not.toBeNull())
    expect(screen.queryByRole('button', { name: '一键注册' })).toBeNull()
    release()
    expect(await screen.findByText('您已接受过好友邀请，无需重复绑定')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /一键/ })).toBeNull()
  })

  it('a bind on another page in this visit: the state asked before it is not shown either', async () => {
    local.set('privacy-version', '3.2')
    setUserAgent('wx')
    signIn('boundNotRegistered')
    const { go, location } = await renderWithHistory(path)
    expect(screen.getByRole('button', { name: '一键注册' })).toBeInTheDocument()
    await go('/bindUserPhoneRegister')
    await waitForPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: /我已阅读并同意/ }))
    await userEvent.click(screen.getByRole('button', { name: '一键注册并绑定' }))
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'), { timeout: 10_000 })
    await waitForPage()
    const release = holdAnswers([['post', endpoints.merchant.preMerchantInvite]])
    await go(path)
    await waitFor(() => expect(document.querySelector('[data-page-loading]')).not.toBeNull())
    expect(screen.queryByRole('button', { name: '一键注册' })).toBeNull()
    release()
    expect(await screen.findByText('您已接受过好友邀请，无需重复绑定')).toBeInTheDocument()
  })
})
