import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { saveInvite } from '@/api/mgm-invites'
import { renderRoute, renderWithHistory, setUserAgent, signIn, waitForPage } from '@tests/render'
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

  it('hasSaveInvite=1 opens without an inviter; with none stored either, the bare saved view', async () => {
    const calls = forceSave('0000', saveData())
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead(''))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: INVITEE_TEXT.goComplete })).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('invitee landing after the bind flow: hasSaveInvite=1 (the invitation is saved once)', () => {
  const friend = () => db.users.boundNotOpened
  /** What the save after binding does (account-and-shared §4): one save, with the stored inviter. */
  async function bindFlowSaves() {
    local.set('inviterOpenId', INVITER())
    await saveInvite({
      invitedId: friend().openid,
      pageFlag: 'new_mgm_invited',
      inviterId: INVITER(),
      eventId: 'EV20250101',
      whiteList: '0',
    }).catch(() => undefined)
  }

  it('shows the answer the bind flow’s save gave, and never saves again (a repeat may be refused with 3333)', async () => {
    const calls = forceSave('0000', saveData({ firstPurchaseFlag: 1 }))
    await bindFlowSaves()
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.onlyPositionLeft)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
    expect(screen.getByText(INVITEE_TEXT.bannerLead('杨*'))).toBeInTheDocument()
    // The bind flow's save only: the landing drew its answer without a second saveNewMgmRecord.
    expect(calls).toHaveLength(1)
  })

  it.each([
    ['3333', null, EXCEPTION_TEXT.otherInviter],
    ['1111', null, EXCEPTION_TEXT.similarActivity],
    ['2222', saveData({ firstPurchaseFlag: 4 }), EXCEPTION_TEXT.boughtBefore],
  ])('the bind flow’s save answered %s: the promoter view, not the tasks', async (code, data, text) => {
    const calls = forceSave(code, data ?? undefined, '失败')
    await bindFlowSaves()
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it('no answer at hand (the bind flow’s answer was lost): the saved view, and still no save', async () => {
    const calls = forceSave('0000', saveData({ firstPurchaseFlag: 1 }))
    local.set('inviterOpenId', INVITER())
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead(''))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: INVITEE_TEXT.goComplete })).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('another customer’s answer is not this friend’s: the saved view, no save', async () => {
    const calls = forceSave('3333', undefined, '失败')
    await bindFlowSaves()
    await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'registeredNotAppBound' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead(''))).toBeInTheDocument()
    expect(screen.queryByText(EXCEPTION_TEXT.otherInviter)).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('the landing opened again in the session (Back) shows its answer without saving again', async () => {
    const calls = forceSave('0000', saveData())
    setUserAgent('wx')
    signIn('boundNotOpened')
    const { go, back } = await renderWithHistory(landing())
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('杨*'))).toBeInTheDocument()
    await go('/studyMoneyManage')
    await waitForPage()
    await back()
    await waitForPage()
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('杨*'))).toBeInTheDocument()
    expect(calls).toHaveLength(1)
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

  it('behind the alert, the bind task is still to do (not 已完成)', async () => {
    await renderRoute(landing(), { user: 'unbound' })
    await screen.findByRole('dialog')
    const bindTask = screen.getByText('绑定手机号').closest('li') as HTMLElement
    expect(within(bindTask).getByText(INVITEE_TEXT.pending)).toBeInTheDocument()
    expect(within(bindTask).queryByText(INVITEE_TEXT.done)).not.toBeInTheDocument()
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
    ['/mgmInvited', '0000', saveData({ oldFlag: '1' }), EXCEPTION_TEXT.accountHolder],
    ['/mgmInvited', '1111', null, EXCEPTION_TEXT.similarActivity],
    [
      '/mgmInvitednew',
      '2222',
      saveData({ firstPurchaseFlag: 2, positionFlag: 2 }),
      EXCEPTION_TEXT.similarActivity,
    ],
    ['/mgmInvited', '2222', saveData({ firstPurchaseFlag: 3, positionFlag: 3 }), EXCEPTION_TEXT.cancelled],
    ['/mgmInvited', '2222', saveData({ positionFlag: 3 }), EXCEPTION_TEXT.cancelled],
    ['/mgmInvitednew', '2222', saveData({ firstPurchaseFlag: 4 }), EXCEPTION_TEXT.boughtBefore],
    ['/mgmInvited', '3333', null, EXCEPTION_TEXT.otherInviter],
  ])('%s code %s (%o) → promoter view: %s', async (path, code, data, text) => {
    forceSave(code, data ?? undefined, '失败')
    const { location } = await renderRoute(landing(path), { user: 'boundNotOpened' })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText(INVITEE_TEXT.promoterLead)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: INVITEE_TEXT.promoterTitle })).toBeInTheDocument()
    // account-and-shared §8: the standard (scholarship) campaign advertises 1000, the Sc (JD) one 5000.
    expect(
      screen.getByText(path === '/mgmInvited' ? '最高可得1000元奖学金' : '最高可得5000元京东E卡'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: INVITEE_TEXT.goComplete })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: INVITEE_TEXT.inviteFriends }))
    expect(location().pathname).toBe(path === '/mgmInvited' ? '/mgmfour' : '/mgmfournew')
  })

  it('the one save-invite rule: 2222 with firstPurchaseFlag 2 on the standard landing stands as saved, as after binding', async () => {
    forceSave('2222', saveData({ firstPurchaseFlag: 2 }), '失败')
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(STATUS_TEXT.precomplete)).toBeInTheDocument()
    expect(screen.queryByText(INVITEE_TEXT.promoterLead)).not.toBeInTheDocument()
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

describe('invitee landing with field data (docs/api-contract.md, Schemas and readers)', () => {
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
    ['/mgmInvited', { firstPurchaseFlag: '4' }, EXCEPTION_TEXT.boughtBefore],
    ['/mgmInvited', { firstPurchaseFlag: 3, positionFlag: '3' }, EXCEPTION_TEXT.cancelled],
    ['/mgmInvited', { firstPurchaseFlag: 0, positionFlag: ' 3 ' }, EXCEPTION_TEXT.cancelled],
    ['/mgmInvitednew', { firstPurchaseFlag: ' 2 ' }, EXCEPTION_TEXT.similarActivity],
  ])('%s: 2222 with %o → %s', async (path, data, text) => {
    forceSave('2222', data, '失败')
    await renderRoute(landing(path), { user: 'boundNotOpened' })
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('a null answer with a numeric inviter name: saved, the name as text', async () => {
    forceSave('0000', { inviterName: 12345, oldFlag: null, firstPurchaseFlag: null, positionFlag: null })
    await renderRoute(landing(), { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('12345'))).toBeInTheDocument()
    expect(screen.getByText(STATUS_TEXT.precomplete)).toBeInTheDocument()
  })
})

describe('share tracking of the invited-friend page (marketing §3, §7.7)', () => {
  it('a friend opening the inviter’s link records it: the inviter (type 1) and the friend', async () => {
    forceSave('0000', saveData())
    await renderRoute(landing('/mgmInvitednew'), { user: 'boundNotOpened' })
    await waitFor(() => expect(db.account.shareForwards).toHaveLength(1))
    expect(db.account.shareForwards[0]).toEqual({
      forwardChannel: 'wx',
      forwardType: 'link',
      forwardUserId: INVITER(),
      userIdType: '1',
      pageUrl: window.location.href,
      invitedUserId: db.users.boundNotOpened.openid,
      pageTitle: document.title,
      actType: 'new_mgm_invitedSc',
    })
  })

  it.each([
    ['2', '2'],
    ['1', '1'],
    ['9', '1'],
  ])(
    'the link’s inviterIdType %s (the type the inviter’s own share was tracked with) → userIdType %s',
    async (linkType, recorded) => {
      forceSave('0000', saveData())
      await renderRoute(landing('/mgmInvited', `&inviterIdType=${linkType}`), { user: 'boundNotOpened' })
      await waitFor(() => expect(db.account.shareForwards).toHaveLength(1))
      expect(db.account.shareForwards[0]).toMatchObject({ forwardUserId: INVITER(), userIdType: recorded })
    },
  )

  it('an unbound friend is recorded too (by openid), on the standard page flag', async () => {
    await renderRoute(landing(), { user: 'unbound' })
    await waitFor(() => expect(db.account.shareForwards).toHaveLength(1))
    expect(db.account.shareForwards[0]).toMatchObject({
      forwardUserId: INVITER(),
      userIdType: '1',
      invitedUserId: db.users.unbound.openid,
      actType: 'new_mgm_invited',
    })
  })

  it('a staff member’s forward of the landing adds the staff record (type 3)', async () => {
    forceSave('0000', saveData())
    await renderRoute(landing('/mgmInvited', '&staffClientId=EMP42'), { user: 'boundNotOpened' })
    await waitFor(() => expect(db.account.shareForwards).toHaveLength(2))
    expect(db.account.shareForwards.map((r) => [r.forwardUserId, r.userIdType, r.actType])).toEqual([
      ['EMP42', '3', 'new_mgm_invited'],
      [INVITER(), '1', 'new_mgm_invited'],
    ])
  })

  it('hasSaveInvite=1 (no inviter in the link) and an invalid link record nothing', async () => {
    const calls = forceSave('0000', saveData())
    local.set('inviterOpenId', INVITER())
    const first = await renderRoute('/mgmInvited?hasSaveInvite=1', { user: 'boundNotOpened' })
    await screen.findByText(STATUS_TEXT.precomplete)
    // The bind flow saved it: the landing saves nothing again.
    expect(calls).toHaveLength(0)
    first.unmount()
    await renderRoute('/mgmInvited?inviterOpenId=null', { user: 'boundNotOpened' })
    expect(await screen.findByText(INVITEE_TEXT.linkInvalidTitle)).toBeInTheDocument()
    expect(db.account.shareForwards).toEqual([])
  })
})
