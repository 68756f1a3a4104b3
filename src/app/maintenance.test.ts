import { waitFor } from '@testing-library/react'
import { db } from '@mocks/db'
import { createQueryClient } from '@/api/query-client'
import { checkMaintenance, isUnderMaintenance } from './maintenance'

describe('maintenance (account-and-shared §4)', () => {
  const w = { start: '2026-11-22 01:00:00', end: '2026-11-22 05:00:00' }
  it.each([
    ['2026-11-22 00:59:59', false],
    ['2026-11-22 01:00:00', true],
    ['2026-11-22 03:00:00', true],
    ['2026-11-22 05:00:00', true],
    ['2026-11-22 05:00:01', false],
  ])('server time %s → %s', (serveTime, expected) => {
    expect(isUnderMaintenance({ ...w, serveTime })).toBe(expected)
  })

  it('is not under maintenance with missing or malformed fields', () => {
    expect(isUnderMaintenance(null)).toBe(false)
    expect(isUnderMaintenance({ start: '', end: 'x', serveTime: 'y' })).toBe(false)
    expect(isUnderMaintenance({ ...w, serveTime: '2026-11-22 25:00:00' })).toBe(false)
    expect(isUnderMaintenance({ ...w, start: '2026-02-30 01:00:00', serveTime: '2026-11-22 03:00:00' })).toBe(
      false,
    )
  })

  it("reads the phone's clock when the server sends no time", () => {
    const now = new Date()
    const at = (ms: number) => {
      const d = new Date(now.getTime() + ms)
      const p = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
    }
    expect(isUnderMaintenance({ start: at(-3_600_000), end: at(3_600_000) })).toBe(true)
    expect(isUnderMaintenance({ start: at(3_600_000), end: at(7_200_000) })).toBe(false)
  })

  it('goes to /mamain and toasts the end date inside the window', async () => {
    db.scenario.fault = 'maintenance'
    const navigate = vi.fn()
    expect(await checkMaintenance(createQueryClient(), navigate)).toBe(true)
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/mamain\?end=\d{4}-\d{2}-\d{2}/))
    // The toast's date stays whole (a span of its own): read the toast's text as a whole.
    await waitFor(() =>
      expect(document.querySelector('.adm-toast-main')?.textContent).toMatch(
        /^系统正在维护中,预计结束日期为\d{4}-\d{2}-\d{2}/,
      ),
    )
  })

  it('does nothing outside the window', async () => {
    const navigate = vi.fn()
    expect(await checkMaintenance(createQueryClient(), navigate)).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })
})
