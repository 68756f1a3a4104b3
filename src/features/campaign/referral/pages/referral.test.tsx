import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { VALIDATION_TEXT } from '@/shared/lib/texts'
import { recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { REFERRAL_TEXT } from '../texts'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const phoneInput = () => screen.getByLabelText(REFERRAL_TEXT.friendPhone)
const captchaInput = () => screen.getByLabelText('图形验证码', { selector: 'input' })
const smsInput = () => screen.getByLabelText('短信验证码')
const submit = () => screen.getByRole('button', { name: REFERRAL_TEXT.submit })

/** The JSON bodies of the POSTs whose path `pattern` matches, from now on. */
function captureBodies(pattern: RegExp) {
  const sent = recordRequests(({ method, url }) => method === 'POST' && pattern.test(url.pathname))
  return () => sent.list.map((r) => r.body)
}

async function fillForm(phone: string) {
  await userEvent.type(phoneInput(), phone)
  await screen.findByRole('img', { name: '图形验证码' })
  await userEvent.type(captchaInput(), '1234')
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByRole('button', { name: /s后重新获取/ })
  await userEvent.type(smsInput(), '123456')
}

describe('referral list (marketing §2.6)', () => {
  it('shows points, total, the header row and the rows; no add button for a non-whitelisted user', async () => {
    await renderRoute('/recommend')
    const list = await screen.findByRole('region', { name: REFERRAL_TEXT.listTitle })
    for (const c of REFERRAL_TEXT.columns)
      expect(within(list).getByRole('columnheader', { name: c })).toBeInTheDocument()
    expect(within(list).getAllByRole('row')).toHaveLength(5)
    expect(
      within(list).getByRole('row', { name: /赵\* 158\*\*\*\*1234 已绑定 已开户 已购买/ }),
    ).toBeInTheDocument()
    expect(screen.getByText(REFERRAL_TEXT.invitedCount).nextSibling).toHaveTextContent('4')
    expect(screen.getByText(REFERRAL_TEXT.points).nextSibling).toHaveTextContent('200')
    expect(screen.getByRole('heading', { name: REFERRAL_TEXT.plainTitle })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: REFERRAL_TEXT.addReferral })).not.toBeInTheDocument()
  })

  it('a whitelisted user gets the add button → /addMgmRecom?pageFlag', async () => {
    const { location } = await renderRoute('/recommend', { user: 'whitelisted' })
    await userEvent.click(await screen.findByRole('button', { name: REFERRAL_TEXT.addReferral }))
    expect(location().pathname).toBe('/addMgmRecom')
    expect(location().search).toBe('?pageFlag=xywx_recommend')
  })

  it('the voyage flag is served by /recommendHh', async () => {
    const { location } = await renderRoute('/recommend?pageFlag=xywx_voyage_inviter')
    expect(await screen.findByRole('heading', { name: REFERRAL_TEXT.voyageTitle })).toBeInTheDocument()
    expect(location().pathname).toBe('/recommendHh')
  })

  it('/recommendHh with another flag goes back to /recommend', async () => {
    const { location } = await renderRoute('/recommendHh?pageFlag=xywx_other')
    await screen.findByRole('heading', { name: REFERRAL_TEXT.plainTitle })
    expect(location().pathname).toBe('/recommend')
  })

  it('no referrals: the empty state', async () => {
    await renderRoute('/recommendHh', { user: 'boundNotOpened' })
    expect(await screen.findByText(REFERRAL_TEXT.empty)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('add referred person form (marketing §2.6, §5)', () => {
  it('is for whitelisted users only', async () => {
    await renderRoute('/addMgmRecom?pageFlag=xywx_recommend')
    expect(await screen.findByText(REFERRAL_TEXT.notWhite)).toBeInTheDocument()
    expect(screen.queryByLabelText(REFERRAL_TEXT.friendPhone)).not.toBeInTheDocument()
  })

  it('names the first problem on submit and looks disabled until all three are filled', async () => {
    await renderRoute('/addMgmRecom?pageFlag=xywx_recommend', { user: 'whitelisted' })
    expect(await screen.findByLabelText(REFERRAL_TEXT.friendPhone)).toBeInTheDocument()
    expect(submit()).toHaveAttribute('data-inactive')
    await userEvent.click(submit())
    expect(await screen.findByText(VALIDATION_TEXT.phoneRequired)).toBeInTheDocument()
    await userEvent.type(phoneInput(), '12345678901')
    await userEvent.click(submit())
    expect(await screen.findByText(VALIDATION_TEXT.phoneInvalid)).toBeInTheDocument()
    await userEvent.clear(phoneInput())
    await userEvent.type(phoneInput(), '13600009999')
    await userEvent.click(submit())
    expect(await screen.findByText(VALIDATION_TEXT.captchaRequired)).toBeInTheDocument()
    expect(captchaInput()).toHaveAttribute('maxlength', '6')
    await screen.findByRole('img', { name: '图形验证码' })
    await userEvent.type(captchaInput(), '1234')
    await userEvent.click(submit())
    expect(await screen.findByText(VALIDATION_TEXT.smsRequired)).toBeInTheDocument()
    await userEvent.type(smsInput(), '123456')
    expect(submit()).not.toHaveAttribute('data-inactive')
  })

  it('adds with the contract payload and returns to the list', async () => {
    const bodies = captureBodies(/merchantInvite/)
    const { location } = await renderRoute('/addMgmRecom?pageFlag=xywx_recommend', { user: 'whitelisted' })
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('13600009999')
    await userEvent.click(submit())
    await waitFor(() => expect(location().pathname).toBe('/recommend'))
    expect(bodies()).toEqual([
      expect.objectContaining({
        page_flag: 'xywx_recommend',
        user_id: db.users.whitelisted.openid,
        invitedPhone: '13600009999',
        check_code: '123456',
        captcha: '1234',
        checkKey: expect.any(String),
      }),
    ])
    expect(await screen.findByText('添加成功')).toBeInTheDocument()
  })

  it('a refused add toasts the server message and keeps the entries', async () => {
    await renderRoute('/addMgmRecom?pageFlag=xywx_voyage_inviter', { user: 'whitelisted' })
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('15800001234') // already referred in the seed
    await userEvent.click(submit())
    expect(await screen.findByText('该用户已被推荐，请勿重复添加')).toBeInTheDocument()
    expect(phoneInput()).toHaveValue('15800001234')
    expect(smsInput()).toHaveValue('123456')
  })
})

describe('whitelist add /mgmfourWhitelist (marketing §2.5)', () => {
  it('is for whitelisted users only', async () => {
    await renderRoute('/mgmfourWhitelist?eventId=EV20250101&pageFlag=new_mgm_inviter')
    expect(await screen.findByText(REFERRAL_TEXT.notWhite)).toBeInTheDocument()
  })

  it('adds the friend and returns to the progress page', async () => {
    const bodies = captureBodies(/replenishInvite/)
    const { location } = await renderRoute('/mgmfourWhitelist?eventId=EV20250101&pageFlag=new_mgm_inviter', {
      user: 'whitelisted',
    })
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('13600008888')
    await userEvent.click(submit())
    await waitFor(() => expect(location().pathname).toBe('/mgmInviteprogress'))
    expect(bodies()).toEqual([
      {
        pageFlag: 'new_mgm_inviter',
        inviterId: db.users.whitelisted.openid,
        invitedPhone: '13600008888',
        checkCode: '123456',
      },
    ])
    expect(await screen.findByText('136****8888')).toBeInTheDocument()
  })

  it('an already-invited phone toasts the message and stays', async () => {
    const { location } = await renderRoute('/mgmfourWhitelist?pageFlag=new_mgm_inviterSc', {
      user: 'whitelisted',
    })
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('13912340001')
    await userEvent.click(submit())
    expect(await screen.findByText('该手机号已被邀请')).toBeInTheDocument()
    expect(location().pathname).toBe('/mgmfourWhitelist')
    expect(phoneInput()).toHaveValue('13912340001')
  })
})

describe('referral list with field data (docs/api-contract.md, Schemas and readers)', () => {
  const answer = (data: unknown) =>
    server.use(
      http.get(`*${endpoints.referral.processRecord}`, () => HttpResponse.json({ code: '0000', data })),
    )

  it.each([{}, null, 'x'])("dtos %o with num '3': the page renders with the empty state", async (dtos) => {
    answer({ num: '3', integral: '150', dtos })
    await renderRoute('/recommend')
    const list = await screen.findByRole('region', { name: REFERRAL_TEXT.listTitle })
    expect(within(list).getByText(REFERRAL_TEXT.empty)).toBeInTheDocument()
    expect(within(list).queryByRole('table')).toBeNull()
    expect(screen.getByText(REFERRAL_TEXT.invitedCount).nextSibling).toHaveTextContent(/^3$/)
    expect(screen.getByText(REFERRAL_TEXT.points).nextSibling).toHaveTextContent(/^150$/)
  })

  it('null rows are dropped, null and numeric cells read as text (-- when missing)', async () => {
    answer({
      num: 2,
      integral: null,
      dtos: [
        null,
        {
          invitedName: null,
          invitedPhone: 15800001234,
          inviterStatusStr: 'null',
          openAccountFlagStr: '已开户',
          purchaseFlagStr: '未购买',
        },
      ],
    })
    await renderRoute('/recommend')
    const list = await screen.findByRole('region', { name: REFERRAL_TEXT.listTitle })
    expect(within(list).getAllByRole('row')).toHaveLength(2)
    expect(within(list).getByRole('row', { name: '-- 15800001234 -- 已开户 未购买' })).toBeInTheDocument()
    expect(screen.getByText(REFERRAL_TEXT.points).nextSibling).toHaveTextContent(/^0$/)
  })

  it('isWhite true from the whitelist check shows the add button', async () => {
    server.use(
      http.get(`*${endpoints.mgm.checkWhitePhone}`, () =>
        HttpResponse.json({ code: '0000', data: { isWhite: true } }),
      ),
    )
    await renderRoute('/recommend')
    expect(await screen.findByRole('button', { name: REFERRAL_TEXT.addReferral })).toBeInTheDocument()
  })
})
