import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventStat } from '@/api/config'
import { renderRoute } from '@tests/render'

/** The §9 events sent, recorded where they are sent (addEventStat; src/api/tracking.test.ts checks the call). */
const { stats } = vi.hoisted(() => ({ stats: [] as string[] }))
vi.mock('@/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/config')>()),
  addEventStat: (e: EventStat) => {
    stats.push(`${e.pro_name}/${e.buttom_name}`)
    return Promise.resolve()
  },
}))
beforeEach(() => void stats.splice(0))

describe('§9 unbind events (marketing §9, account-and-shared §4)', () => {
  it('/unBindUser sends the view when the unbind action shows, and the click on 解除绑定', async () => {
    const user = userEvent.setup()
    await renderRoute('/unBindUser', { user: 'opened' })
    expect(stats).toEqual(['解除绑定/解除绑定浏览'])
    await user.click(screen.getByRole('button', { name: '解除绑定' }))
    await user.click(await screen.findByText('取消'))
    expect(stats).toEqual(['解除绑定/解除绑定浏览', '解除绑定/解除绑定'])
  })

  it('/unBindUser for a user without a bound phone sends nothing', async () => {
    await renderRoute('/unBindUser', { user: 'unbound' })
    expect(await screen.findByRole('button', { name: '去绑定手机号' })).toBeInTheDocument()
    expect(stats).toEqual([])
  })
})
