import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { BIND_NUM, OPENED_ACC } from '../../common'
import { INVALID_TEXT, PROGRESS_TEXT } from '../texts'

// antd-mobile's sheet animates in with pointer-events: none.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const rowOf = (phone: string) => screen.getByText(phone).closest('li') as HTMLElement

/** The bodies of the reminders sent from now on, by WeChat or by SMS. */
function captureReminds() {
  const sent = recordRequests(({ url }) => /sendMgm(Wx|Phone)Message/.test(url.pathname))
  return () => sent.list.map((r) => r.body)
}

describe('invite progress rows (marketing §2.3, §4.3)', () => {
  it('lists friends with masked phone, explanation, marks and the standard buttons', async () => {
    await renderRoute('/mgmInviteprogress?eventId=EV20250101&pageFlag=new_mgm_inviter')
    expect(await screen.findByText('139****0001')).toBeInTheDocument()
    const expected: Array<[string, string]> = [
      ['139****0001', PROGRESS_TEXT.remind],
      ['139****0002', PROGRESS_TEXT.reminded],
      ['139****0003', PROGRESS_TEXT.complete],
      ['139****0004', PROGRESS_TEXT.complete],
      ['139****0005', PROGRESS_TEXT.failed],
      ['139****0006', PROGRESS_TEXT.failed],
      ['139****0007', PROGRESS_TEXT.failed],
    ]
    for (const [phone, button] of expected) expect(within(rowOf(phone)).getByText(button)).toBeInTheDocument()
    expect(within(rowOf('139****0005')).getByText(INVALID_TEXT.similarActivity)).toBeInTheDocument()
    expect(within(rowOf('139****0006')).getByText(INVALID_TEXT.cancelled)).toBeInTheDocument()
    expect(within(rowOf('139****0007')).getByText(INVALID_TEXT.boughtBefore)).toBeInTheDocument()
    // First mark (bound) fails only for flag 2/3/4 with position 2/3.
    expect(within(rowOf('139****0006')).getAllByText('未达成')).toHaveLength(2)
    expect(within(rowOf('139****0007')).getAllByText('已达成')).toHaveLength(1)
    expect(within(rowOf('139****0004')).getAllByText('已达成')).toHaveLength(2)
    expect(screen.getByText(PROGRESS_TEXT.tip)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: PROGRESS_TEXT.addRecommend })).not.toBeInTheDocument()
  })

  it('masks a phone the server sent whole, on the row and in the remind sheet (account-and-shared §9)', async () => {
    server.use(
      http.get(`*${endpoints.mgm.inviteRecordDetail}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            isWhite: '0',
            resultList: [
              {
                recordId: 'R1',
                invitedPhone: '13900010001',
                firstPurchaseFlag: '0',
                positionFlag: '0',
                wxMsgFlag: '0',
                phoneMsgFlag: '0',
              },
            ],
          },
        }),
      ),
    )
    await renderRoute('/mgmInviteprogress?eventId=EV20250101&pageFlag=new_mgm_inviter')
    const row = rowOf('139****0001')
    expect(document.body.textContent).not.toContain('13900010001')
    // The row's button names the friend by the masked phone; the remind sheet too.
    await userEvent.click(within(row).getByRole('button', { name: /139\*\*\*\*0001/ }))
    expect(
      await screen.findByText(/139\*\*\*\*0001/, { selector: '.adm-action-sheet-extra' }),
    ).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('13900010001')
  })

  it('the holdings-aware Sc page reminds a friend whose holding is still undone', async () => {
    await renderRoute('/mgmInviteprogressnew')
    await screen.findByText('139****0003')
    expect(within(rowOf('139****0003')).getByText(PROGRESS_TEXT.remind)).toBeInTheDocument()
    expect(within(rowOf('139****0004')).getByText(PROGRESS_TEXT.complete)).toBeInTheDocument()
    expect(within(rowOf('139****0002')).getByText(PROGRESS_TEXT.reminded)).toBeInTheDocument()
    expect(within(rowOf('139****0005')).getByText(PROGRESS_TEXT.failed)).toBeInTheDocument()
  })
})

describe('reminders: one per friend per day per channel (marketing §4.3, §9)', () => {
  it('WeChat remind → 提醒成功, row reminded; again → the server message', async () => {
    const reminds = captureReminds()
    await renderRoute('/mgmInviteprogress')
    const remind = await screen.findByRole('button', { name: `${PROGRESS_TEXT.remind} 139****0001` })
    await userEvent.click(remind)
    await userEvent.click(await screen.findByText(PROGRESS_TEXT.remindWx))
    expect(await screen.findByText(PROGRESS_TEXT.remindWxDone)).toBeInTheDocument()
    const row = rowOf('139****0001')
    await waitFor(() => expect(within(row).getByText(PROGRESS_TEXT.reminded)).toBeInTheDocument())
    expect(reminds()).toEqual([{ recordId: 'MR000001', appClientNo: db.users.opened.appClientNo }])

    await userEvent.click(within(row).getByRole('button', { name: `${PROGRESS_TEXT.reminded} 139****0001` }))
    await userEvent.click(await screen.findByText(PROGRESS_TEXT.remindWx))
    expect(await screen.findByText('今日已提醒过该好友')).toBeInTheDocument()
    expect(within(row).getByText(PROGRESS_TEXT.reminded)).toBeInTheDocument()
  })

  it('SMS remind → 发送成功', async () => {
    await renderRoute('/mgmInviteprogress')
    await userEvent.click(await screen.findByRole('button', { name: `${PROGRESS_TEXT.remind} 139****0001` }))
    await userEvent.click(await screen.findByText(PROGRESS_TEXT.remindSms))
    expect(await screen.findByText(PROGRESS_TEXT.remindSmsDone)).toBeInTheDocument()
    expect(db.marketing.mgm.records[0].lastPhoneRemind).not.toBe('')
  })

  it('a channel used today is marked in the sheet', async () => {
    await renderRoute('/mgmInviteprogress')
    await userEvent.click(
      await screen.findByRole('button', { name: `${PROGRESS_TEXT.reminded} 139****0002` }),
    )
    expect(await screen.findAllByText(PROGRESS_TEXT.usedToday)).toHaveLength(2)
  })
})

describe('empty state and the whitelist button (marketing §2.3, §6)', () => {
  const noFriends = () =>
    server.use(
      http.get(`*${endpoints.mgm.inviteRecordDetail}`, () =>
        HttpResponse.json({ code: '0000', data: { resultList: [], isWhite: '0' } }),
      ),
    )

  it('no friends: the empty state with invite and back; no add button', async () => {
    noFriends()
    const { location } = await renderRoute('/mgmInviteprogress', { user: 'opened' })
    expect(await screen.findByText(PROGRESS_TEXT.emptyTitle)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: PROGRESS_TEXT.back })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: PROGRESS_TEXT.addRecommend })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: PROGRESS_TEXT.invite }))
    expect(location().pathname).toBe('/mgmfour')
  })

  it('the Sc empty state invites from /mgmfournew', async () => {
    noFriends()
    const { location } = await renderRoute('/mgmInviteprogressnew', { user: 'opened' })
    await userEvent.click(await screen.findByRole('button', { name: PROGRESS_TEXT.invite }))
    expect(location().pathname).toBe('/mgmfournew')
  })

  it('isWhite 1 on an empty list adds the add-recommendation button', async () => {
    server.use(
      http.get(`*${endpoints.mgm.inviteRecordDetail}`, () =>
        HttpResponse.json({ code: '0000', data: { resultList: [], isWhite: '1' } }),
      ),
    )
    const { location } = await renderRoute('/mgmInviteprogress?eventId=EV9&pageFlag=new_mgm_inviter')
    expect(await screen.findByText(PROGRESS_TEXT.emptyTitle)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: PROGRESS_TEXT.addRecommend }))
    expect(location().pathname).toBe('/mgmfourWhitelist')
    expect(new URLSearchParams(location().search).get('eventId')).toBe('EV9')
    expect(new URLSearchParams(location().search).get('pageFlag')).toBe('new_mgm_inviter')
  })

  it('a whitelisted inviter with friends also gets the button', async () => {
    await renderRoute('/mgmInviteprogress', { user: 'whitelisted' })
    expect(await screen.findByText('135****8801')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: PROGRESS_TEXT.addRecommend })).toBeInTheDocument()
  })
})

describe('direct links: the home buttons’ gates (marketing §6)', () => {
  it('an unbound visitor gets the bindNum popup; 去绑定 → /bindUserTip?isMgm=16; nothing is listed', async () => {
    const lists = captureRequests(endpoints.mgm.inviteRecordDetail)
    const { location } = await renderRoute('/mgmInviteprogress', { user: 'unbound' })
    const popup = await screen.findByRole('dialog', { name: BIND_NUM.title })
    expect(within(popup).getByText(BIND_NUM.message)).toBeInTheDocument()
    await userEvent.click(within(popup).getByRole('button', { name: BIND_NUM.confirmText }))
    expect(location().pathname).toBe('/bindUserTip')
    expect(location().search).toBe('?isMgm=16')
    expect(lists).toEqual([])
  })

  it('a bound user without an account gets the openedAcc popup, not the list', async () => {
    const lists = captureRequests(endpoints.mgm.inviteRecordDetail)
    await renderRoute('/mgmInviteprogress', { user: 'boundNotOpened' })
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    expect(within(popup).getByText(OPENED_ACC.message)).toBeInTheDocument()
    expect(within(popup).getByRole('button', { name: OPENED_ACC.confirmText })).toBeInTheDocument()
    expect(screen.queryByText(PROGRESS_TEXT.emptyTitle)).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '好友列表' })).not.toBeInTheDocument()
    expect(lists).toEqual([])
  })

  it('取消 goes back to the campaign home (Sc: /mgmfournew)', async () => {
    const { location } = await renderRoute('/mgmInviteprogressnew', { user: 'boundNotOpened' })
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    await userEvent.click(within(popup).getByRole('button', { name: OPENED_ACC.cancelText }))
    expect(location().pathname).toBe('/mgmfournew')
  })

  it('missing fields show --', async () => {
    server.use(
      http.get(`*${endpoints.mgm.inviteRecordDetail}`, () =>
        HttpResponse.json({
          code: '200',
          data: { resultList: [{ recordId: 'X', firstPurchaseFlag: 0, positionFlag: 0 }], isWhite: '0' },
        }),
      ),
    )
    await renderRoute('/mgmInviteprogress')
    expect(await screen.findByText('--')).toBeInTheDocument()
  })
})

describe('progress rows as the real backend sends them (docs/api-contract.md, Schemas and readers)', () => {
  const answer = (data: unknown) =>
    server.use(
      http.get(`*${endpoints.mgm.inviteRecordDetail}`, () => HttpResponse.json({ code: '0000', data })),
    )
  const buttonOf = (phone: string) => within(rowOf(phone)).getByText(/^(提醒|已提醒|已失效|已完成)/)

  it.each(['/mgmInviteprogress', '/mgmInviteprogressnew'])(
    '%s: flags as numbers / booleans give the same buttons, lines and marks as the same flags as text',
    async (path) => {
      const pairs: Array<[Record<string, unknown>, Record<string, unknown>]> = [
        // first purchase done, holding met
        [
          { firstPurchaseFlag: '1', positionFlag: '1', wxMsgFlag: '0', phoneMsgFlag: '0' },
          { firstPurchaseFlag: 1, positionFlag: 1, wxMsgFlag: 0, phoneMsgFlag: false },
        ],
        // first purchase pending, both channels used today
        [
          { firstPurchaseFlag: '0', positionFlag: '0', wxMsgFlag: '1', phoneMsgFlag: '1' },
          { firstPurchaseFlag: 0, positionFlag: 0, wxMsgFlag: true, phoneMsgFlag: 1 },
        ],
        // first purchase pending, one channel used
        [
          { firstPurchaseFlag: '0', positionFlag: '0', wxMsgFlag: '1', phoneMsgFlag: '0' },
          { firstPurchaseFlag: null, positionFlag: null, wxMsgFlag: 'true', phoneMsgFlag: null },
        ],
        // bought before (invalid)
        [
          { firstPurchaseFlag: '4', positionFlag: '2', wxMsgFlag: '0', phoneMsgFlag: '0' },
          { firstPurchaseFlag: 4, positionFlag: ' 2 ', wxMsgFlag: 0, phoneMsgFlag: 0 },
        ],
      ]
      const rows = pairs.flatMap(([text, field], i) => [
        { recordId: `T${i}`, invitedPhone: `139****10${i}0`, ...text },
        { recordId: 900 + i, invitedPhone: `139****10${i}1`, ...field },
      ])
      answer({ isWhite: true, resultList: [null, ...rows] })
      await renderRoute(
        `${path}?eventId=EV1&pageFlag=${path.endsWith('new') ? 'new_mgm_inviterSc' : 'new_mgm_inviter'}`,
      )
      await screen.findByText('139****1000')
      for (let i = 0; i < pairs.length; i++) {
        const [text, field] = [rowOf(`139****10${i}0`), rowOf(`139****10${i}1`)]
        expect(field.textContent?.replace(/139\*{4}10\d1/, '')).toBe(
          text.textContent?.replace(/139\*{4}10\d0/, ''),
        )
      }
      expect(buttonOf('139****1001')).toHaveTextContent(PROGRESS_TEXT.complete)
      expect(buttonOf('139****1011')).toHaveTextContent(PROGRESS_TEXT.reminded)
      expect(buttonOf('139****1021')).toHaveTextContent(PROGRESS_TEXT.remind)
      expect(buttonOf('139****1031')).toHaveTextContent(PROGRESS_TEXT.failed)
      expect(
        within(rowOf('139****1031')).getByText(INVALID_TEXT.boughtBeforeSimilarReward),
      ).toBeInTheDocument()
      // isWhite true: the add-recommendation button.
      expect(screen.getByRole('button', { name: PROGRESS_TEXT.addRecommend })).toBeInTheDocument()
    },
  )

  it.each([{}, null, 'x'])('a result list of %o shows the empty state', async (resultList) => {
    answer({ isWhite: '0', resultList })
    await renderRoute('/mgmInviteprogress')
    expect(await screen.findByText(PROGRESS_TEXT.emptyTitle)).toBeInTheDocument()
  })

  it('a numeric record id is sent back as text when reminding', async () => {
    const reminds = captureReminds()
    answer({
      isWhite: 0,
      resultList: [{ recordId: 501, invitedPhone: '139****5010', firstPurchaseFlag: 0, positionFlag: 0 }],
    })
    await renderRoute('/mgmInviteprogress')
    await userEvent.click(await screen.findByRole('button', { name: `${PROGRESS_TEXT.remind} 139****5010` }))
    await userEvent.click(await screen.findByText(PROGRESS_TEXT.remindSms))
    await waitFor(() =>
      expect(reminds()).toEqual([{ recordId: '501', appClientNo: db.users.opened.appClientNo }]),
    )
  })
})
