import { renderHook, waitFor } from '@testing-library/react'
import { setUserAgent, signIn } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { tapTwice } from '@tests/tap-twice'
import { WithServerState } from '@tests/server-state'
import { endpoints } from './endpoints'
import { useTransferPoolChances, useTransferPoolClaim } from './transfer-pool-queries'

/** The actions of the transfer pool (src/api/transfer-pool-queries.ts, docs/architecture.md "Server state"). */
describe('transfer pool actions', () => {
  it('a claim asks the shown chances again, whatever the answer; a double tap sends one claim', async () => {
    setUserAgent('wx')
    signIn('opened')
    const chances = captureRequests(endpoints.draws.taInitDrawChance)
    const claims = captureRequests(endpoints.draws.taReceiveWaitDrawChance)
    const { result } = renderHook(
      () => ({ chances: useTransferPoolChances(), claim: useTransferPoolClaim() }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.chances.isSuccess).toBe(true))
    expect(chances.length).toBe(1)
    expect(await tapTwice(() => result.current.claim.run())).toMatchObject({
      status: expect.stringMatching(/done|failed/),
    })
    expect(claims.length).toBe(1)
    // Answered before the action is free again.
    expect(chances.length).toBe(2)
  })
})
