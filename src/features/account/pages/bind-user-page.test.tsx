import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from 'antd-mobile'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { AML_PHONE } from '@mocks/db/account'
import { endpoints } from '@/api/endpoints'
import { CAPTCHA_INVALID_TEXT } from '@/api/system'
import { local, session, wxUserStore } from '@/shared/lib/storage'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'

afterEach(() => {
  vi.useRealTimers()
  Dialog.clear()
})

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone = '13912340000') {
  await user.type(screen.getByLabelText('手机号'), phone)
  await screen.findByRole('img', { name: '图形验证码' })
  await user.type(screen.getByLabelText('图形验证码', { selector: 'input' }), '1234')
  await user.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByRole('button', { name: /s后重新获取/ })
  await user.type(screen.getByLabelText('短信验证码'), '123456')
}

const bindButton = () => screen.getByRole('button', { name: '绑定' })
const agree1 = () => screen.getByRole('checkbox', { name: /我已阅读并同意/ })

describe('/bindUser', () => {
  it('binds with authCode 2, toasts 绑定成功, sets islogined and reaches /bindSuccess after 2 s', async () => {
    const binds = recordRequests(endpoints.identity.newVerification)
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { location } = await renderRoute('/bindUser', { user: 'unbound' })
    expect(screen.queryByRole('button', { name: '解除绑定' })).toBeNull()
    await fillForm(user)
    expect(bindButton()).toHaveAttribute('aria-disabled', 'true')
    await user.click(agree1())
    expect(bindButton()).not.toHaveAttribute('aria-disabled')
    await user.click(screen.getByRole('checkbox', { name: /同意接收产品及活动信息/ }))
    await user.click(bindButton())
    expect(await screen.findByText('绑定成功')).toBeInTheDocument()
    const body = binds.list.at(-1)?.body
    expect(body).toMatchObject({ phone: '13912340000', checkCode: '123456', authCode: '2', captcha: '1234' })
    expect(body).toHaveProperty('checkKey', local.get('key'))
    expect(session.get('islogined')).toBe('1')
    expect(wxUserStore.get()?.phone).toBe('13912340000')
    expect(location().pathname).toBe('/bindUser')
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'))
  })

  it('other flows toast the failure (no 邀请失败)', async () => {
    server.use(
      http.post(`*${endpoints.identity.newVerification}`, () =>
        HttpResponse.json({ code: '1001', msg: '短信验证码错误' }),
      ),
    )
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser?isMgm=16', { user: 'unbound' })
    await fillForm(user)
    await user.click(agree1())
    await user.click(bindButton())
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument()
    expect(screen.queryByText('邀请失败')).toBeNull()
  })

  it('sends nothing without agreement 1 (button dimmed)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await fillForm(user)
    await user.click(bindButton())
    expect(await screen.findByText('请先阅读并同意相关协议')).toBeInTheDocument()
    expect(db.users.unbound.isPhoneBinding).toBe('0')
  })

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await user.click(agree1())
    await user.click(bindButton())
    expect(screen.getAllByText('请输入手机号').length).toBeGreaterThan(0)
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument()
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument()
    expect(db.users.unbound.isPhoneBinding).toBe('0')
  })

  it('9900: the anti-money-laundering notice with the server message', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await fillForm(user, AML_PHONE)
    await user.click(agree1())
    await user.click(bindButton())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/反洗钱/)).toBeInTheDocument()
    expect(session.get('islogined')).toBeNull()
  })

  it('invitation flow failure: 邀请失败 dialog, closing goes to the invited page with hasSaveInvite=1', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    server.use(
      http.post(`*${endpoints.identity.newVerification}`, () =>
        HttpResponse.json({ code: '1001', msg: '短信验证码错误' }),
      ),
    )
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { location } = await renderRoute('/bindUser?isMgm=17', { user: 'unbound' })
    await fillForm(user)
    await user.click(agree1())
    await user.click(bindButton())
    const dialog = await screen.findByRole('dialog', { name: '邀请失败' })
    expect(within(dialog).getByText('邀请失败')).toBeInTheDocument()
    expect(within(dialog).getByText('手机号绑定失败（短信验证码错误）')).toBeInTheDocument()
    await user.click(within(dialog).getByText('我知道了'))
    await waitFor(() => expect(location().pathname).toBe('/mgmInvited'))
    expect(location().search).toBe('?hasSaveInvite=1')
  })

  it('a phone-bound user sees the unbind mode; unbinding toasts 解绑成功 and shows the form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'opened' })
    expect(screen.getByText('136****5605')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '解除绑定' }))
    await user.click(await screen.findByText('确定解绑'))
    expect(await screen.findByText('解绑成功')).toBeInTheDocument()
    expect(db.users.opened.isPhoneBinding).toBe('0')
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
  })

  it('更换手机号 switches a bound user to the form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'opened' })
    await user.click(screen.getByRole('button', { name: '更换手机号' }))
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
  })

  it('isLinkZx 11 goes to the external target after binding', async () => {
    const { browser } = await import('@/shared/lib/browser')
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const { env } = await import('@/shared/lib/env')
    const target = `https://${env().officialDomain}/#/home`
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute(`/bindUser?isLinkZx=11&targetUrl=${encodeURIComponent(target)}`, { user: 'unbound' })
    await fillForm(user)
    await user.click(agree1())
    await user.click(bindButton())
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(assign.mock.calls[0][0]).toMatch(new RegExp(`^https://${env().officialDomain}/\\?t=\\d+#/home$`))
    assign.mockRestore()
  })
})

describe('/bindUser image-captcha check (account-and-shared §5, §7)', () => {
  async function typeCaptchaAndSend(user: ReturnType<typeof userEvent.setup>, captcha: string) {
    await user.type(screen.getByLabelText('手机号'), '13912340000')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.type(screen.getByLabelText('图形验证码', { selector: 'input' }), captcha)
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
  }

  it('checks the captcha with its checkKey before the SMS is sent', async () => {
    const checks = recordRequests(endpoints.system.checkCaptcha)
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await typeCaptchaAndSend(user, '1234')
    await screen.findByRole('button', { name: /s后重新获取/ })
    expect(checks.list.map((r) => r.body)).toEqual([{ captcha: '1234', checkKey: local.get('key') }])
    expect(db.account.smsSent).toEqual([{ phone: '13912340000', checkKey: local.get('key') }])
  })

  it('a refused captcha toasts the server message, sends no SMS and fetches a new image', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await user.type(screen.getByLabelText('手机号'), '13912340000')
    await screen.findByRole('img', { name: '图形验证码' })
    // Read the key before sending: the refusal and the new image can both land while the click resolves.
    const firstKey = local.get('key')
    await user.type(screen.getByLabelText('图形验证码', { selector: 'input' }), '9999')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument()
    expect(db.account.smsSent).toHaveLength(0)
    await waitFor(() => expect(local.get('key')).not.toBe(firstKey))
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument()
  })

  it('a refusal without a message shows the failure text', async () => {
    server.use(http.post(`*${endpoints.system.checkCaptcha}`, () => HttpResponse.json({ code: '1003' })))
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute('/bindUser', { user: 'unbound' })
    await typeCaptchaAndSend(user, '1234')
    expect(await screen.findByText(CAPTCHA_INVALID_TEXT)).toBeInTheDocument()
    expect(db.account.smsSent).toHaveLength(0)
  })
})

describe('invitation flows without a stored inviter (account-and-shared §5): checked on entry', () => {
  it.each([
    ['/bindUser?isMgm=17', 'unbound'],
    ['/bindUser?isMgm=37', 'unbound'],
    ['/bindUser?isMgm=mgmInvitedSc', 'opened'],
  ] as const)('%s goes to the invitation-failure page before any form or call', async (path, scenario) => {
    const accountStates = captureRequests(endpoints.identity.getUserBindStatus)
    local.set('inviterOpenId', 'null')
    const { location } = await renderRoute(path, { user: scenario })
    await waitFor(() => expect(location().pathname).toBe('/invitationMgmFailTip'))
    expect(location().search).toBe('?data=1')
    expect(await screen.findByText('邀请链接已失效，请联系好友重新分享邀请链接')).toBeInTheDocument()
    expect(accountStates).toEqual([])
  })

  it('with a stored inviter the form shows', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    const { location } = await renderRoute('/bindUser?isMgm=17', { user: 'unbound' })
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
    expect(location().pathname).toBe('/bindUser')
  })

  it('other activity codes need no inviter', async () => {
    const { location } = await renderRoute('/bindUser?isMgm=16', { user: 'unbound' })
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
    expect(location().pathname).toBe('/bindUser')
  })
})
