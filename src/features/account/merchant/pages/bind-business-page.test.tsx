import { screen, waitFor } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { href, PATHS } from '@/shared/lib/paths'
import { renderRoute } from '@tests/render'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

async function fillAndBind(phone: string, sms = '123456') {
  await userEvent.type(screen.getByLabelText('手机号'), phone)
  await screen.findByAltText('图形验证码')
  await userEvent.type(screen.getByLabelText('图形验证码'), '1234')
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByRole('button', { name: /s后重新获取/ })
  await userEvent.type(screen.getByLabelText('短信验证码'), sms)
  await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
}

/** The mock's buttons sit on the dev domain; these tests run with another official domain. */
function answerWith(code: string, buttonNum = '') {
  const zx = `https://${env().officialDomain}`
  server.use(
    mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
      HttpResponse.json({
        code,
        msg: '绑定成功',
        data: {
          buttonNum,
          promptCopy: '',
          buttonList: {
            wxDownButtonUrl: `${zx}/download?from=wx`,
            hfDownButtonUrl: `${zx}/download?from=hf`,
            wxOpenButtonUrl: `${zx}/openAccount`,
            hfOpenButtonName: '去开户',
          },
        },
      }),
    ),
  )
}

const APP_STORE = 'https://apps.apple.com/cn/app/id1234567890'

/** A success / 8888 answer whose button list the test chooses. */
function answerWithButtons(code: string, buttonNum: string, buttons: Record<string, string>) {
  const zx = `https://${env().officialDomain}`
  server.use(
    mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
      HttpResponse.json({
        code,
        msg: '绑定成功',
        data: {
          buttonNum,
          promptCopy: '',
          buttonList: {
            wxDownButtonUrl: `${zx}/download?from=wx`,
            hfDownButtonUrl: `${zx}/download?from=hf`,
            wxOpenButtonUrl: `${zx}/openAccount`,
            hfOpenButtonName: '去开户',
            ...buttons,
          },
        },
      }),
    ),
  )
}

const open = (query: Record<string, string> = {}) =>
  renderRoute(href(PATHS.bindBusiness, { pageFlag: 'xywx_bindbusiness', ...query }), { user: 'unbound' })

describe('/bindBusiness (account-and-shared §4 merchant results)', () => {
  it('0000: success, the invited text and the WeChat download buttons; sends the link params', async () => {
    await open({ posId: 'P1', channel1: 'c1', channel2: 'c2', userIdEncrypt: 'U9' })
    await fillAndBind('13912345678')
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.getByText('绑定成功')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下载APP' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '前往直销商城' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '立即绑定' })).toBeNull()
    expect(db.account.merchantInvites).toEqual([
      expect.objectContaining({
        via: 'merchantInviteByPhone',
        page_flag: 'xywx_bindbusiness',
        invitedPhone: '13912345678',
        check_code: '123456',
        captcha: '1234',
        posId: 'P1',
        channel1: 'c1',
        channel2: 'c2',
        uid: 'U9',
      }),
    ])
  })

  it('download button follows the WeChat download url with a timestamp', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    answerWith('0000')
    await open()
    await fillAndBind('13912345678')
    await userEvent.click(await screen.findByRole('button', { name: '下载APP' }))
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/download\?from=wx&t=\d+$/))
  })

  it.each([
    ['1111', '13900001111', '您已参加过此类活动，不符合参与条件'],
    ['1114', '13900001114', '您已是直销商城开户客户，无法参与本活动'],
    ['1116', '13900001116', '您已参加过同类活动，不可重复参与'],
    ['2222 with successFlag 0', '13900002220', '很遗憾，本次绑定未成功，请稍后重试'],
  ])('%s shows its result line', async (_code, phone, text) => {
    await open()
    await fillAndBind(phone)
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText('暂时无法参与')).toBeInTheDocument()
    expect(screen.queryByText('您的好友已成功邀请您')).toBeNull()
  })

  it('2222 with successFlag 1 is a success', async () => {
    await open()
    await fillAndBind('13900002222')
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.getByText('恭喜您绑定成功，专属权益将于3个工作日内发放')).toBeInTheDocument()
  })

  it('200 is a success too', async () => {
    await open()
    await fillAndBind('13900000200')
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
  })

  it('1117 shows the server message and two link buttons', async () => {
    await open()
    await fillAndBind('13900001117')
    expect(await screen.findByText('您已被其他商户邀请，可下载APP或前往直销商城查看详情')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下载APP' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '前往直销商城' })).toBeInTheDocument()
  })

  it.each([
    ['-1', /\/download\?from=wx&t=\d+$/],
    ['notOpen', /\/download\?from=wx&t=\d+$/],
    ['0', /\/openAccount\?t=\d+$/],
  ])('8888 buttonNum %s leaves for its url', async (num, url) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    answerWith('8888', num)
    await open()
    await fillAndBind('13912345678')
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(url)))
  })

  it('8888 to an https url off the official domain (an app store) leaves for it as it is', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    answerWithButtons('8888', '-1', { wxDownButtonUrl: APP_STORE })
    await open()
    await fillAndBind('13912345678')
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APP_STORE))
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['http:', 'http://apps.example.com/app'],
    ['@', `https://${'apps.example.com'}@evil.example.com/`],
  ])('8888 to a %s link does not leave; the pop-up says where to go', async (_kind, url) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    answerWithButtons('8888', '-1', { wxDownButtonUrl: url, wxOpenButtonUrl: '' })
    await open()
    await fillAndBind('13912345678')
    expect(await screen.findByRole('dialog', { name: '绑定结果' })).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('download and store buttons off the official domain are followed (https, no @); bad ones do nothing but warn', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerWithButtons('0000', '', {
      wxDownButtonUrl: APP_STORE,
      wxOpenButtonUrl: 'javascript:alert(1)',
    })
    await open()
    await fillAndBind('13912345678')
    await userEvent.click(await screen.findByRole('button', { name: '下载APP' }))
    expect(assign).toHaveBeenCalledWith(APP_STORE)
    await userEvent.click(screen.getByRole('button', { name: '前往直销商城' }))
    // account-and-shared §8: nothing happens on screen; the console says why, for QA.
    expect(warn).toHaveBeenCalledWith('[link refused]', 'alert(1)')
    expect(screen.queryByText('链接暂不可用，请稍后再试')).toBeNull()
    expect(assign).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('8888 with another buttonNum opens the result pop-up', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    await open()
    await fillAndBind('13900008883')
    const dialog = await screen.findByRole('dialog', { name: '绑定结果' })
    expect(dialog).toHaveTextContent('绑定成功！下载APP并完成开户，即可领取商户专属权益')
    expect(assign).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }))
    await waitFor(() =>
      expect(screen.queryByText('绑定成功！下载APP并完成开户，即可领取商户专属权益')).toBeNull(),
    )
  })

  it('a wrong SMS code toasts the server message and keeps the form', async () => {
    await open()
    await fillAndBind('13912345678', '000000')
    expect(await screen.findByRole('button', { name: '立即绑定' })).toBeInTheDocument()
    expect(screen.queryByText('您的好友已成功邀请您')).toBeNull()
  })

  it('validates before sending', async () => {
    await open()
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    expect(await screen.findAllByText('请输入手机号')).not.toHaveLength(0)
    expect(db.account.merchantInvites).toHaveLength(0)
  })

  it('a stopped page shows its stop notice instead of the form', async () => {
    await renderRoute(href(PATHS.bindBusiness, { pageFlag: 'closed_demo' }), { user: 'unbound' })
    expect(screen.queryByRole('button', { name: '立即绑定' })).toBeNull()
    const stop = db.account.pageConfigs.closed_demo.pageStopList[0]
    if (String(stop.stopType) === '1')
      expect(document.body.textContent).toContain(stop.stopContent.replace(/<[^>]+>/g, '').slice(0, 6))
    else expect(screen.getByAltText('活动已结束')).toBeInTheDocument()
  })

  it('saves the four-plus-N record when the link carries its params', async () => {
    await open({ orderNo: 'O1', M1userId: 'm1', M2userId: 'm2', visitsource: 'vs', activityCode: 'A1' })
    await waitFor(() =>
      expect(db.account.fourPlusNRecords).toEqual([
        {
          orderNo: 'O1',
          m1userId: 'm1',
          m2userId: 'm2',
          visitSource: 'vs',
          activityCode: 'A1',
          pageFlag: 'xywx_bindbusiness',
        },
      ]),
    )
  })

  it('does not save the four-plus-N record without those params', async () => {
    const seen = vi.fn()
    server.use(
      mswHttp.post(`*${endpoints.merchant.saveFourPlusNRecord}`, () => {
        seen()
        return HttpResponse.json({ code: '0000' })
      }),
    )
    await open()
    // The record would go out with the page's first call; the captcha is asked for later, on a valid phone.
    await userEvent.type(screen.getByLabelText('手机号'), '13912345678')
    await screen.findByAltText('图形验证码')
    expect(seen).not.toHaveBeenCalled()
  })
})

describe('/bindBusiness with field data (docs/api-contract.md, Schemas and readers)', () => {
  const answer = (code: string | number, data: unknown, msg = '服务端文案') =>
    server.use(
      mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
        HttpResponse.json({ code, msg, data }),
      ),
    )

  it.each([true, 1, '1', 'Y'])('2222 with successFlag %o is a success', async (successFlag) => {
    answer(2222, { successFlag, promptCopy: '恭喜您绑定成功', buttonNum: null, buttonList: null })
    await open()
    await fillAndBind('13912345678')
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.getByText('恭喜您绑定成功')).toBeInTheDocument()
  })

  it('2222 with successFlag null: the failed line with the server message', async () => {
    answer('2222', { successFlag: null, promptCopy: null, buttonList: null })
    await open()
    await fillAndBind('13912345678')
    expect(await screen.findByText('服务端文案')).toBeInTheDocument()
    expect(screen.getByText('暂时无法参与')).toBeInTheDocument()
  })

  it('8888 with buttonNum 0 as a number leaves for the store url', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const zx = `https://${env().officialDomain}`
    answer('8888', { buttonNum: 0, promptCopy: null, buttonList: { wxOpenButtonUrl: `${zx}/openAccount` } })
    await open()
    await fillAndBind('13912345678')
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/openAccount\?t=\d+$/)))
  })

  it('8888 with a null answer: the pop-up with the server message and no buttons', async () => {
    answer('8888', null, '请下载APP查看')
    await open()
    await fillAndBind('13912345678')
    const dialog = await screen.findByRole('dialog', { name: '绑定结果' })
    expect(dialog).toHaveTextContent('请下载APP查看')
    expect(screen.queryByRole('button', { name: '下载APP' })).toBeNull()
  })

  it('"null" urls are no urls: no download button, only the store one', async () => {
    const zx = `https://${env().officialDomain}`
    answer('0000', {
      promptCopy: 'null',
      buttonList: { wxDownButtonUrl: 'null', hfDownButtonUrl: null, wxOpenButtonUrl: `${zx}/openAccount` },
    })
    await open()
    await fillAndBind('13912345678')
    expect(await screen.findByText('您的好友已成功邀请您')).toBeInTheDocument()
    expect(screen.queryByText('null')).toBeNull()
    expect(screen.queryByRole('button', { name: '下载APP' })).toBeNull()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: '前往直销商城' }))
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/openAccount\?t=\d+$/))
  })

  it('a page init with null lists and a text user state still shows the form', async () => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.preMerchantInvite}`, () =>
        HttpResponse.json({ code: '0000', data: { userState: null, pageStopList: null, moduleList: {} } }),
      ),
    )
    await open()
    expect(screen.getByRole('button', { name: '立即绑定' })).toBeInTheDocument()
  })
})
