import { renderHook, waitFor } from '@testing-library/react'
import { db } from '@mocks/db'
import { signIn } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { tapTwice } from '@tests/tap-twice'
import { WithServerState } from '@tests/server-state'
import { endpoints } from './endpoints'
import { useCreditRecords, useDrawCredit } from './talent-queries'

/** The actions of the talent station (src/api/talent-queries.ts, docs/architecture.md "Server state"). */
describe('talent actions', () => {
  it('a credit draw asks the shown credit records again; a double tap sends one draw', async () => {
    signIn('opened')
    const params = { user_id: db.users.opened.openid, page_flag: 'xywx_talent' }
    const records = captureRequests(endpoints.talent.creditList)
    const draws = captureRequests(endpoints.talent.drawCredit)
    const { result } = renderHook(
      () => ({ records: useCreditRecords(params), draw: useDrawCredit(params) }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.records.isSuccess).toBe(true))
    expect(records.length).toBe(1)
    expect(await tapTwice(() => result.current.draw.run())).toMatchObject({ status: 'done' })
    expect(draws.length).toBe(1)
    await waitFor(() => expect(records.length).toBe(2))
  })
})
