import { act, renderHook, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { WithServerState } from '@tests/server-state'
import { endpoints } from './endpoints'
import type { ActionResult } from '@/shared/lib/action'
import { referralListQuery, useAddReferral } from './referral-queries'

/**
 * The account, campaign and quiz actions declare what they change (docs/architecture.md, "Server
 * state", Actions): a success asks the shown query again, and a double tap sends one call.
 */
const form = {
  page_flag: 'xywx_voyage_inviter',
  user_id: 'u1',
  invitedPhone: '13622223333',
  check_code: '123456',
  captcha: '123456',
  checkKey: '1700000000000',
}

describe('useAddReferral', () => {
  it('sends one add for a double tap and then asks the shown referral list again', async () => {
    let lists = 0
    let adds = 0
    let answer!: () => void
    server.use(
      mswHttp.get(`*${endpoints.referral.processRecord}`, () => {
        lists += 1
        return HttpResponse.json({ code: 200, data: { num: lists, integral: 0, dtos: [] } })
      }),
      mswHttp.post(`*${endpoints.referral.merchantInvite}`, async () => {
        adds += 1
        await new Promise<void>((resolve) => (answer = resolve))
        return HttpResponse.json({ code: '0000', data: null })
      }),
    )
    const { result } = renderHook(
      () => ({
        list: useQuery(referralListQuery({ user_id: 'u1', page_flag: 'xywx_voyage_inviter' })),
        add: useAddReferral(),
      }),
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.list.data?.num).toBe(1))
    let first!: Promise<ActionResult<unknown>>
    let second!: Promise<ActionResult<unknown>>
    act(() => {
      first = result.current.add.run(form)
      second = result.current.add.run(form)
    })
    await expect(second).resolves.toEqual({ status: 'skipped' })
    await waitFor(() => expect(adds).toBe(1))
    await waitFor(() => expect(result.current.add.busy).toBe(true))
    answer()
    await act(async () => void (await first))
    await expect(first).resolves.toMatchObject({ status: 'done' })
    await waitFor(() => expect(result.current.list.data?.num).toBe(2))
    expect(adds).toBe(1)
  })
})
