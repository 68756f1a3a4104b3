import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { session } from '@/shared/lib/storage'
import { captureRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { OPENED_ACC } from '../../common'

/** Prize records inside the provider's app (LightOS): the app user's records, by client number. */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

describe('prize records in the app', () => {
  it('lists the app user’s records, asked by client number, and opens a detail', async () => {
    signInApp('opened')
    const lists = captureRequests(endpoints.mgm.exchangePrizeList)
    const { location } = await renderRoute('/mgmPrizeRecorder?eventId=EV20250101&pageFlag=new_mgm_inviter', {
      channel: 'app',
      signedIn: false,
    })
    const list = await screen.findByRole('list', { name: '兑换记录' })
    const items = within(list).getAllByRole('button')
    expect(items).toHaveLength(3)
    expect(lists.map((q) => q.get('userId'))).toEqual([db.users.opened.appClientNo])
    await userEvent.click(items[0])
    expect(location().pathname).toBe('/mgmfourQy')
  })
})

describe('prize records in the app by direct link: the home button’s gate (marketing §6)', () => {
  it('an app user without an account: openedAcc with 去开户 → the native account opening', async () => {
    signInApp('boundNotOpened')
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute('/mgmPrizeRecorder', { channel: 'app', signedIn: false })
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    await userEvent.click(within(popup).getByRole('button', { name: OPENED_ACC.confirmText }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0][0]).toContain('/app-native/openAccount')
  })
})
