import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventStat } from '@/api/config'
import { endpoints } from '@/api/endpoints'
import { TRACK } from '@/api/tracking'
import { PATHS } from '@/shared/lib/paths'
import { server } from '@mocks/node'
import { renderRoute } from '@tests/render'

/**
 * The §9 events the pages sent, as `pro_name/buttom_name`, recorded where they are sent (addEventStat), so
 * that what was not sent is known at once, without waiting for requests (tracking.test.ts checks the call).
 */
const { stats } = vi.hoisted(() => ({ stats: [] as string[] }))
vi.mock('@/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/config')>()),
  addEventStat: (e: EventStat) => {
    stats.push(`${e.pro_name}/${e.buttom_name}`)
    return Promise.resolve()
  },
}))
beforeEach(() => void stats.splice(0))
const sent = () => [...stats]
const LISTED = Object.values(TRACK).map((e) => `${e.proName}/${e.buttonName}`)
const section = (name: string) => screen.getByRole('region', { name })

describe('§9 tracking on the points pages: the list, exactly (marketing §9)', () => {
  it.each([
    // [waiting chances, chances, the button, whether it is the transfer gift's 立即参与]
    [2, 1, '领取2次机会', false],
    [0, 3, '去抽奖', false],
    [0, 0, '立即参与', true],
  ] as const)(
    '转入礼 with %i waiting and %i chances: %s is tracked as 转入礼/立即参与 only when it is that button',
    async (waitChanceNum, chanceNum, label, tracked) => {
      server.use(
        http.get(`*${endpoints.draws.taInitDrawChance}`, () =>
          HttpResponse.json({ code: '0000', data: { chanceNum, waitChanceNum } }),
        ),
      )
      const user = userEvent.setup()
      await renderRoute(PATHS.pointsHome)
      await user.click(await within(section('转入礼')).findByRole('button', { name: label }))
      expect(sent()).toContain('转入礼/转入礼浏览')
      expect(sent().filter((e) => e === '转入礼/立即参与')).toHaveLength(tracked ? 1 : 0)
    },
  )

  it('the points home sends nothing outside the list: entries, sign-in and the rights are not events', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.pointsHome)
    await user.click(await screen.findByRole('button', { name: '立即签到' }))
    expect(await screen.findByText(/签到成功/)).toBeInTheDocument()
    const right = await within(section('权益')).findByText('视频会员月卡')
    await user.click(right)
    await waitFor(() => expect(location().pathname).toBe(PATHS.interestsDetailInfo))
    await waitFor(() => expect(sent()).toContain('权益/权益查看'))
    expect(sent().filter((e) => !LISTED.includes(e))).toEqual([])
    // One right looked at, one rights check (the page it opens sends it, not the tap as well).
    expect(sent().filter((e) => e === '权益/权益查看')).toHaveLength(1)
  })

  it('the grid, the mall, the waiting points and the records send their listed views only', async () => {
    const user = userEvent.setup()
    const home = await renderRoute(PATHS.pointsHome)
    const grid = screen.getByRole('navigation', { name: '积分服务' })
    await user.click(within(grid).getByRole('button', { name: /待领积分/ }))
    await waitFor(() => expect(home.location().pathname).toBe(PATHS.pointsWait))
    await waitFor(() => expect(sent()).toContain('待领积分/积分获取浏览'))
    await user.click((await screen.findAllByRole('button', { name: '领取' }))[0]!)
    expect(await screen.findByText(/领取成功/)).toBeInTheDocument()
    home.unmount()

    const mall = await renderRoute(PATHS.pointsMall)
    await waitFor(() => expect(sent()).toContain('积分商城/积分商城浏览'))
    await user.click(await screen.findByRole('button', { name: '立即抽奖' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    mall.unmount()

    await renderRoute(PATHS.pointsDetails)
    expect(sent().filter((e) => !LISTED.includes(e))).toEqual([])
  })
})
