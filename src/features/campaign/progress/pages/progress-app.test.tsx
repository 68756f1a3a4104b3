import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { session } from '@/shared/lib/storage'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { OPENED_ACC } from '../../common'
import { PROGRESS_TEXT } from '../texts'

/** Invite progress inside the provider's app (LightOS): the inviter is the app user. */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const rowOf = (phone: string) => screen.getByText(phone).closest('li') as HTMLElement

/** The app session a ticket login leaves (api/auth/app-login.ts); no WeChat user at all. */
function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

describe('invite progress in the app', () => {
  it('lists the app user’s friends, asked by client number', async () => {
    signInApp('opened')
    const lists = captureRequests(endpoints.mgm.inviteRecordDetail)
    await renderRoute('/mgmInviteprogress?eventId=EV20250101&pageFlag=new_mgm_inviter', {
      channel: 'app',
      signedIn: false,
    })
    expect(await screen.findByText('139****0001')).toBeInTheDocument()
    expect(lists.map((q) => q.get('userId'))).toEqual([db.users.opened.appClientNo])
    expect(document.querySelector('[data-gate]')).toBeNull()
  })

  it('remind sends the app client number', async () => {
    signInApp('opened')
    const reminds = recordRequests(({ url }) => /sendMgm(Wx|Phone)Message/.test(url.pathname))
    await renderRoute('/mgmInviteprogress', { channel: 'app', signedIn: false })
    await userEvent.click(await screen.findByRole('button', { name: `${PROGRESS_TEXT.remind} 139****0001` }))
    await userEvent.click(await screen.findByText(PROGRESS_TEXT.remindSms))
    expect(await screen.findByText(PROGRESS_TEXT.remindSmsDone)).toBeInTheDocument()
    await waitFor(() => expect(reminds.list).toHaveLength(1))
    expect(reminds.list[0].body).toEqual({ recordId: 'MR000001', appClientNo: db.users.opened.appClientNo })
    await waitFor(() =>
      expect(within(rowOf('139****0001')).getByText(PROGRESS_TEXT.reminded)).toBeInTheDocument(),
    )
  })

  it('a whitelisted app user gets the add-recommendation button', async () => {
    signInApp('whitelisted')
    const { location } = await renderRoute('/mgmInviteprogress?eventId=EV20250101&pageFlag=new_mgm_inviter', {
      channel: 'app',
      signedIn: false,
    })
    await userEvent.click(await screen.findByRole('button', { name: PROGRESS_TEXT.addRecommend }))
    expect(location().pathname).toBe('/mgmfourWhitelist')
  })
})

describe('invite progress in the app by direct link: the home button’s gate (marketing §6)', () => {
  it('an app user without an account: openedAcc with 去开户 → the native account opening, no list', async () => {
    signInApp('boundNotOpened')
    const lists = captureRequests(endpoints.mgm.inviteRecordDetail)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute('/mgmInviteprogress', { channel: 'app', signedIn: false })
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    expect(within(popup).getByText(OPENED_ACC.message)).toBeInTheDocument()
    await userEvent.click(within(popup).getByRole('button', { name: OPENED_ACC.confirmText }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0][0]).toContain('/app-native/openAccount')
    expect(lists).toEqual([])
  })
})
