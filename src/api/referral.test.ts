import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import { addReferral, getReferralList } from './referral'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

const form = (user_id: string, invitedPhone = '13622223333', check_code = '123456') => ({
  page_flag: 'xywx_voyage_inviter',
  user_id,
  invitedPhone,
  check_code,
  captcha: '123456',
  checkKey: '1700000000000',
})

describe('referral api', () => {
  it('reads the list with user_id and page_flag and accepts code 200', async () => {
    let url: URL | undefined
    server.use(
      mswHttp.get(`*${endpoints.referral.processRecord}`, ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ code: 200, data: { num: 0, integral: 0, dtos: [] } })
      }),
    )
    await expect(getReferralList({ user_id: 'u1', page_flag: 'pf' })).resolves.toEqual({
      num: 0,
      integral: 0,
      dtos: [],
    })
    expect(Object.fromEntries(url!.searchParams)).toEqual({ user_id: 'u1', page_flag: 'pf' })
  })

  it('reads field data: counts as text, a non-list dtos, null items and fields', async () => {
    const answer = (data: unknown) =>
      server.use(
        mswHttp.get(`*${endpoints.referral.processRecord}`, () => HttpResponse.json({ code: '0000', data })),
      )
    answer({ num: '3', integral: 150.0, dtos: {} })
    await expect(getReferralList({ user_id: 'u1', page_flag: 'pf' })).resolves.toEqual({
      num: 3,
      integral: 150,
      dtos: [],
    })
    answer({
      num: null,
      dtos: [null, { invitedName: null, invitedPhone: 15800001234, inviterStatusStr: 'null' }],
    })
    await expect(getReferralList({ user_id: 'u1', page_flag: 'pf' })).resolves.toEqual({
      num: 0,
      integral: 0,
      dtos: [
        {
          invitedName: '',
          invitedPhone: '15800001234',
          inviterStatusStr: '',
          openAccountFlagStr: '',
          purchaseFlagStr: '',
        },
      ],
    })
    answer(null)
    await expect(getReferralList({ user_id: 'u1', page_flag: 'pf' })).resolves.toEqual({
      num: 0,
      integral: 0,
      dtos: [],
    })
  })

  it('serves the seeded list: masked names and phones, status strings and points', async () => {
    const list = await getReferralList({ user_id: db.users.opened.openid, page_flag: 'xywx_voyage_inviter' })
    expect(list.num).toBe(4)
    expect(list.integral).toBe(50 + 100 + 50) // two opened, one purchased
    expect(list.dtos[0]).toEqual({
      invitedName: '赵*',
      invitedPhone: '158****1234',
      inviterStatusStr: '已绑定',
      openAccountFlagStr: '已开户',
      purchaseFlagStr: '已购买',
    })
  })

  it('adds a referred person for a whitelisted user, who then counts', async () => {
    const white = db.users.whitelisted.openid
    await addReferral(form(white))
    const list = await getReferralList({ user_id: white, page_flag: 'xywx_voyage_inviter' })
    expect(list.num).toBe(3)
    expect(list.dtos[0]).toMatchObject({
      invitedPhone: '136****3333',
      invitedName: '--',
      inviterStatusStr: '未绑定',
    })
  })

  it.each([
    ['a user off the whitelist', 'opened', '13622223333', '123456', '1111'],
    ['a wrong SMS code', 'whitelisted', '13622223333', '000000', '3333'],
    ['a phone already referred', 'whitelisted', '15800001234', '123456', '4444'],
  ] as const)('refuses %s with a toast of the message', async (_label, who, phone, code, expected) => {
    await expect(addReferral(form(db.users[who].openid, phone, code))).rejects.toMatchObject({
      code: expected,
    })
    expect(toasts.show).toHaveBeenCalledTimes(1)
  })
})
