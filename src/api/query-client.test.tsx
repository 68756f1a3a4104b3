import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { ServerState } from '@/app/server-state'
import { useAction, type ActionMeta } from '@/shared/lib/action'
import { createQueryClient } from './query-client'

/**
 * The one action contract (docs/architecture.md, "State", Actions): what an action's meta declares, the
 * query client's mutation cache carries out, before the action settles where it says so.
 */
function held<T>() {
  const answers: Array<(v: T) => void> = []
  const load = vi.fn(() => new Promise<T>((resolve) => void answers.push(resolve)))
  return { load, answers }
}

function setUp(meta: ActionMeta<string, string>, call: (vars: string) => Promise<string>) {
  const client = createQueryClient()
  const balance = held<string>()
  const other = held<string>()
  const hook = renderHook(
    () => ({
      balance: useQuery({ queryKey: ['balance', 'u1'], queryFn: balance.load }),
      other: useQuery({ queryKey: ['other'], queryFn: other.load }),
      action: useAction({ mutationFn: call, meta }),
    }),
    { wrapper: ({ children }) => <ServerState client={client}>{children}</ServerState> },
  )
  return { client, balance, other, hook }
}

describe('the action contract of the query client (src/api/query-client.ts)', () => {
  it('an action that waits is not free again before the shown queries it changed have answered', async () => {
    const { balance, other, hook } = setUp({ refreshes: () => [['balance']], waits: true }, (vars) =>
      Promise.resolve(vars),
    )
    await waitFor(() => expect(balance.answers).toHaveLength(1))
    act(() => balance.answers[0]('1,000'))
    let settled = false
    let run!: Promise<unknown>
    act(() => {
      run = hook.result.current.action.run('sign').then((r) => ((settled = true), r))
    })
    await waitFor(() => expect(balance.answers).toHaveLength(2))
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(false)
    expect(hook.result.current.action.busy).toBe(true)
    // a second tap meanwhile sends nothing
    await act(async () => expect(await hook.result.current.action.run('sign')).toEqual({ status: 'skipped' }))
    act(() => balance.answers[1]('1,010'))
    await expect(run).resolves.toEqual({ status: 'done', data: 'sign' })
    await waitFor(() => expect(hook.result.current.balance.data).toBe('1,010'))
    // what it does not declare is not asked again
    expect(other.load).toHaveBeenCalledTimes(1)
  })

  it('an action that does not wait settles while its refresh is on its way', async () => {
    const { balance, hook } = setUp({ refreshes: () => [['balance']] }, (vars) => Promise.resolve(vars))
    await waitFor(() => expect(balance.answers).toHaveLength(1))
    act(() => balance.answers[0]('1,000'))
    await act(async () =>
      expect(await hook.result.current.action.run('x')).toEqual({ status: 'done', data: 'x' }),
    )
    expect(balance.answers).toHaveLength(2)
  })

  it("a refusal's declared follow-up is read again before the action is offered again", async () => {
    const refused = Object.assign(new Error('积分不足'), { code: '2222' })
    const { balance, hook } = setUp(
      {
        refreshes: () => [['other']],
        afterFailure: (error) => ((error as { code?: string }).code === '2222' ? [['balance']] : undefined),
      },
      () => Promise.reject(refused),
    )
    await waitFor(() => expect(balance.answers).toHaveLength(1))
    act(() => balance.answers[0]('1,000'))
    let outcome: unknown
    act(() => void hook.result.current.action.run('x').then((r) => (outcome = r)))
    await waitFor(() => expect(balance.answers).toHaveLength(2))
    await new Promise((r) => setTimeout(r, 20))
    expect(outcome).toBeUndefined()
    expect(hook.result.current.action.busy).toBe(true)
    act(() => balance.answers[1]('900'))
    await waitFor(() => expect(outcome).toEqual({ status: 'failed', error: refused }))
    await waitFor(() => expect(hook.result.current.balance.data).toBe('900'))
  })

  it('a failure with no declared follow-up reads nothing again', async () => {
    const { balance, other, hook } = setUp(
      { refreshes: () => [['balance']], afterFailure: () => undefined },
      () => Promise.reject(new Error('down')),
    )
    await waitFor(() => expect(balance.answers).toHaveLength(1))
    await act(async () => void (await hook.result.current.action.run('x')))
    expect(balance.load).toHaveBeenCalledTimes(1)
    expect(other.load).toHaveBeenCalledTimes(1)
  })

  it('puts the answer into the queries it names, and drops the ones it names', async () => {
    const { client, balance, hook } = setUp(
      {
        puts: (answer) => [[['balance', 'u1'], (old?: string) => `${old} → ${answer}`]],
        drops: () => [['records']],
      },
      () => Promise.resolve('990'),
    )
    client.setQueryData(['records'], ['r1'])
    await waitFor(() => expect(balance.answers).toHaveLength(1))
    act(() => balance.answers[0]('1,000'))
    await act(async () => void (await hook.result.current.action.run('x')))
    await waitFor(() => expect(hook.result.current.balance.data).toBe('1,000 → 990'))
    expect(balance.load).toHaveBeenCalledTimes(1)
    expect(client.getQueryData(['records'])).toBeUndefined()
  })

  it.each([
    ['a success', () => Promise.resolve('ok')],
    ['a failure', () => Promise.reject(new Error('短信验证码错误'))],
  ])(
    'an account change drops the answers asked before it after %s, before the caller’s own step',
    async (_, call) => {
      const client = createQueryClient()
      client.setQueryData(['campaign-user'], '未绑定')
      const seen: unknown[] = []
      const step = () => void seen.push(client.getQueryData(['campaign-user']))
      const { result } = renderHook(
        () => useAction({ mutationFn: call, meta: { changesAccount: true }, onSuccess: step, onError: step }),
        { wrapper: ({ children }) => <ServerState client={client}>{children}</ServerState> },
      )
      await act(async () => void (await result.current.run()))
      expect(client.getQueryData(['campaign-user'])).toBeUndefined()
      expect(seen).toEqual([undefined])
    },
  )

  it('an action that does not change the account drops nothing', async () => {
    const client = createQueryClient()
    client.setQueryData(['campaign-user'], '已绑定')
    const { result } = renderHook(() => useAction({ mutationFn: () => Promise.resolve(1) }), {
      wrapper: ({ children }) => <ServerState client={client}>{children}</ServerState>,
    })
    await act(async () => void (await result.current.run()))
    expect(client.getQueryData(['campaign-user'])).toBe('已绑定')
  })

  it('the page on screen keeps its answer through an account change until it is left', async () => {
    const client = createQueryClient()
    function Page() {
      const { data } = useQuery({ queryKey: ['state'], queryFn: () => Promise.resolve('未绑定') })
      const bind = useAction({ mutationFn: () => Promise.resolve(), meta: { changesAccount: true } })
      return <button onClick={() => void bind.run()}>{data ?? '--'}</button>
    }
    const view = render(
      <ServerState client={client}>
        <Page />
      </ServerState>,
    )
    ;(await screen.findByText('未绑定')).click()
    await waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.status).toBe('success'))
    expect(screen.getByText('未绑定')).toBeInTheDocument()
    view.rerender(<ServerState client={client}>{null}</ServerState>)
    expect(client.getQueryData(['state'])).toBeUndefined()
  })
})
