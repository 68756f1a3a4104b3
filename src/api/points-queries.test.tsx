import { act, renderHook, waitFor } from '@testing-library/react'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { signIn } from '@tests/render'
import { WithServerState } from '@tests/server-state'
import { endpoints } from './endpoints'
import { usePointsSignIn, useSignInfo } from './points-queries'

/** The actions of the points service (src/api/points-queries.ts, docs/architecture.md "Server state"). */
function countRequests(path: string) {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count++
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return () => count
}

const EVENT = 'pointsSign'

describe('points actions', () => {
  it('a sign-in asks the shown week again; a double tap sends one sign-in', async () => {
    signIn('opened')
    const userId = db.users.opened.openid
    const weeks = countRequests(endpoints.points.signInit)
    const signs = countRequests(endpoints.points.sign)
    const { result } = renderHook(
      () => ({ week: useSignInfo(userId, EVENT), sign: usePointsSignIn(userId, EVENT) }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.week.isSuccess).toBe(true))
    expect(weeks()).toBe(1)
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    act(() => {
      first = result.current.sign.run()
      second = result.current.sign.run()
    })
    await expect(second).resolves.toEqual({ status: 'skipped' })
    await act(async () => {
      await expect(first).resolves.toMatchObject({ status: 'done' })
    })
    expect(signs()).toBe(1)
    // Answered before the action is free again.
    expect(weeks()).toBe(2)
    expect(result.current.week.data?.todaySigned).toBe('1')
  })
})
