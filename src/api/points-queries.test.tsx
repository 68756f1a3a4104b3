import { renderHook, waitFor } from '@testing-library/react'
import { useQueryClient } from '@tanstack/react-query'
import { db } from '@mocks/db'
import { signIn } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { tapTwice } from '@tests/tap-twice'
import { WithServerState } from '@tests/server-state'
import { endpoints } from './endpoints'
import { usePointsSignIn, useSignInfo } from './points-queries'

/** The actions of the points service (src/api/points-queries.ts, docs/architecture.md "Server state"). */
const EVENT = 'pointsSign'

describe('points actions', () => {
  it('a sign-in asks the shown week again; a double tap sends one sign-in', async () => {
    signIn('opened')
    const userId = db.users.opened.openid
    const weeks = captureRequests(endpoints.points.signInit)
    const signs = captureRequests(endpoints.points.sign)
    const { result } = renderHook(
      () => ({
        week: useSignInfo(userId, EVENT),
        sign: usePointsSignIn(userId, EVENT),
        client: useQueryClient(),
      }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.week.isSuccess).toBe(true))
    expect(weeks.length).toBe(1)
    expect(await tapTwice(() => result.current.sign.run())).toMatchObject({ status: 'done' })
    expect(signs.length).toBe(1)
    // Answered before the action is free again: the new week is in the cache at once (read at this instant);
    // the hook shows it on its next render.
    expect(weeks.length).toBe(2)
    const cached = result.current.client
      .getQueryCache()
      .findAll()
      .map((query) => (query.state.data as { todaySigned?: string } | undefined)?.todaySigned)
    expect(cached).toContain('1')
    await waitFor(() => expect(result.current.week.data?.todaySigned).toBe('1'))
  })
})
