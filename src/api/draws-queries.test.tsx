import { renderHook, waitFor } from '@testing-library/react'
import { db } from '@mocks/db'
import { signIn } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { tapTwice } from '@tests/tap-twice'
import { WithServerState } from '@tests/server-state'
import { useAwardSpecialPrize, useSpecialInvitePrize } from './draws-queries'
import { endpoints } from './endpoints'

/** The actions of the draws service (src/api/draws-queries.ts, docs/architecture.md "Server state"). */
describe('draws actions', () => {
  it('a tier claim asks the shown tiers again, whatever the answer; a double tap sends one claim', async () => {
    signIn('opened')
    const params = { user_id: db.users.opened.openid, page_flag: 'xywx_wxHome_friend' }
    const tiers = captureRequests(endpoints.draws.specialInvitePrize)
    const claims = captureRequests(endpoints.draws.specialAwardPrize)
    const { result } = renderHook(
      () => ({ tiers: useSpecialInvitePrize(params), award: useAwardSpecialPrize(params) }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.tiers.isSuccess).toBe(true))
    const tier = result.current.tiers.data!.prizeList[0]!
    expect(tiers.length).toBe(1)
    expect(await tapTwice(() => result.current.award.run(tier.id))).toMatchObject({
      status: expect.stringMatching(/done|failed/),
    })
    expect(claims.length).toBe(1)
    // Answered before the action is free again.
    expect(tiers.length).toBe(2)
  })
})
