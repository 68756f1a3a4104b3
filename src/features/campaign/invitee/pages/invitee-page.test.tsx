import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { renderRoute } from '../../../../../tests/render'
import { EXCEPTION_TEXT, INVITEE_TEXT, STATUS_TEXT } from '../texts'

const INVITER = () => db.users.opened.openid
const landing = (path = '/mgmInvited', extra = '') => `${path}?inviterOpenId=${INVITER()}${extra}`

function forceSave(code: string, data?: object, msg = '') {
  const calls: unknown[] = []
  server.use(
    http.post(`*${endpoints.mgm.saveNewMgmRecord}`, async ({ request }) => {
      calls.push(await request.json())
      return HttpResponse.json({ code, msg, data: data ?? null })
    }),
  )
  return calls
}

const saveData = (over: object = {}) => ({
  oldFlag: '0',
  firstPurchaseFlag: 0,
  positionFlag: 0,
  inviterName: '杨*',
  isSpecial: '0',
  ...over,
})

describe('invitee landing: the link (marketing §2.2, §5)', () => {
  it.each(['/mgmInvited', '/mgmInvited?inviterOpenId=', '/mgmInvited?inviterOpenId=null'])(
    '%s shows the invalid-link view and saves nothing',
    async (path) => {
      const calls = forceSave('0000', saveData())
      await renderRoute(path, { user: 'boundNotOpened' })
      expect(await screen.findByText(INVITEE_TEXT.linkInvalidTitle)).toBeInTheDocument()
      expect(screen.getByText(INVITEE_TEXT.linkInvalidBody)).toBeInTheDocument()
      expect(screen.queryByText(INVITEE_TEXT.goStudy)).not.toBeInTheDocument()
      expect(calls).toHaveLength(0)
    },
  )

  it('stores the inviter from the link', async () => {
    forceSave('0000', saveData())
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(local.get('inviterOpenId')).toBe(INVITER())
  })

  it('hasSaveInvite=1 opens without an inviter and does not save again', async () => {
    const calls = forceSave('0000', saveData())
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead(''))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: INVITEE_TEXT.goComplete })).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('invitee landing: not bound (marketing §2.2, §4.4)', () => {
  it('an unbound friend gets the no-binding alert leading to /bindUserTip?isMgm=17', async () => {
    const calls = forceSave('0000', saveData())
    const { location } = await renderRoute(landing(), { user: 'unbound' })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(INVITEE_TEXT.noBindBody)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: INVITEE_TEXT.noBindConfirm }))
    await waitFor(() => expect(location().pathname).toBe('/bindUserTip'))
    expect(location().search).toBe('?isMgm=17')
    expect(calls).toHaveLength(0)
  })

  it('the Sc landing binds with isMgm=mgmInvitedSc', async () => {
    const { location } = await renderRoute(landing('/mgmInvitednew'), { user: 'unbound' })
    await userEvent.click(await screen.findByRole('button', { name: INVITEE_TEXT.noBindConfirm }))
    await waitFor(() => expect(location().search).toBe('?isMgm=mgmInvitedSc'))
  })

  it('a failed app login resets the bound state and shows the no-binding alert', async () => {
    const calls = forceSave('0000', saveData())
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '9999', msg: '登录失败' }),
      ),
    )
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.noBindBody)).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('invitee landing: outcome by save-invite code (marketing §4.4)', () => {
  it('saves with the contract payload and shows the inviter, tasks and study button', async () => {
    const calls = forceSave('0000', saveData())
    const { location } = await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('杨*'))).toBeInTheDocument()
    expect(calls).toEqual([
      {
        invitedId: db.users.boundNotOpened.openid,
        pageFlag: 'new_mgm_invited',
        inviterId: INVITER(),
        eventId: 'EV20250101',
        whiteList: '0',
      },
    ])
    expect(screen.getByText(STATUS_TEXT.precomplete)).toBeInTheDocument()
    expect(screen.getByText(INVITEE_TEXT.rewardNote)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: INVITEE_TEXT.goComplete }))
    expect(location().pathname).toBe('/allProduct')
  })

  it('the study button opens the study page', async () => {
    forceSave('200', saveData())
    const { location } = await renderRoute(landing(), { user: 'boundNotOpened' })
    await userEvent.click(await screen.findByRole('button', { name: INVITEE_TEXT.goStudy }))
    expect(location().pathname).toBe('/studyMoneyManage')
  })

  it('first purchase done shows 已完成 instead of 去完成', async () => {
    forceSave('0000', saveData({ firstPurchaseFlag: 1 }))
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.onlyPositionLeft)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
  })

  it('all tasks done shows complete', async () => {
    forceSave('0000', saveData({ firstPurchaseFlag: 1, positionFlag: 1 }))
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.complete)).toBeInTheDocument()
  })

  it.each([
    ['0000', saveData({ oldFlag: '1' }), EXCEPTION_TEXT.accountHolder],
    ['1111', null, EXCEPTION_TEXT.similarActivity],
    ['2222', saveData({ firstPurchaseFlag: 2, positionFlag: 2 }), EXCEPTION_TEXT.similarReward],
    ['2222', saveData({ firstPurchaseFlag: 3, positionFlag: 3 }), EXCEPTION_TEXT.cancelled],
    ['2222', saveData({ firstPurchaseFlag: 4 }), EXCEPTION_TEXT.boughtBefore],
    ['3333', null, EXCEPTION_TEXT.otherInviter],
  ])('code %s (%o) → promoter view: %s', async (code, data, text) => {
    forceSave(code, data ?? undefined, '失败')
    const { location } = await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText(INVITEE_TEXT.promoterLead)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: INVITEE_TEXT.promoterTitle })).toBeInTheDocument()
    expect(screen.getByText(INVITEE_TEXT.promoterBody)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: INVITEE_TEXT.inviteFriends }))
    expect(location().pathname).toBe('/mgmfour')
  })

  it('2222 with the first purchase done counts as saved', async () => {
    forceSave('2222', saveData({ firstPurchaseFlag: 1 }), '您已完成首次购买')
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.onlyPositionLeft)).toBeInTheDocument()
    expect(screen.queryByText(INVITEE_TEXT.promoterLead)).not.toBeInTheDocument()
  })

  it('another code shows the server message', async () => {
    forceSave('4444', undefined, '邀请人信息已失效')
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText('邀请人信息已失效')).toBeInTheDocument()
  })

  it('the Sc promoter view invites from /mgmfournew', async () => {
    forceSave('3333')
    const { location } = await renderRoute(landing('/mgmInvitednew'), { user: 'boundNotOpened' })
    await userEvent.click(await screen.findByRole('button', { name: INVITEE_TEXT.inviteFriends }))
    expect(location().pathname).toBe('/mgmfournew')
  })

  it('against the mock: an existing account holder gets the promoter view', async () => {
    await renderRoute(landing(), { user: 'whitelisted' })
    expect(await screen.findByText(EXCEPTION_TEXT.accountHolder)).toBeInTheDocument()
  })

  it('always shows the app download picture', async () => {
    await renderRoute('/mgmInvited')
    expect(await screen.findByRole('img', { name: '下载APP查看奖励' })).toBeInTheDocument()
  })

  it('a stopped campaign shows the stop notice and saves nothing', async () => {
    const calls = forceSave('0000', saveData())
    server.use(
      http.get(`*${endpoints.config.pageInfo}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            moduleList: [{ id: 'EV1' }],
            pageStopList: [
              { stopType: '1', stopContent: '<p>本期活动已结束，感谢参与</p>', stopJumpUrl: '' },
            ],
          },
        }),
      ),
    )
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText('本期活动已结束，感谢参与')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('invitee landing with field data (design.md, The contract at the boundary)', () => {
  it.each([
    ['1', '1'],
    [1, 1],
    [' 1 ', 1],
  ])('first purchase %o and holding %o: complete, no 去完成', async (fp, pos) => {
    forceSave('0000', saveData({ firstPurchaseFlag: fp, positionFlag: pos }))
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.complete)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
  })

  it.each([1, true, 'Y'])('oldFlag %o: an existing account holder (promoter view)', async (oldFlag) => {
    forceSave('0000', saveData({ oldFlag }))
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(EXCEPTION_TEXT.accountHolder)).toBeInTheDocument()
    expect(screen.queryByText(STATUS_TEXT.precomplete)).not.toBeInTheDocument()
  })

  it.each([
    [{ firstPurchaseFlag: '4' }, EXCEPTION_TEXT.boughtBefore],
    [{ firstPurchaseFlag: 3, positionFlag: '3' }, EXCEPTION_TEXT.cancelled],
    [{ firstPurchaseFlag: ' 2 ' }, EXCEPTION_TEXT.similarReward],
  ])('2222 with %o → %s', async (data, text) => {
    forceSave('2222', data, '失败')
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('a null answer with a numeric inviter name: saved, the name as text', async () => {
    forceSave('0000', { inviterName: 12345, oldFlag: null, firstPurchaseFlag: null, positionFlag: null })
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('12345'))).toBeInTheDocument()
    expect(screen.getByText(STATUS_TEXT.precomplete)).toBeInTheDocument()
  })
})
