import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { toast } from '@/shared/lib/toast'
import { db } from '@mocks/db'
import { holdAnswers } from '@tests/hold-answers'
import { renderWithHistory, setUserAgent, waitForPage } from '@tests/render'
import { MAINTENANCE_TEXT } from './maintenance'
import { onRequest } from '@tests/record-requests'

/**
 * The maintenance check of the root layout (account-and-shared §4): once per page load, whatever the
 * changes of page; under maintenance one toast and one /mamain, in the place of the page on screen
 * (docs/architecture.md, Maintenance).
 */

vi.mock('@/shared/lib/toast', async (original) => {
  const actual = await original<typeof import('@/shared/lib/toast')>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

/** The maintenance calls sent since the call. */
function maintenanceCalls(): () => number {
  let calls = 0
  onRequest(({ request }) => {
    if (new URL(request.url).pathname.endsWith(endpoints.system.maintenance)) calls += 1
  })
  return () => calls
}

const maintenanceToasts = () =>
  vi.mocked(toast).mock.calls.filter(([content]) => content.startsWith(MAINTENANCE_TEXT)).length

afterEach(() => {
  vi.mocked(toast).mockClear()
})

describe.each(['wx', 'app'] as const)('the maintenance check (%s)', (channel) => {
  it('asks once per page load, whatever the changes of page', async () => {
    setUserAgent(channel)
    const calls = maintenanceCalls()
    const view = await renderWithHistory('/productMarket')
    await waitFor(() => expect(calls()).toBe(1))
    for (const to of ['/allProduct', '/useragent', '/productMarket', -1, -1, '/routerError'] as const) {
      await view.go(to)
      await waitForPage()
    }
    expect(view.location().pathname).toBe('/routerError')
    expect(calls()).toBe(1)
  })

  it('under maintenance: one toast, and /mamain in the place of the page on screen (Back leaves it)', async () => {
    setUserAgent(channel)
    db.scenario.fault = 'maintenance'
    const calls = maintenanceCalls()
    // The answer comes after the customer has moved on from the first page.
    const release = holdAnswers([['get', endpoints.system.maintenance]])
    const view = await renderWithHistory('/productMarket')
    await view.go('/allProduct')
    await waitForPage()
    release()
    await waitFor(() => expect(view.location().pathname).toBe('/mamain'))
    await waitForPage()
    expect(view.location().search).toMatch(/^\?end=\d{4}-\d{2}-\d{2}/)
    expect(maintenanceToasts()).toBe(1)
    // One /mamain entry, over the page that was on screen: Back goes to the page before that one.
    await view.back()
    await waitForPage()
    expect(view.location().pathname).toBe('/productMarket')
    expect(calls()).toBe(1)
    expect(maintenanceToasts()).toBe(1)
  })
})
