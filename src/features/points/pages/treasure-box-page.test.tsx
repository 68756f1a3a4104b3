import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { BOX_ANIMATION_MS } from '../rules'
import { onRequest } from '@tests/record-requests'

/** Counts the requests to one endpoint. */
function count(path: string) {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url)
  }
  onRequest(listener)
  return calls
}
const offs: Array<() => void> = []
afterEach(() => offs.splice(0).forEach((off) => off()))

const account = () => db.marketing.points.accounts[db.users.opened.openid]!
const boxButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}，`) })
/** The result shows after the box's animation: wait a little longer than it. */
const AFTER_ANIMATION = { timeout: BOX_ANIMATION_MS + 2000 }

describe('/prizeActivityBox (treasure boxes)', () => {
  it('shows each box by its state and the signed days', async () => {
    await renderRoute(PATHS.prizeActivityBox)
    expect(screen.getByTestId('box-sign-days')).toHaveTextContent('4')
    expect(boxButton('青铜宝箱')).toHaveAccessibleName('青铜宝箱，累计签到3天，点击开启')
    expect(boxButton('白银宝箱')).toHaveAccessibleName('白银宝箱，累计签到7天，再签到3天')
    expect(boxButton('黄金宝箱')).toHaveAccessibleName('黄金宝箱，累计签到15天，再签到11天')
    expect(screen.getByRole('progressbar', { name: '签到进度' })).toHaveAttribute('aria-valuenow', '27')
    expect(await screen.findByText('暂无开箱记录')).toBeInTheDocument()
    expectNoRawValues()
  })

  it('opens a ready box once, animates, then shows the result and the record', async () => {
    const opens = count(endpoints.points.alterOpenBoxState)
    const before = account().balance
    await renderRoute(PATHS.prizeActivityBox)
    fireEvent.click(boxButton('青铜宝箱'))
    fireEvent.click(boxButton('青铜宝箱'))
    // While it animates the box says so and no result is shown yet.
    expect(boxButton('青铜宝箱')).toHaveAccessibleName('青铜宝箱，累计签到3天，开启中')
    expect(boxButton('青铜宝箱')).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('dialog', { name: '开箱结果' })).not.toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: '开箱结果' }, AFTER_ANIMATION)
    expect(within(dialog).getByText('恭喜获得20积分')).toBeInTheDocument()
    expect(within(dialog).getByText('青铜宝箱已开启，奖励已发放至您的积分账户')).toBeInTheDocument()
    expect(opens).toHaveLength(1)
    expect(account().balance).toBe(before + 20)
    await waitFor(() => expect(boxButton('青铜宝箱')).toHaveAccessibleName('青铜宝箱，累计签到3天，已开启'))
    const records = screen.getByRole('region', { name: '开箱记录' })
    expect(await within(records).findByText('青铜宝箱')).toBeInTheDocument()
    expect(within(records).getByText('20积分')).toBeInTheDocument()
  })

  it('shows an opened box’s earlier result from getUserOpenTreasureBoxResult', async () => {
    const results = count(endpoints.points.treasureBoxResult)
    const user = userEvent.setup()
    account().openedBoxes.push({
      boxId: 'box3',
      prizeName: '20积分',
      integral: 20,
      openTime: '2026-11-02 09:30:00',
    })
    await renderRoute(PATHS.prizeActivityBox)
    await user.click(boxButton('青铜宝箱'))
    const dialog = await screen.findByRole('dialog', { name: '开箱结果' })
    expect(within(dialog).getByText('青铜宝箱开启于 2026-11-02 09:30')).toBeInTheDocument()
    expect(results).toHaveLength(1)
  })

  it('says how to open a locked box and sends nothing', async () => {
    const opens = count(endpoints.points.alterOpenBoxState)
    const user = userEvent.setup()
    await renderRoute(PATHS.prizeActivityBox)
    await user.click(boxButton('白银宝箱'))
    expect(await screen.findByText('累计签到7天即可开启白银宝箱')).toBeInTheDocument()
    expect(opens).toHaveLength(0)
  })

  it('reads the result from getUserOpenTreasureBoxResult when the open answer carries none', async () => {
    server.use(
      http.get(`*${endpoints.points.alterOpenBoxState}`, () =>
        HttpResponse.json({ code: '0000', data: null }),
      ),
      http.get(`*${endpoints.points.treasureBoxResult}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { boxId: 'box3', prizeName: '', integral: '20', openTime: null },
        }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.prizeActivityBox)
    await user.click(boxButton('青铜宝箱'))
    const dialog = await screen.findByRole('dialog', { name: '开箱结果' }, AFTER_ANIMATION)
    expect(within(dialog).getByText('恭喜获得20积分')).toBeInTheDocument()
  })

  it('toasts a refusal (1111) and shows the box as the server has it', async () => {
    server.use(
      http.get(`*${endpoints.points.alterOpenBoxState}`, () =>
        HttpResponse.json({ code: '1111', msg: '该宝箱已开启' }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.prizeActivityBox)
    await user.click(boxButton('青铜宝箱'))
    expect(await screen.findByText('该宝箱已开启', {}, AFTER_ANIMATION)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '开箱结果' })).not.toBeInTheDocument()
    await waitFor(() => expect(boxButton('青铜宝箱')).toHaveAccessibleName('青铜宝箱，累计签到3天，点击开启'))
  })

  it('shows the empty and error states', async () => {
    server.use(
      http.get(`*${endpoints.points.openBoxState}`, () =>
        HttpResponse.json({ code: '0000', data: { signDays: '0', boxList: null } }),
      ),
      http.get(`*${endpoints.points.openBoxRecord}`, () =>
        HttpResponse.json({ code: '9999', msg: '系统繁忙' }),
      ),
    )
    await renderRoute(PATHS.prizeActivityBox)
    expect(screen.getByText('宝箱活动准备中，敬请期待')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '记录加载失败，点击重试' })).toBeInTheDocument()
    expectNoRawValues()
  })

  it('shows a page error with retry when the state fails', async () => {
    server.use(
      http.get(`*${endpoints.points.openBoxState}`, () =>
        HttpResponse.json({ code: '9999', msg: '系统繁忙' }),
      ),
    )
    await renderRoute(PATHS.prizeActivityBox, { settle: false })
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument()
  })

  it('opens in the app for an app user', async () => {
    db.scenario.user = 'opened'
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    session.set('appClientToken', db.users.opened.appClientToken || 'tok')
    await renderRoute(PATHS.prizeActivityBox, { channel: 'app', signedIn: false })
    expect(screen.getByTestId('box-sign-days')).toHaveTextContent('4')
  })
})
