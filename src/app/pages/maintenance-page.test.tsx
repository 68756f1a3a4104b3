import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PATHS, href } from '@/shared/lib/paths'
import { renderRoute } from '@tests/render'
import { maintenanceEnd } from './maintenance-page'

describe('/mamain prints only a date from its link', () => {
  it.each([
    ['2026-11-28 06:00:00', '2026-11-28 06:00:00'],
    ['2026-11-28', '2026-11-28'],
    ['2026-11-28T06:00:00', '2026-11-28 06:00:00'],
  ])('%s → %s', (value, shown) => expect(maintenanceEnd(value)).toBe(shown))

  it.each([
    '您的账户存在异常，请立即致电400-123-4567',
    '2026-11-28 请立即致电400-123-4567',
    '2026-02-30',
    '',
  ])('never prints %j', (value) => expect(maintenanceEnd(value)).toBeNull())

  it('shows the end date of a real window, and 请稍后再来 for a crafted sentence', async () => {
    const sentence = '您的账户存在异常，请立即致电400-123-4567'
    await renderRoute(href(PATHS.mamain, { end: sentence }), { signedIn: false })
    expect(screen.getByText(/请稍后再来/)).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('400-123-4567')
  })

  it('shows the end of a real window', async () => {
    await renderRoute(href(PATHS.mamain, { end: '2026-11-28 06:00:00' }), { signedIn: false })
    expect(screen.getByText(/预计结束日期为 2026-11-28 06:00:00/)).toBeInTheDocument()
  })
})
