import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { HOTLINE } from '@/shared/ui'
import { HOTLINE_HINT, RESTRICTED_TEXT } from '@/shared/ui/gate-notices'
import { holdAnswers } from '@tests/hold-answers'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute, renderWithHistory, setUserAgent, signIn, waitForPage } from '@tests/render'

const user = () => userEvent.setup({ pointerEventsCheck: 0 })

let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  local.set('privacy-version', '3.2')
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  assign.mockRestore()
  Dialog.clear()
})

describe('/bindUserPhoneRegister', () => {
  it('masks the phone, links 更换手机号 to /bindUser, needs agreement 1', async () => {
    const u = user()
    const binds = recordRequests(endpoints.identity.wechatAppBind)
    const { location } = await renderRoute('/bindUserPhoneRegister', { user: 'boundNotRegistered' })
    expect(screen.getByText('138****5602')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '更换手机号' })).toHaveAttribute(
      'href',
      expect.stringContaining('/bindUser'),
    )
    await u.click(screen.getByRole('button', { name: '一键注册并绑定' }))
    expect(await screen.findByText('请先阅读并同意相关协议')).toBeInTheDocument()
    expect(binds.list).toHaveLength(0)
    await u.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await u.click(screen.getByRole('button', { name: '一键注册并绑定' }))
    expect(await screen.findByText('绑定成功')).toBeInTheDocument()
    await waitFor(() => expect(binds.list).toHaveLength(1))
    expect(binds.list[0].body).toMatchObject({ phone: '13812345602', authCode: '2' })
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'))
  })

  it('agreement 2 ticked sends authCode 1', async () => {
    const u = user()
    const binds = recordRequests(endpoints.identity.wechatAppBind)
    await renderRoute('/bindUserPhoneRegister', { user: 'boundNotRegistered' })
    await u.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await u.click(screen.getByRole('checkbox', { name: /同意接收产品及活动信息/ }))
    await u.click(screen.getByRole('button', { name: '一键注册并绑定' }))
    await waitFor(() => expect(binds.list).toHaveLength(1))
    expect(binds.list[0].body).toMatchObject({ authCode: '1' })
    expect(db.account.marketingConsent[db.users.boundNotRegistered.openid]).toBe('1')
  })
})

describe('/bindUserPhoneLogin', () => {
  it('warns that the phone must be the user’s own and binds with authCode 2', async () => {
    const u = user()
    const binds = recordRequests(endpoints.identity.wechatAppBind)
    await renderRoute('/bindUserPhoneLogin', { user: 'registeredNotAppBound' })
    expect(screen.getByText(/请确认该手机号为您本人使用/)).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /同意接收产品及活动信息/ })).toBeNull()
    await u.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await u.click(screen.getByRole('button', { name: '一键绑定' }))
    await waitFor(() => expect(binds.list).toHaveLength(1))
    expect(binds.list[0].body).toMatchObject({ authCode: '2' })
  })
})

describe('invitation status after binding (isMgm 17, 37, mgmInvitedSc)', () => {
  async function registerIn(isMgm: string) {
    const u = user()
    const rendered = await renderRoute(`/bindUserPhoneRegister?isMgm=${isMgm}`, {
      user: 'boundNotRegistered',
    })
    await u.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await u.click(screen.getByRole('button', { name: '一键注册并绑定' }))
    return { ...rendered, u }
  }

  it.each([
    ['/bindUserPhoneRegister?isMgm=17', 'boundNotRegistered', 'null'],
    ['/bindUserPhoneRegister?isMgm=mgmInvitedSc', 'boundNotRegistered', ''],
    ['/bindUserPhoneLogin?isMgm=37', 'registeredNotAppBound', 'null'],
  ] as const)(
    'no stored inviter (empty or the text null): %s goes to the invitation-failure page on entry, before binding',
    async (path, scenario, stored) => {
      if (stored) local.set('inviterOpenId', stored)
      const binds = recordRequests(endpoints.identity.wechatAppBind)
      const { location } = await renderRoute(path, { user: scenario })
      await waitFor(() => expect(location().pathname).toBe('/invitationMgmFailTip'))
      expect(location().search).toBe('?data=1')
      expect(screen.queryByRole('button', { name: /一键/ })).toBeNull()
      expect(screen.queryByText('绑定成功')).toBeNull()
      expect(binds.list).toHaveLength(0)
    },
  )

  it('status 0: saves with inviter, invitee and eventId, then goes on after 2 s', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    const saves = recordRequests(endpoints.mgm.saveNewMgmRecord)
    const { location } = await registerIn('17')
    await waitFor(() => expect(saves.list).toHaveLength(1))
    expect(saves.list[0].body).toMatchObject({
      invitedId: db.users.boundNotRegistered.openid,
      inviterId: db.users.opened.openid,
      pageFlag: 'new_mgm_invited',
      eventId: 'EV20250101',
    })
    expect(session.get('unionAppClientNo')).toBeTruthy()
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'))
    expect(location().search).toBe('?isMgm=17')
  })

  it.each([
    ['17', '3333', {}, '您已被其他好友邀请绑定', '1000元奖学金', '/mgmInvited'],
    ['37', '1111', {}, '您已参加过同类活动', '1000元奖学金', '/mgmInvited'],
    [
      'mgmInvitedSc',
      '2222',
      { firstPurchaseFlag: 4 },
      '您已购买过理财产品',
      '5000元京东E卡',
      '/mgmInvitednew',
    ],
    ['mgmInvitedSc', '0000', { oldFlag: '1' }, '您已经是产品的老朋友啦', '5000元京东E卡', '/mgmInvitednew'],
  ])(
    'isMgm %s, code %s: the alert; closing goes to the invited page with hasSaveInvite=1',
    async (isMgm, code, data, text, reward, invited) => {
      local.set('inviterOpenId', db.users.opened.openid)
      server.use(
        http.post(`*${endpoints.mgm.saveNewMgmRecord}`, () => HttpResponse.json({ code, msg: 'x', data })),
      )
      const { location, u } = await registerIn(isMgm)
      const alert = await screen.findByRole('alertdialog')
      expect(within(alert).getByText(text)).toBeInTheDocument()
      expect(within(alert).getByText(new RegExp(reward))).toBeInTheDocument()
      await u.click(within(alert).getByRole('button', { name: '关闭' }))
      await waitFor(() => expect(location().pathname).toBe(invited))
      expect(location().search).toBe('?hasSaveInvite=1')
    },
  )

  it('the alert button leads to the invitation page', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    server.use(
      http.post(`*${endpoints.mgm.saveNewMgmRecord}`, () => HttpResponse.json({ code: '3333', msg: 'x' })),
    )
    const { location, u } = await registerIn('mgmInvitedSc')
    await u.click(await screen.findByRole('button', { name: '立即赚京东E卡' }))
    await waitFor(() => expect(location().pathname).toBe('/mgmfournew'))
  })

  it('another code toasts the message, opens no alert and goes on', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    server.use(
      http.post(`*${endpoints.mgm.saveNewMgmRecord}`, () =>
        HttpResponse.json({ code: '4444', msg: '不能邀请自己哦' }),
      ),
    )
    const { location } = await registerIn('17')
    expect(await screen.findByText('不能邀请自己哦')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'))
  })
})

describe('/bindSuccess', () => {
  it('shows the masked phone (3 + four stars + 4) and 进入我的首页 for an open account', async () => {
    const u = user()
    const { location } = await renderRoute('/bindSuccess', { user: 'opened' })
    expect(await screen.findByText('136****5605')).toBeInTheDocument()
    await u.click(await screen.findByRole('button', { name: '进入我的首页' }))
    expect(location().pathname).toBe('/pointsHome')
  })

  it('asks the open status (getOpenStatus user_id) by the customer’s openid, as holdings does', async () => {
    const asked = captureRequests(endpoints.identity.getOpenStatus)
    await renderRoute('/bindSuccess', { user: 'opened' })
    expect(await screen.findByRole('button', { name: '进入我的首页' })).toBeEnabled()
    expect(asked.map((q) => q.get('user_id'))).toEqual([db.users.opened.openid])
  })

  /** The mock's direct-sales urls, moved onto this build's official domain. */
  function storeUrlsOnOfficialDomain(isAppBinding = '1') {
    const zx = `https://${env().officialDomain}`
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            clientid: '',
            appClientNo: 'AC9',
            appClientToken: 't',
            isAppBinding,
            isLimit: '0',
            limitContent: '',
            openAccoutUrl: `${zx}/#/openAccount`,
            openZxUrl: `${zx}/#/home`,
          },
        }),
      ),
    )
  }

  it('继续开户 for an account not yet open, to the account-opening page', async () => {
    storeUrlsOnOfficialDomain()
    const u = user()
    await renderRoute('/bindSuccess', { user: 'boundNotOpened' })
    await u.click(await screen.findByRole('button', { name: '继续开户' }))
    expect(String(assign.mock.calls[0][0])).toMatch(/openAccount/)
  })

  it.each([
    ['16', '/mgmfour'],
    ['14', '/wealthReport'],
    ['aicode', '/product/aicode'],
  ])('isMgm %s continues to %s', async (isMgm, path) => {
    // the mock's direct-sales links on the official domain: they could be followed, and must not be
    const officialDomain = env().officialDomain
    env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host
    onTestFinished(() => {
      env().officialDomain = officialDomain
    })
    const u = user()
    const { location } = await renderRoute(`/bindSuccess?isMgm=${isMgm}`, { user: 'opened' })
    await u.click(await screen.findByRole('button', { name: '继续参与活动' }))
    expect(location().pathname).toBe(path)
    expect(assign).not.toHaveBeenCalled() // the activity's page only, never the direct-sales site too
  })

  it('isMgm 11 follows the stored open-store url', async () => {
    storeUrlsOnOfficialDomain()
    const u = user()
    await renderRoute('/bindSuccess?isMgm=11', { user: 'opened' })
    await waitFor(() => expect(session.get('openZxUrl')).toBeTruthy())
    await u.click(await screen.findByRole('button', { name: '继续参与活动' }))
    expect(String(assign.mock.calls[0][0])).toMatch(/\?t=\d+#\/home$/)
  })

  it('shows the channel banners', async () => {
    await renderRoute('/bindSuccess', { user: 'opened' })
    expect(await screen.findByRole('region', { name: '活动推荐' })).toBeInTheDocument()
  })

  it('isLimit 1: limitContent shown with the hotline, and the button disabled', async () => {
    db.users.opened.phone = '13800001111'
    await renderRoute('/bindSuccess', { user: 'opened' })
    const notice = (await screen.findByText(/交易限制/)).closest('[role="alert"]') as HTMLElement
    expect(notice).toHaveTextContent(HOTLINE_HINT)
    expect(within(notice).getByRole('link', { name: HOTLINE })).toHaveAttribute('href', `tel:${HOTLINE}`)
    expect(screen.getByRole('button', { name: '进入我的首页' })).toBeDisabled()
  })

  it('isLimit 1 with an empty limitContent: the default restriction text, never a blank warning', async () => {
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '0000', data: { appClientNo: 'AC9', isLimit: '1', limitContent: '' } }),
      ),
    )
    await renderRoute('/bindSuccess', { user: 'opened' })
    expect(await screen.findByText(RESTRICTED_TEXT)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '进入我的首页' })).toBeDisabled()
  })

  it('a banner follows its https link off the official domain as it is; javascript: never', async () => {
    server.use(
      http.get(`*${endpoints.config.bannerList}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            { pic: '/a.png', title: '下载APP', jumpTarget: 'https://apps.apple.com/cn/app/id1234567890' },
            { pic: '/b.png', title: '坏链接', jumpTarget: 'javascript:alert(1)' },
          ],
        }),
      ),
    )
    const u = user()
    await renderRoute('/bindSuccess', { user: 'opened' })
    await u.click(await screen.findByRole('img', { name: '下载APP' }))
    expect(assign).toHaveBeenCalledWith('https://apps.apple.com/cn/app/id1234567890')
    await u.click(screen.getByRole('img', { name: '坏链接' }))
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('profile prompt for a logged-in open user with an expired ID: 证件已过期 / 重新上传 → /bindUser', async () => {
    db.users.opened.idEndDateExpired = '1'
    const u = user()
    const { location } = await renderRoute('/bindSuccess', { user: 'opened' })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('证件已过期')).toBeInTheDocument()
    await u.click(within(dialog).getByText('重新上传'))
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
  })

  it('no profile prompt when openStatus is 0', async () => {
    db.users.unbound.idNo = ''
    session.set('islogined', '1')
    // The page's own load (app login, then the open status) is answered only once the user info has
    // been: when 继续开户 shows, a prompt from that user info would be up.
    const release = holdAnswers([['post', endpoints.identity.loginToApp]])
    // Released on the user info's answer (msw's response:mocked), which tests/record-requests.ts does not see.
    const releaseAfterUserInfo = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(endpoints.identity.getUserInfo)) release()
    }
    server.events.on('response:mocked', releaseAfterUserInfo)
    onTestFinished(() => server.events.removeListener('response:mocked', releaseAfterUserInfo))
    await renderRoute('/bindSuccess', { user: 'unbound' })
    await screen.findByRole('button', { name: '继续开户' })
    expect(screen.queryByText('身份证信息不完全')).toBeNull()
  })
})

describe('other account pages', () => {
  it.each([
    ['?data=1', '邀请链接已失效，请联系好友重新分享邀请链接'],
    ['?data=2', '邀请人信息已失效，请联系好友重新分享邀请链接'],
    // Only the code's texts: a message in the link is never shown (docs/features/account.md).
    [
      `?data=2&message=${encodeURIComponent('XSSMARK注入文本')}`,
      '邀请人信息已失效，请联系好友重新分享邀请链接',
    ],
  ])('/invitationMgmFailTip%s', async (q, text) => {
    await renderRoute(`/invitationMgmFailTip${q}`)
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/XSSMARK|注入文本/)
  })

  it('/userInfo shows openid, nickname, phone, avatar address with copy buttons', async () => {
    await renderRoute('/userInfo', { user: 'opened' })
    expect(screen.getByText(db.users.opened.openid)).toBeInTheDocument()
    for (const label of ['openid', '昵称', '手机号'])
      expect(screen.getByRole('button', { name: `复制${label}` })).toBeInTheDocument()
    expect(screen.getByText('头像地址')).toBeInTheDocument()
  })

  it('/useragent shows the UA and the detected channel', async () => {
    setUserAgent('wx')
    await renderRoute('/useragent')
    expect(screen.getByText(/MicroMessenger/)).toBeInTheDocument()
    expect(screen.getAllByText(/微信（wx）/).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: '复制User-Agent' })).toBeInTheDocument()
  })

  it('/linkApp shows the wrongful-login notice first, then transits', async () => {
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    local.set('localLoginTypeSelect', String(Date.now() + 60_000))
    const u = user()
    await renderRoute('/linkApp?targetUrl=%2FpointsHome', { user: 'opened' })
    const notice = await screen.findByRole('alertdialog')
    expect(within(notice).getByText(/异常登录/)).toBeInTheDocument()
    await u.click(within(notice).getByRole('button', { name: '我知道了' }))
  })

  it('/linkApp in WeChat before any app login: the notice is asked with the customer’s client number, never an empty appUserId (docs/identity.md)', async () => {
    local.set('localLoginTypeSelect', String(Date.now() + 60_000))
    const asked = captureRequests(endpoints.config.wrongfulLogin)
    expect(session.get('unionAppClientNo')).toBeNull()
    await renderRoute('/linkApp?targetUrl=%2FpointsHome', { user: 'opened' })
    const notice = await screen.findByRole('alertdialog')
    expect(within(notice).getByText(/异常登录/)).toBeInTheDocument()
    expect(asked.map((q) => q.get('appUserId') ?? '(none)')).toEqual([db.users.opened.appClientNo])
    expect(screen.queryByText(/用户信息已失效/)).toBeNull()
  })

  it('/linkApp for a WeChat customer without an app account asks nothing (no empty appUserId) and transits on', async () => {
    const asked = captureRequests(endpoints.config.wrongfulLogin)
    const { location } = await renderRoute('/linkApp?targetUrl=%2FpointsHome', { user: 'boundNotRegistered' })
    await waitFor(() => expect(location().pathname).not.toBe('/linkApp'))
    expect(asked).toEqual([])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('/linkApp: a non-0000 notice answer toasts msg and transits on', async () => {
    server.use(
      http.get(`*${endpoints.config.wrongfulLogin}`, () =>
        HttpResponse.json({ code: '1005', message: '用户信息已失效' }),
      ),
    )
    const { location } = await renderRoute('/linkApp?targetUrl=%2FpointsHome', { user: 'opened' })
    expect(await screen.findByText('用户信息已失效')).toBeInTheDocument()
    await waitFor(() => expect(location().pathname).toBe('/pointsHome'))
  })

  it('/verifyAccount shows the account layers with the next step', async () => {
    const u = user()
    const { location } = await renderRoute('/verifyAccount', { user: 'boundNotRegistered' })
    expect(screen.getByText('未注册')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: '去注册' }))
    expect(location().pathname).toBe('/bindUserPhoneRegister')
  })

  it('/verifyAccountDetail shows the profile prompt', async () => {
    db.users.opened.riskEndDateExpired = '1'
    await renderRoute('/verifyAccountDetail', { user: 'opened' })
    expect(screen.getByText('风险评测已过期')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '立即评测' })).toBeInTheDocument()
  })

  it('keeps no personal data in storage: the user info stays in memory', async () => {
    await renderRoute('/verifyAccountDetail', { user: 'opened' })
    await renderRoute('/bindSuccess', { user: 'opened' }) // the profile prompt reads the user info too
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage })
    for (const value of [db.users.opened.idNo, db.users.opened.realName, db.users.opened.addressDetail])
      expect(stored).not.toContain(value)
  })

  it('/unBindUser unbinds a bound user', async () => {
    const u = user()
    await renderRoute('/unBindUser', { user: 'opened' })
    await u.click(screen.getByRole('button', { name: '解除绑定' }))
    await u.click(await screen.findByText('确定解绑'))
    expect(await screen.findByText('解绑成功')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '去绑定手机号' })).toBeInTheDocument()
  })

  it('a page opened after an unbind shows no account state asked before it (docs/identity.md)', async () => {
    const u = user()
    const { location } = await renderRoute('/unBindUser', { user: 'opened' })
    await u.click(screen.getByRole('button', { name: '解除绑定' }))
    await u.click(await screen.findByText('确定解绑'))
    const release = holdAnswers([['get', endpoints.identity.getUserBindStatus]])
    await u.click(await screen.findByRole('button', { name: '去绑定手机号' }))
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
    // The state asked before the unbind said 'bound': /bindUser would open in its unbind mode.
    await waitFor(() => expect(document.querySelector('[data-page-loading]')).not.toBeNull())
    expect(screen.queryByText('我的绑定')).toBeNull()
    release()
    expect(await screen.findByRole('button', { name: '绑定' })).toBeInTheDocument()
    expect(screen.queryByText('我的绑定')).toBeNull()
  })

  it('/verifyAccount opened again after a bind shows the new state, never the one asked before', async () => {
    setUserAgent('wx')
    signIn('unbound')
    const { go, back } = await renderWithHistory('/verifyAccount')
    expect(screen.getByRole('button', { name: '去绑定手机号' })).toBeInTheDocument()
    await go('/bindSuccess')
    await waitForPage()
    db.users.unbound.isPhoneBinding = '1'
    const release = holdAnswers([['get', endpoints.identity.getUserBindStatus]])
    await back()
    await waitFor(() => expect(document.querySelector('[data-page-loading]')).not.toBeNull())
    expect(screen.queryByRole('button', { name: '去绑定手机号' })).toBeNull()
    release()
    expect(await screen.findByRole('button', { name: '去注册' })).toBeInTheDocument()
  })
})
