import { render, screen, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { createQueryClient, forgetAccountAnswers } from '@/api/query-client'
import { identityStore, wxUserStore } from '@/shared/lib/storage'
import { ServerState } from './server-state'

function Balance({ load }: { load: () => Promise<string> }) {
  const { data, isError } = useQuery({ queryKey: ['balance'], queryFn: load })
  return <p>{isError ? '加载失败' : (data ?? '--')}</p>
}

/** A call the test answers by hand. */
function heldCall() {
  const answers: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = []
  const load = vi.fn(() => new Promise<string>((resolve, reject) => void answers.push({ resolve, reject })))
  return { load, answers }
}

describe('the server-state cache (docs/identity.md)', () => {
  it('forgets every answer when the signed-in customer is forgotten', async () => {
    const client = createQueryClient()
    const load = vi.fn(() => Promise.resolve('客户甲 1,000.00'))
    const view = render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    expect(await screen.findByText('客户甲 1,000.00')).toBeInTheDocument()
    expect(client.getQueryData(['balance'])).toBe('客户甲 1,000.00')

    wxUserStore.set({ openid: 'o-next', phone: '', nickname: '' })
    identityStore.clear()
    expect(client.getQueryData(['balance'])).toBeUndefined()
    view.unmount()
  })

  it('a call on its way when the customer is forgotten still reaches its page: its failure shows', async () => {
    const client = createQueryClient()
    const { load, answers } = heldCall()
    render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    await waitFor(() => expect(answers).toHaveLength(1))
    // The call's own 403 forgets the customer (api/http.ts) before the call rejects.
    wxUserStore.set({ openid: 'o-gone', phone: '', nickname: '' })
    identityStore.clear()
    answers[0].reject(new Error('Forbidden'))
    expect(await screen.findByText('加载失败')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('an answer that arrives for the customer forgotten is never shown: the call is asked again', async () => {
    const client = createQueryClient()
    const { load, answers } = heldCall()
    render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    await waitFor(() => expect(answers).toHaveLength(1))
    wxUserStore.set({ openid: 'o-next', phone: '', nickname: '' })
    identityStore.clear()
    answers[0].resolve('客户甲 1,000.00')
    await waitFor(() => expect(answers).toHaveLength(2))
    expect(screen.queryByText('客户甲 1,000.00')).toBeNull()
    answers[1].resolve('客户乙 20.00')
    expect(await screen.findByText('客户乙 20.00')).toBeInTheDocument()
    expect(screen.queryByText('客户甲 1,000.00')).toBeNull()
  })

  it('clearing when nobody is signed in forgets nothing: a failed call is not asked again and again', async () => {
    const client = createQueryClient()
    const load = vi.fn(() => Promise.reject(new Error('Forbidden')))
    render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    expect(await screen.findByText('加载失败')).toBeInTheDocument()
    // The 403 of a call made after the customer was signed out clears an identity already gone.
    identityStore.clear()
    expect(client.getQueryState(['balance'])?.status).toBe('error')
    expect(screen.getByText('加载失败')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never retries a failed call (the HTTP layer toasted it once)', async () => {
    const client = createQueryClient()
    const load = vi.fn(() => Promise.reject(new Error('网络异常')))
    render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    await waitFor(() => expect(client.getQueryState(['balance'])?.status).toBe('error'))
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('a change of the account (docs/identity.md, "Answers a page asked for")', () => {
  it('drops the answers no page shows: the next page asks again instead of drawing the old one', async () => {
    const client = createQueryClient()
    const load = vi.fn(() => Promise.resolve('未绑定'))
    const view = render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    expect(await screen.findByText('未绑定')).toBeInTheDocument()
    // The bind page: the balance's page was left.
    view.rerender(<ServerState client={client}>{null}</ServerState>)
    client.setQueryData(['elsewhere'], 'x')
    forgetAccountAnswers(client)
    expect(client.getQueryData(['balance'])).toBeUndefined()
    expect(client.getQueryData(['elsewhere'])).toBeUndefined()
  })

  it('the page on screen keeps its own answer until it is left; then it is dropped too', async () => {
    const client = createQueryClient()
    const load = vi.fn(() => Promise.resolve('未绑定'))
    const view = render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    expect(await screen.findByText('未绑定')).toBeInTheDocument()
    forgetAccountAnswers(client)
    expect(screen.getByText('未绑定')).toBeInTheDocument()
    expect(client.getQueryData(['balance'])).toBe('未绑定')
    view.rerender(<ServerState client={client}>{null}</ServerState>)
    expect(client.getQueryData(['balance'])).toBeUndefined()
  })

  it('an answer on its way when the account changes is asked again', async () => {
    const client = createQueryClient()
    const { load, answers } = heldCall()
    render(
      <ServerState client={client}>
        <Balance load={load} />
      </ServerState>,
    )
    await waitFor(() => expect(answers).toHaveLength(1))
    forgetAccountAnswers(client)
    answers[0].resolve('未绑定')
    await waitFor(() => expect(answers).toHaveLength(2))
    answers[1].resolve('已绑定')
    expect(await screen.findByText('已绑定')).toBeInTheDocument()
  })

  it('bind, registration, phone login, unbind and the merchant binds say they change the account', async () => {
    const declared = vi.fn()
    vi.resetModules()
    vi.doMock('@/shared/lib/action', () => ({ useAction: declared }))
    try {
      const identity = await import('@/api/identity-actions')
      const merchant = await import('@/api/merchant-queries')
      identity.useBindPhone()
      identity.useRegisterOneClick()
      identity.usePhoneLogin()
      identity.useUnbindPhone()
      merchant.useMerchantInvite('smart')
      merchant.useMerchantInvite('phone')
    } finally {
      vi.doUnmock('@/shared/lib/action')
    }
    expect(declared).toHaveBeenCalledTimes(6)
    for (const [options] of declared.mock.calls)
      expect(options).toMatchObject({ meta: { changesAccount: true } })
  })
})
