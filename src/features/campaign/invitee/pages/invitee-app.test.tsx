import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { local, session } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { INVITEE_TEXT, STATUS_TEXT } from '../texts'
import { nativeLoginReturn } from '@tests/native-login'

/**
 * The invitee landing inside the provider's app (LightOS): the friend is the app user (client
 * number), the invitation is saved under that client number, and a friend who is not signed in gets the
 * app's native login, never /bindUserTip (a WeChat-only page).
 */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

const NATIVE_LOGIN = '/app-native/login?redirect='

/** The app session a ticket login leaves (api/auth/app-login.ts). */
function signInApp(user: UserScenario) {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

/** The JSON bodies of the save-invite calls from now on, answered by `answer` if given, else by the mock. */
function recordSaves(answer?: () => Response) {
  const saves = recordRequests(endpoints.mgm.saveNewMgmRecord)
  if (answer) server.use(http.post(`*${endpoints.mgm.saveNewMgmRecord}`, answer))
  return () => saves.list.map((r) => r.body)
}

const saved = () =>
  HttpResponse.json({
    code: '0000',
    data: { oldFlag: '0', firstPurchaseFlag: 0, positionFlag: 0, inviterName: '杨*', isSpecial: '0' },
  })

const landing = (inviterId: string, path = '/mgmInvited') => `${path}?inviterOpenId=${inviterId}`

describe('invitee landing in the app: signed in', () => {
  it('saves the invitation with the app user’s client number', async () => {
    signInApp('boundNotOpened')
    const bodies = recordSaves(saved)
    await renderRoute(landing(db.users.opened.openid), { channel: 'app', signedIn: false })
    expect(await screen.findByText(INVITEE_TEXT.bannerLead('杨*'))).toBeInTheDocument()
    expect(bodies()).toEqual([
      {
        invitedId: db.users.boundNotOpened.appClientNo,
        pageFlag: 'new_mgm_invited',
        inviterId: db.users.opened.openid,
        eventId: 'EV20250101',
        whiteList: '0',
      },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Sc, against the mock: a link shared in the app (inviter client number) is saved for the friend', async () => {
    signInApp('boundNotOpened')
    const bodies = recordSaves()
    await renderRoute(landing(db.users.opened.appClientNo, '/mgmInvitednew'), {
      channel: 'app',
      signedIn: false,
    })
    expect(await screen.findByText(STATUS_TEXT.precomplete)).toBeInTheDocument()
    expect(bodies()).toEqual([
      expect.objectContaining({
        invitedId: db.users.boundNotOpened.appClientNo,
        inviterId: db.users.opened.appClientNo,
        pageFlag: 'new_mgm_invitedSc',
      }),
    ])
    expect(screen.queryByText(INVITEE_TEXT.noLoginBody)).toBeNull()
  })
})

describe('invitee landing in the app: signed out', () => {
  it('the alert asks to log in and opens the native login coming back here; nothing is saved', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const bodies = recordSaves(saved)
    const { location } = await renderRoute(landing(db.users.opened.openid), {
      channel: 'app',
      signedIn: false,
    })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(INVITEE_TEXT.noLoginBody)).toBeInTheDocument()
    expect(within(dialog).queryByText(INVITEE_TEXT.noBindBody)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: INVITEE_TEXT.noLoginConfirm }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const target = assign.mock.calls[0][0]
    expect(target).toContain(NATIVE_LOGIN)
    expect(nativeLoginReturn(target)).toBe(window.location.href)
    expect(location().pathname).toBe('/mgmInvited')
    expect(bodies()).toHaveLength(0)
    // The inviter is kept for the way back from the login.
    expect(local.get('inviterOpenId')).toBe(db.users.opened.openid)
  })

  it('the Sc landing too (never /bindUserTip?isMgm=mgmInvitedSc)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const { location } = await renderRoute(landing(db.users.opened.openid, '/mgmInvitednew'), {
      channel: 'app',
      signedIn: false,
    })
    await userEvent.click(await screen.findByRole('button', { name: INVITEE_TEXT.noLoginConfirm }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toContain(NATIVE_LOGIN)
    expect(location().pathname).toBe('/mgmInvitednew')
  })
})
