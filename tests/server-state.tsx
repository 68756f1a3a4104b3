import { useState, type ReactNode } from 'react'
import { ServerState } from '@/app/server-state'
import { createQueryClient } from '@/api/query-client'

/**
 * A fresh server-state cache around `children`, as the app shell gives one (docs/testing.md): no answer of
 * one test is read by the next. For components rendered on their own: `render(ui, { wrapper: WithServerState })`.
 */
export function WithServerState({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return <ServerState client={client}>{children}</ServerState>
}
