import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { session } from '@/shared/lib/storage'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { REFERRAL_TEXT } from '../texts'

/**
 * Referral list, referral add and whitelist add inside the provider's app (LightOS): the user
 * is the app user — keyed on the client number, whitelisted by the phone of their app profile.
 */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

/** The app session a ticket login leaves (api/auth/app-login.ts: client number, token, profile phone). */
function signInApp(user: UserScenario) {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
  session.set('phone', db.users[user].phone)
}

const inApp = { channel: 'app', signedIn: false } as const

/** The JSON bodies of the requests whose path `pattern` matches, from now on. */
function bodiesTo(pattern: RegExp) {
  const sent = recordRequests(({ url }) => pattern.test(url.pathname))
  return () => sent.list.map((r) => r.body)
}

async function fillForm(phone: string) {
  await userEvent.type(screen.getByLabelText(REFERRAL_TEXT.friendPhone), phone)
  await screen.findByRole('img', { name: '图形验证码' })
  await userEvent.type(screen.getByLabelText('图形验证码', { selector: 'input' }), '1234')
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByRole('button', { name: /s后重新获取/ })
  await userEvent.type(screen.getByLabelText('短信验证码'), '123456')
}

describe('referral list in the app', () => {
  it('lists the app user’s referrals, asked by client number', async () => {
    signInApp('opened')
    const lists = captureRequests(endpoints.referral.processRecord)
    await renderRoute('/recommend', inApp)
    const list = await screen.findByRole('region', { name: REFERRAL_TEXT.listTitle })
    expect(within(list).getAllByRole('row')).toHaveLength(5)
    expect(lists.map((q) => q.get('user_id'))).toEqual([db.users.opened.appClientNo])
    expect(screen.queryByRole('button', { name: REFERRAL_TEXT.addReferral })).toBeNull()
  })

  it('a whitelisted app user (by their profile phone) gets the add button', async () => {
    signInApp('whitelisted')
    const checks = captureRequests(endpoints.mgm.checkWhitePhone)
    const { location } = await renderRoute('/recommend', inApp)
    await userEvent.click(await screen.findByRole('button', { name: REFERRAL_TEXT.addReferral }))
    expect(location().pathname).toBe('/addMgmRecom')
    expect(checks[0].get('user_phone')).toBe(db.users.whitelisted.phone)
  })
})

describe('referral add in the app', () => {
  it('adds under the app user’s client number', async () => {
    signInApp('whitelisted')
    const adds = bodiesTo(/merchantInvite/)
    const { location } = await renderRoute('/addMgmRecom?pageFlag=xywx_recommend', inApp)
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('13600009999')
    await userEvent.click(screen.getByRole('button', { name: REFERRAL_TEXT.submit }))
    await waitFor(() => expect(location().pathname).toBe('/recommend'))
    expect(adds()).toEqual([
      expect.objectContaining({ user_id: db.users.whitelisted.appClientNo, invitedPhone: '13600009999' }),
    ])
  })

  it('a non-whitelisted app user may not add', async () => {
    signInApp('opened')
    await renderRoute('/addMgmRecom?pageFlag=xywx_recommend', inApp)
    expect(await screen.findByText(REFERRAL_TEXT.notWhite)).toBeInTheDocument()
  })
})

describe('whitelist add /mgmfourWhitelist in the app', () => {
  it('adds the friend under the client number and returns to the progress page', async () => {
    signInApp('whitelisted')
    const adds = bodiesTo(/replenishInvite/)
    const { location } = await renderRoute(
      '/mgmfourWhitelist?eventId=EV20250101&pageFlag=new_mgm_inviter',
      inApp,
    )
    await screen.findByLabelText(REFERRAL_TEXT.friendPhone)
    await fillForm('13600008888')
    await userEvent.click(screen.getByRole('button', { name: REFERRAL_TEXT.submit }))
    await waitFor(() => expect(location().pathname).toBe('/mgmInviteprogress'))
    expect(adds()).toEqual([
      {
        pageFlag: 'new_mgm_inviter',
        inviterId: db.users.whitelisted.appClientNo,
        invitedPhone: '13600008888',
        checkCode: '123456',
      },
    ])
    // The progress page's chunk and list load after the move: under a loaded CI machine that can take
    // longer than findBy's 1-second default (it waits on the row, not on time).
    expect(await screen.findByText('136****8888', {}, { timeout: 10_000 })).toBeInTheDocument()
  })
})
