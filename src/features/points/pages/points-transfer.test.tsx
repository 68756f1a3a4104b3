import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { maskPhone } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { holdAnswers } from '@tests/hold-answers'
import { recordRequests, type RecordedRequest } from '@tests/record-requests'
import { pendingTransfer } from '../use-transfer'

/** The requests to one endpoint from now on (method, body or query, headers), in order. */
const watch = (path: string) => recordRequests(path).list
/** The idempotency key a request carried (docs/money-actions.md). */
const keyOf = (request: RecordedRequest) => request.headers.get('Idempotency-Key')
/** The SMS check's proof a transfer carried (docs/backend-requirements.md §3). */
const proofOf = (request: RecordedRequest) => request.headers.get('verifyToken')
/** The proof the mock's last passed check issued to the signed-in customer ('' when none). */
const issuedProof = () =>
  db.marketing.points.accounts[db.users.opened.openid]!.transferCode?.proof || 'none issued'

const TRANSFER = `${PATHS.pointsHome}?view=transfer`
/** The confirmation after a lost answer (docs/money-actions.md). */
const UNSURE_TEXT =
  '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。'
const RETRY_TEXT = '重新提交'
const RECHECK_TEXT = '正在查询可用积分'
const balanceOf = (user: 'opened' | 'whitelisted') =>
  db.marketing.points.accounts[db.users[user].openid]!.balance
const phoneInput = () => screen.getByLabelText('手机号')
const amountInput = () => screen.getByLabelText('积分')

/**
 * In the open sheet: the image captcha, 获取验证码 (the SMS countdown starts) and the code typed; the sheet
 * waits for 确认转赠.
 */
async function enterCode(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code = '123456') {
  await within(dialog).findByAltText('图形验证码')
  await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
  await user.click(within(dialog).getByRole('button', { name: /^(获取验证码|重新获取)$/ }))
  await within(dialog).findByRole('button', { name: /^\d+s后重新获取$/ })
  await user.type(within(dialog).getByLabelText('短信验证码'), code)
}

/** Looks the whitelisted user up and types the amount. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(phoneInput(), db.users.whitelisted.phone)
  await user.click(screen.getByRole('button', { name: '查询' }))
  await screen.findByLabelText('转赠对象信息')
  await user.clear(amountInput())
  if (amount) await user.type(amountInput(), amount)
}

describe('points transfer: receiver and amount', () => {
  it('opens from the points home as its transfer view', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    await user.click(
      within(screen.getByRole('navigation', { name: '积分服务' })).getByRole('button', { name: /积分转赠/ }),
    )
    await waitFor(() => expect(location().search).toBe('?view=transfer'))
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
    expect(screen.getByTestId('transfer-balance')).toHaveTextContent('1,280')
    await waitFor(() => expect(document.title).toBe('积分转赠'))
  })

  it('checks the phone before asking, and shows who the server found with its rules', async () => {
    const lookups = watch(endpoints.points.transferUserInfo)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled()
    expect(amountInput()).toBeDisabled()
    await user.type(phoneInput(), '1380000')
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号')
    await user.clear(phoneInput())
    await user.type(phoneInput(), db.users.opened.phone)
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('不能转赠给自己')).toBeInTheDocument()
    expect(lookups).toHaveLength(0)

    await user.clear(phoneInput())
    await user.type(phoneInput(), db.users.whitelisted.phone)
    await user.click(screen.getByRole('button', { name: '查询' }))
    const found = await screen.findByLabelText('转赠对象信息')
    expect(found).toHaveTextContent(db.users.whitelisted.nickname)
    expect(found).toHaveTextContent('150****5606')
    expect(screen.getByText('单笔最少10积分，最多2,000积分，须为10的整数倍')).toBeInTheDocument()
    await waitFor(() => expect(lookups).toHaveLength(1))
    expect(lookups[0]!.body).toEqual({ user_id: db.users.opened.openid, phone: db.users.whitelisted.phone })
    // Changing the phone forgets the receiver.
    await user.type(phoneInput(), '{backspace}')
    expect(screen.queryByLabelText('转赠对象信息')).not.toBeInTheDocument()
    expectNoRawValues()
  })

  it('shows an unknown receiver (1111) on the field', async () => {
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await user.type(phoneInput(), '13000000000')
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('未查询到该用户，请确认手机号')
    expect(screen.queryByLabelText('转赠对象信息')).not.toBeInTheDocument()
  })

  it.each([
    ['5', '单笔最少转赠10积分'],
    ['2010', '单笔最多转赠2,000积分'],
    ['105', '转赠积分须为10的整数倍'],
    ['1290', '可用积分不足'],
  ])('refuses %s with %s before any call', async (amount, message) => {
    const verifies = watch(endpoints.points.needMessageVerify)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, amount)
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '确认转赠' })).not.toBeInTheDocument()
    expect(verifies).toHaveLength(0)
  })

  it('全部 fills the largest amount the rules and the balance allow', async () => {
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '')
    await user.click(screen.getByRole('button', { name: '全部' }))
    expect(amountInput()).toHaveValue('1280')
  })

  it('asks an unbound customer to bind first', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(TRANSFER, { user: 'unbound' })
    expect(screen.getByText('绑定手机号后即可转赠积分')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/bindUserTip?isMgm=34'))
  })
})

describe('points transfer: confirm and result', () => {
  it('transfers a small amount without SMS, once however often it is tapped', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const verifies = watch(endpoints.points.needMessageVerify)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    expect(within(dialog).getByText('100 积分')).toBeInTheDocument()
    expect(within(dialog).getByText('1,180 积分')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('短信验证码')).not.toBeInTheDocument()
    const confirm = within(dialog).getByRole('button', { name: '确认转赠' })
    // Two taps in the same moment: both land before React re-renders the button as loading.
    act(() => {
      confirm.click()
      confirm.click()
    })
    const result = await screen.findByLabelText('转赠结果')
    expect(result).toHaveTextContent('转赠成功')
    expect(result).toHaveTextContent(`已向 ${db.users.whitelisted.nickname}（150****5606）转赠 100 积分`)
    expect(result).toHaveTextContent('剩余可用积分 1,180')
    expect(transfers).toHaveLength(1)
    expect(transfers[0]!.body).toEqual({
      user_id: db.users.opened.openid,
      receive_user_id: db.users.whitelisted.openid,
      integral: 100,
    })
    expect(verifies[0]!.params.get('integral')).toBe('100')
    expect(balanceOf('whitelisted')).toBe(400)
    await waitFor(() => expect(screen.getByTestId('transfer-balance')).toHaveTextContent('1,180'))
    await user.click(screen.getByRole('button', { name: '继续转赠' }))
    expect(phoneInput()).toHaveValue('')
  })

  it('checks the SMS code first from 500 points: captcha, send with countdown, wrong code, right code', async () => {
    const sends = watch(endpoints.points.transferSendVerification)
    const checks = watch(endpoints.points.checkCodeVerify)
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    expect(within(dialog).getByText(/本次转赠需验证手机号/)).toHaveTextContent(
      maskPhone(db.users.opened.phone),
    )
    // The code is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument()
    expect(checks).toHaveLength(0)

    await within(dialog).findByAltText('图形验证码')
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('发送成功')).toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled()
    await waitFor(() => expect(sends).toHaveLength(1))
    // The code is sent for this receiver and amount (docs/backend-requirements.md §3).
    expect(sends[0]!.body).toEqual({
      phone: db.users.opened.phone,
      captcha: '1234',
      checkKey: expect.any(String),
      receive_user_id: db.users.whitelisted.openid,
      integral: 500,
    })
    expect((sends[0]!.body as { checkKey: string }).checkKey).not.toBe('')

    await user.type(within(dialog).getByLabelText('短信验证码'), '000000')
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await within(dialog).findByText('短信验证码错误，请重新输入')).toBeInTheDocument()
    expect(transfers).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('短信验证码'))
    expect(within(dialog).queryByText('短信验证码错误，请重新输入')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('短信验证码'), '123456')
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 780')
    // The check names the transfer too; the transfer carries the check's proof (a header) and books.
    const subject = { receive_user_id: db.users.whitelisted.openid, integral: 500 }
    expect(checks.map((c) => c.body)).toEqual([
      { phone: db.users.opened.phone, checkCode: '000000', ...subject },
      { phone: db.users.opened.phone, checkCode: '123456', ...subject },
    ])
    expect(transfers).toHaveLength(1)
    expect(proofOf(transfers[0]!)).toBe(issuedProof())
    expect(transfers[0]!.body).toEqual({ user_id: db.users.opened.openid, ...subject })
  })

  it('asks for the SMS check when the transfer answers 3333 although needMessageVerify did not', async () => {
    server.use(
      http.get(`*${endpoints.points.needMessageVerify}`, () =>
        HttpResponse.json({ code: '0000', data: { needVerify: 0 } }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '600')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText('请先完成短信验证')).toBeInTheDocument()
    expect(await within(dialog).findByLabelText('短信验证码')).toBeInTheDocument()
    expect(screen.queryByLabelText('转赠结果')).not.toBeInTheDocument()
  })

  it('closes the confirmation on 2222 and says the balance is short', async () => {
    server.use(
      http.post(`*${endpoints.points.userIntegralTransfer}`, () =>
        HttpResponse.json({ code: '2222', msg: '积分余额不足' }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认转赠' })).getByRole('button', {
        name: '确认转赠',
      }),
    )
    expect(await screen.findByText('积分余额不足')).toBeInTheDocument()
    expect(await screen.findByText('可用积分不足')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认转赠' })).not.toBeInTheDocument())
  })

  it.each([
    ['4444', '单笔转赠10至2000积分，且为10的整数倍'],
    ['1111', '未查询到该用户，请确认手机号'],
    ['9999', '系统繁忙，请稍后再试'],
  ])('shows the server message of %s and lets the customer try again', async (code, msg) => {
    server.use(http.post(`*${endpoints.points.userIntegralTransfer}`, () => HttpResponse.json({ code, msg })))
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText(msg)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '确认转赠' })).toBeEnabled()
    expect(screen.queryByLabelText('转赠结果')).not.toBeInTheDocument()
  })

  it('shows the network message when the transfer cannot reach the server, and keeps the confirmation', async () => {
    server.use(http.post(`*${endpoints.points.userIntegralTransfer}`, () => HttpResponse.error()))
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: RETRY_TEXT })).toBeEnabled()
    expect(balanceOf('opened')).toBe(1280)
  })
})

describe('points transfer: a lost answer (docs/money-actions.md)', () => {
  /** The server books the transfer, then its answer is lost on the way back (a dropped 4G link). */
  const loseTheAnswer = () => {
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.points.userIntegralTransfer]
  }
  const answerAgain = () => {
    db.scenario.fault = 'none'
    db.scenario.faultPaths = []
  }

  it('a second tap after the lost answer does not book the transfer again (1,280 → 1,180, not 1,080)', async () => {
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    loseTheAnswer()
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
    answerAgain()
    // Whatever the sheet offers for the second tap, once it offers it.
    const again = () => within(dialog).getByRole('button', { name: /确认转赠|重新提交/ })
    await waitFor(() => expect(again()).toBeEnabled())
    await user.click(again())
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('转赠成功')
    expect(balanceOf('opened')).toBe(1180)
    expect(balanceOf('whitelisted')).toBe(400)
  })

  it('reads the balance again before offering the retry, and the retry books nothing twice', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const infos = watch(endpoints.points.initInfo)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    loseTheAnswer()
    const releaseBalance = holdAnswers([['get', endpoints.points.initInfo]])
    const readsBefore = infos.length
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
    // The server did book it; the page cannot know.
    expect(balanceOf('opened')).toBe(1180)
    expect(balanceOf('whitelisted')).toBe(400)
    // The sheet says so and offers no retry until the balance has been read again.
    expect(within(dialog).getByRole('status')).toHaveTextContent(UNSURE_TEXT)
    expect(await within(dialog).findByRole('button', { name: RECHECK_TEXT })).toBeDisabled()
    await waitFor(() => expect(infos.length).toBe(readsBefore + 1))
    answerAgain()
    releaseBalance()
    const retry = await within(dialog).findByRole('button', { name: RETRY_TEXT })
    expect(retry).toBeEnabled()
    expect(within(dialog).getByTestId('transfer-recheck-balance')).toHaveTextContent('1,180 积分')
    expect(screen.getByTestId('transfer-balance')).toHaveTextContent('1,180')

    // The retry: the same request id, the server's first answer, no second booking.
    await user.click(retry)
    const result = await screen.findByLabelText('转赠结果')
    expect(result).toHaveTextContent('转赠成功')
    expect(result).toHaveTextContent('剩余可用积分 1,180')
    expect(balanceOf('opened')).toBe(1180)
    expect(balanceOf('whitelisted')).toBe(400)
    await waitFor(() => expect(transfers).toHaveLength(2))
    expect(keyOf(transfers[0]!)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(keyOf(transfers[1]!)).toBe(keyOf(transfers[0]!))

    // Another confirmation of the same transfer is a new one: a new id, booked.
    await user.click(screen.getByRole('button', { name: '继续转赠' }))
    await fillForm(user, '100')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认转赠' })).getByRole('button', {
        name: '确认转赠',
      }),
    )
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 1,080')
    await waitFor(() => expect(transfers).toHaveLength(3))
    expect(keyOf(transfers[2]!)).not.toBe(keyOf(transfers[0]!))
    expect(balanceOf('opened')).toBe(1080)
  })

  it('with the SMS check: the retry does not check the used code again and books once', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const checks = watch(endpoints.points.checkCodeVerify)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await within(dialog).findByAltText('图形验证码')
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    await within(dialog).findByRole('button', { name: /^\d+s后重新获取$/ })
    await user.type(within(dialog).getByLabelText('短信验证码'), '123456')
    loseTheAnswer()
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    const retry = await within(dialog).findByRole('button', { name: RETRY_TEXT })
    await waitFor(() => expect(retry).toBeEnabled())
    expect(within(dialog).queryByLabelText('短信验证码')).not.toBeInTheDocument()
    answerAgain()
    await user.click(retry)
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 780')
    expect(balanceOf('opened')).toBe(780)
    await waitFor(() => expect(transfers).toHaveLength(2))
    expect(keyOf(transfers[1]!)).toBe(keyOf(transfers[0]!))
    expect(checks).toHaveLength(1)
    // The retry carries the proof of that one check again.
    expect(proofOf(transfers[0]!)).toBe(issuedProof())
    expect(proofOf(transfers[1]!)).toBe(proofOf(transfers[0]!))
  })
})

describe('points transfer: one SMS code confirms one transfer (docs/backend-requirements.md §3)', () => {
  const loseTheAnswer = () => {
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.points.userIntegralTransfer]
  }
  const answerAgain = () => {
    db.scenario.fault = 'none'
    db.scenario.faultPaths = []
  }
  const closeSheet = async (user: ReturnType<typeof userEvent.setup>) => {
    // The mask of the sheet on screen: the mask of one closed before may still be in the document.
    const sheet = screen.getByRole('dialog', { name: '确认转赠' }).closest('.adm-popup')!
    await user.click(sheet.querySelector<HTMLElement>('.adm-mask')!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认转赠' })).not.toBeInTheDocument())
  }

  it('a refused transfer uses the check up: the next confirmation asks for a new code', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    server.use(
      http.post(
        `*${endpoints.points.userIntegralTransfer}`,
        () => HttpResponse.json({ code: '9999', msg: '系统繁忙，请稍后再试' }),
        { once: true },
      ),
    )
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await enterCode(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument()
    await waitFor(() => expect(transfers).toHaveLength(1))
    expect(proofOf(transfers[0]!)).toBe(issuedProof())

    // The sheet stays, with empty SMS fields: 确认转赠 sends nothing without a code.
    await within(dialog).findByAltText('图形验证码')
    expect(within(dialog).getByLabelText('短信验证码')).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请输入短信验证码')
    expect(transfers).toHaveLength(1)
    expect(balanceOf('opened')).toBe(1280)
  })

  it('a 3333 on the transfer (its proof refused) asks for a new code', async () => {
    server.use(
      http.post(
        `*${endpoints.points.userIntegralTransfer}`,
        () => HttpResponse.json({ code: '3333', msg: '请先完成短信验证' }),
        { once: true },
      ),
    )
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await enterCode(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await within(dialog).findByText('请先完成短信验证')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('短信验证码')).toHaveValue('')
    expect(screen.queryByLabelText('转赠结果')).not.toBeInTheDocument()
  })

  /** A 500-point transfer checked by SMS whose answer is lost, and the sheet closed: the proof is held. */
  async function lostThenClosed(user: ReturnType<typeof userEvent.setup>) {
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await enterCode(user, dialog)
    loseTheAnswer()
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: RETRY_TEXT })).toBeEnabled())
    answerAgain()
    await closeSheet(user)
  }

  it('closed and reopened after a lost answer: another amount is another transfer, and needs a code', async () => {
    const user = userEvent.setup()
    await lostThenClosed(user)
    await user.clear(amountInput())
    await user.type(amountInput(), '510')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    expect(await within(dialog).findByLabelText('短信验证码')).toBeInTheDocument()
  })

  it('closed and reopened after a lost answer: the same transfer asks no new code and books once', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const checks = watch(endpoints.points.checkCodeVerify)
    const user = userEvent.setup()
    await lostThenClosed(user)
    // The same receiver and amount again: the held proof, the same key, the server's first answer.
    await user.clear(amountInput())
    await user.type(amountInput(), '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    expect(within(dialog).queryByLabelText('短信验证码')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 780')
    await waitFor(() => expect(transfers).toHaveLength(2))
    expect(new Set(transfers.map(keyOf)).size).toBe(1)
    expect(new Set(transfers.map(proofOf))).toEqual(new Set([issuedProof()]))
    expect(checks).toHaveLength(1)
    expect(balanceOf('opened')).toBe(780)
    expect(balanceOf('whitelisted')).toBe(800)
  })

  it('a server whose check issues no proof: the transfer carries the checked code itself', async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    server.use(
      http.post(`*${endpoints.points.checkCodeVerify}`, () =>
        HttpResponse.json({ code: '0000', data: null }),
      ),
      http.post(`*${endpoints.points.userIntegralTransfer}`, () =>
        HttpResponse.json({ code: '0000', data: { balance: 780 } }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await enterCode(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 780')
    expect(transfers).toHaveLength(1)
    expect(transfers[0]!.headers.get('checkCode')).toBe('123456')
    expect(proofOf(transfers[0]!)).toBeNull()
    expect(transfers[0]!.body).toEqual({
      user_id: db.users.opened.openid,
      receive_user_id: db.users.whitelisted.openid,
      integral: 500,
    })
  })

  it("a reload after a lost answer (the 403 rule's): the sheet is back as it was, a new code, the same Idempotency-Key, one booking", async () => {
    const transfers = watch(endpoints.points.userIntegralTransfer)
    const user = userEvent.setup()
    const page = await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    let dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await enterCode(user, dialog)
    loseTheAnswer()
    await user.click(within(dialog).getByRole('button', { name: '确认转赠' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: RETRY_TEXT })).toBeEnabled())
    answerAgain()
    expect(balanceOf('opened')).toBe(780)

    // The page is loaded again a minute later (the SMS countdown is over): the sheet whose answer is unknown
    // opens as it was left (docs/money-actions.md), without the proof, which was never stored.
    page.unmount()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 61_000)
    await renderRoute(TRANSFER)
    dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    expect(within(dialog).getByRole('status')).toHaveTextContent(UNSURE_TEXT)
    expect(dialog).toHaveTextContent('500')
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(db.users.whitelisted.phone)
    await enterCode(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: RETRY_TEXT }))
    expect(await screen.findByLabelText('转赠结果')).toHaveTextContent('剩余可用积分 780')
    // A new proof, but the same transfer under the same key: the server's first answer, no second booking.
    expect(transfers).toHaveLength(2)
    expect(proofOf(transfers[1]!)).toBe(issuedProof())
    expect(proofOf(transfers[1]!)).not.toBe(proofOf(transfers[0]!))
    expect(keyOf(transfers[1]!)).toBe(keyOf(transfers[0]!))
    expect(balanceOf('opened')).toBe(780)
    expect(balanceOf('whitelisted')).toBe(800)
    // Answered: nothing is left to open at the next visit.
    expect(sessionStorage.getItem('pendingTransfer')).toBeNull()
  })

  it('a sheet left unsure opens again only for its own customer, and not once its id is no longer reused', async () => {
    pendingTransfer.keep({
      userId: 'someone-else',
      target: {
        receiveUserId: 'r1',
        nickname: 'x',
        phone: '150****5606',
        minIntegral: 1,
        maxIntegral: 9,
        stepIntegral: 1,
      },
      amount: 100,
      needVerify: false,
    })
    await renderRoute(TRANSFER)
    await screen.findByRole('region', { name: '转赠积分' })
    expect(screen.queryByRole('dialog', { name: '确认转赠' })).toBeNull()
    expect(sessionStorage.getItem('pendingTransfer')).toBeNull()
    expect(pendingTransfer.read('u1', Date.now())).toBeNull()
    pendingTransfer.keep(
      {
        userId: 'u1',
        target: {
          receiveUserId: 'r1',
          nickname: 'x',
          phone: '150****5606',
          minIntegral: 1,
          maxIntegral: 9,
          stepIntegral: 1,
        },
        amount: 100,
        needVerify: false,
      },
      0,
    )
    expect(pendingTransfer.read('u1', 15 * 60_000 + 1)).toBeNull()
  })
})

describe('points transfer: the form as marketing §5 has it', () => {
  it('shows the known balance on the amount card before a receiver is looked up', async () => {
    await renderRoute(TRANSFER)
    const card = screen.getByRole('region', { name: '转赠积分' })
    expect(card).toHaveTextContent('可用 1,280 积分')
    expect(card).not.toHaveTextContent('--')
  })

  it('dims 确认转赠 until the captcha and the SMS code are filled; a tap still says what is missing', async () => {
    const checks = watch(endpoints.points.checkCodeVerify)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    const confirm = () => within(dialog).getByRole('button', { name: '确认转赠' })
    expect(confirm()).toHaveAttribute('aria-disabled', 'true')
    await within(dialog).findByAltText('图形验证码')
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
    expect(confirm()).toHaveAttribute('aria-disabled', 'true')
    await user.click(confirm())
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请输入短信验证码')
    await user.type(within(dialog).getByLabelText('短信验证码'), '123456')
    expect(confirm()).not.toHaveAttribute('aria-disabled')
    expect(checks).toHaveLength(0)
  })

  it('closing the sheet does not reset the SMS countdown: reopened, it still counts and sends nothing', async () => {
    const sends = watch(endpoints.points.transferSendVerification)
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    let dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await within(dialog).findByAltText('图形验证码')
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    await within(dialog).findByRole('button', { name: /^\d+s后重新获取$/ })
    await waitFor(() => expect(sends).toHaveLength(1))

    // Closed (the sheet and its fields are destroyed), then opened again for the same transfer.
    await user.click(document.querySelector<HTMLElement>('.adm-mask')!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认转赠' })).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: '下一步' }))
    dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await within(dialog).findByAltText('图形验证码')
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '1234')
    const countdown = within(dialog).getByRole('button', { name: /^\d+s后重新获取$/ })
    expect(countdown).toBeDisabled()
    await user.click(countdown)
    expect(sends).toHaveLength(1)
  })

  it('a refused captcha fetches a new picture', async () => {
    const images = recordRequests(({ url }) => url.pathname.includes('/sys/randomImage/'))
    const user = userEvent.setup()
    await renderRoute(TRANSFER)
    await fillForm(user, '500')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    const dialog = await screen.findByRole('dialog', { name: '确认转赠' })
    await within(dialog).findByAltText('图形验证码')
    expect(images.list).toHaveLength(1)
    await user.type(within(dialog).getByLabelText('图形验证码', { selector: 'input' }), '9999')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument()
    await waitFor(() => expect(images.list).toHaveLength(2))
    // The new picture clears what was typed for the old one; no countdown started.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('图形验证码', { selector: 'input' })).toHaveValue(''),
    )
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })
})
