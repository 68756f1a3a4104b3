import { render, screen, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { createQueryClient } from '@/api/query-client'
import { identityStore, wxUserStore } from '@/shared/lib/storage'
import { ServerState } from './server-state'

function Balance({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['balance'], queryFn: load })
  return <p>{data ?? '--'}</p>
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
