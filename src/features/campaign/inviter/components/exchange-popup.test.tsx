import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { fakeClock } from '@tests/fake-clock'
import { recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { EXCHANGE_ANIMATION_MS } from './exchange-popup'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const wallet = () => db.marketing.mgm.wallets[db.users.opened.openid]
const exchangeButton = () => screen.getByRole('button', { name: '去兑换' })

async function openExchange(path = '/mgmfour') {
  local.set('mgmStoryShown', '1')
  wallet().wait = []
  const view = await renderRoute(path, { user: 'opened' })
  await userEvent.click(exchangeButton())
  const dialog = await screen.findByRole('dialog', { name: '奖学金兑换' })
  // The prizes have loaded: the list to choose from, or the empty state.
  await waitFor(() =>
    expect(
      within(dialog).queryByRole('group', { name: '选择奖品' }) ??
        within(dialog).queryByText('暂无可兑换的奖品'),
    ).not.toBeNull(),
  )
  return { ...view, dialog }
}

/**
 * Taps 立即兑换 and lets the 4-second animation run out on the fake clock: the result is then on its way,
 * without waiting 4 real seconds.
 */
async function exchangeOnFakeClock(dialog: HTMLElement) {
  const { user, advance } = fakeClock({ pointerEventsCheck: 0 })
  await user.click(within(dialog).getByRole('button', { name: '立即兑换' }))
  expect(await within(dialog).findByText('兑换中…')).toBeInTheDocument()
  await advance(EXCHANGE_ANIMATION_MS)
}

const prizesResponse = (patch: Record<string, unknown>) =>
  http.get(`*${endpoints.mgm.canExchangePrizes}`, () =>
    HttpResponse.json({
      code: '0000',
      data: {
        canUseXyj: 65,
        isTotalLimit: '0',
        totalLimitContent: '',
        exchange_prize_desc: '',
        prizeList: [
          { id: 'a', prizeValue: 50, prizeName: '50元京东E卡', isEnough: 1, isDefault: 1 },
          { id: 'b', prizeValue: 100, prizeName: '100元京东E卡', isEnough: 0, isDefault: 0 },
        ],
        ...patch,
      },
    }),
  )

describe('exchange threshold (marketing §4.5)', () => {
  it('standard: enabled from 50 coins', async () => {
    local.set('mgmStoryShown', '1')
    wallet().canUseXyj = 49
    const first = await renderRoute('/mgmfour', { user: 'opened' })
    expect(exchangeButton()).toBeDisabled()
    expect(screen.getByText('满50个可兑换')).toBeInTheDocument()
    first.unmount()
    wallet().canUseXyj = 50
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(exchangeButton()).toBeEnabled()
  })

  it('Sc: enabled from the smallest prize value', async () => {
    local.set('mgmStoryShown', '1')
    wallet().canUseXyj = 10 // the smallest Sc prize is 10 yuan
    const first = await renderRoute('/mgmfournew', { user: 'opened' })
    expect(exchangeButton()).toBeEnabled()
    first.unmount()
    wallet().canUseXyj = 9
    await renderRoute('/mgmfournew', { user: 'opened' })
    expect(exchangeButton()).toBeDisabled()
    expect(screen.getByText('满10个可兑换')).toBeInTheDocument()
  })
})

describe('exchange alert (marketing §4.5)', () => {
  it('sold-out and unavailable prizes cannot be selected; the default is preselected', async () => {
    const { dialog } = await openExchange()
    expect(within(dialog).getByRole('button', { name: /50元京东E卡/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const soldOut = within(dialog).getByRole('button', { name: /20元话费充值券/ })
    expect(soldOut).toBeDisabled()
    expect(within(soldOut).getByText('已兑完')).toBeInTheDocument()
    const offShelf = within(dialog).getByRole('button', { name: /50元超市购物卡/ })
    expect(offShelf).toBeDisabled()
    expect(within(offShelf).getByText('暂不可兑')).toBeInTheDocument()
  })

  it('prizes the user cannot afford (isEnough 0) cannot be selected', async () => {
    server.use(prizesResponse({}))
    const { dialog } = await openExchange()
    const dear = within(dialog).getByRole('button', { name: /100元京东E卡/ })
    expect(dear).toBeDisabled()
    expect(within(dear).getByText('奖学金不足')).toBeInTheDocument()
  })

  it('exchanges the chosen prize after the 4-second animation and shows the result', async () => {
    const { dialog } = await openExchange()
    await userEvent.click(within(dialog).getByRole('button', { name: /20元京东E卡/ }))
    await exchangeOnFakeClock(dialog)
    expect(await within(dialog).findByText('兑换成功')).toBeInTheDocument()
    expect(within(dialog).getByText('恭喜您获得20元京东E卡')).toBeInTheDocument()
    expect(within(dialog).getByText(/^兑换时间：/)).toBeInTheDocument()
    expect(wallet().prizeRecords[0].prizesName).toBe('20元京东E卡')
    expect(wallet().canUseXyj).toBe(45)
  })

  it('opened again after an exchange: the coins left, asked again, and the list to choose from', async () => {
    wallet().canUseXyj = 100
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('100')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: /20元京东E卡/ }))
    const { user, advance } = fakeClock({ pointerEventsCheck: 0 })
    await user.click(within(dialog).getByRole('button', { name: '立即兑换' }))
    await advance(EXCHANGE_ANIMATION_MS)
    expect(await within(dialog).findByText('兑换成功')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '奖学金兑换' })).toBeNull())
    await user.click(exchangeButton())
    const again = await screen.findByRole('dialog', { name: '奖学金兑换' })
    expect(await within(again).findByText('80')).toBeInTheDocument()
    expect(within(again).getByRole('group', { name: '选择奖品' })).toBeInTheDocument()
    expect(within(again).queryByText('兑换成功')).toBeNull()
  })

  it('1111: you are late, the benefits are all redeemed', async () => {
    server.use(
      http.post(`*${endpoints.mgm.exchangeCard}`, () => HttpResponse.json({ code: '1111', msg: 'gone' })),
    )
    const { dialog } = await openExchange()
    await exchangeOnFakeClock(dialog)
    expect(await within(dialog).findByText('您来晚了，权益已被兑完')).toBeInTheDocument()
    expect(within(dialog).queryByText('兑换成功')).toBeNull()
  })

  it('other failures: failure with the server message', async () => {
    server.use(
      http.post(`*${endpoints.mgm.exchangeCard}`, () =>
        HttpResponse.json({ code: '2222', msg: '奖学金不足，快去邀请好友吧' }),
      ),
    )
    const { dialog } = await openExchange()
    await exchangeOnFakeClock(dialog)
    expect(await within(dialog).findByText('兑换失败')).toBeInTheDocument()
    expect(within(dialog).getByText('奖学金不足，快去邀请好友吧')).toBeInTheDocument()
  })

  it('total limit reached: the limit text, and 立即兑换 is disabled', async () => {
    const exchanges = recordRequests(endpoints.mgm.exchangeCard)
    server.use(prizesResponse({ isTotalLimit: '1', totalLimitContent: '您的奖学金已达上限5000个' }))
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('您的奖学金已达上限5000个')).toBeInTheDocument()
    const confirm = within(dialog).getByRole('button', { name: '立即兑换' })
    expect(confirm).toBeDisabled()
    await userEvent.click(confirm)
    expect(within(dialog).queryByText('兑换中…')).toBeNull()
    expect(exchanges.list).toHaveLength(0)
  })

  it('total limit without a text of its own: a fallback limit text', async () => {
    server.use(prizesResponse({ isTotalLimit: '1', totalLimitContent: null }))
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('您已达到本活动兑换上限，暂不能兑换')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '立即兑换' })).toBeDisabled()
  })

  it('no default selectable prize: the empty state', async () => {
    server.use(
      prizesResponse({
        prizeList: [{ id: 'a', prizeValue: 50, prizeName: '50元京东E卡', isEnough: 2, isDefault: 1 }],
      }),
    )
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('暂无可兑换的奖品')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '立即兑换' })).toBeNull()
  })
})

describe('the 4-second exchange animation runs on failure too (marketing §4.5, §9)', () => {
  it.each([
    ['1111', 'gone', '您来晚了，权益已被兑完'],
    ['2222', '奖学金不足，快去邀请好友吧', '兑换失败'],
  ])('%s answers at once, but its result shows only after 4 s', async (code, msg, title) => {
    let answered!: () => void
    const answeredOnce = new Promise<void>((resolve) => (answered = resolve))
    server.use(
      http.post(`*${endpoints.mgm.exchangeCard}`, () => {
        answered()
        return HttpResponse.json({ code, msg })
      }),
    )
    const { dialog } = await openExchange()
    const { user, advance } = fakeClock({ pointerEventsCheck: 0 })
    await user.click(within(dialog).getByRole('button', { name: '立即兑换' }))
    await answeredOnce
    // The answer is in; well within the 4 seconds the animation is still running.
    await advance(1000)
    expect(within(dialog).getByText('兑换中…')).toBeInTheDocument()
    expect(within(dialog).queryByText(title)).toBeNull()
    await advance(EXCHANGE_ANIMATION_MS)
    expect(within(dialog).getByText(title)).toBeInTheDocument()
    expect(within(dialog).queryByText('兑换中…')).toBeNull()
  })
})

describe('exchange alert with field data (docs/api-contract.md, Schemas and readers)', () => {
  it('coins as text, ids and codes as numbers or text, null items and prizes without an id', async () => {
    server.use(
      prizesResponse({
        canUseXyj: '120',
        isTotalLimit: null,
        totalLimitContent: null,
        exchange_prize_desc: null,
        prizeList: [
          null,
          { id: 7, prizeValue: '50', prizeName: '50元京东E卡', isEnough: '1', isDefault: '1' },
          { id: 8, prizeValue: '100', prizeName: null, isEnough: ' 2 ', isDefault: 0 },
          { id: null, prizeValue: 20, prizeName: '无编号奖品', isEnough: 1, isDefault: 0 },
        ],
      }),
    )
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('120')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /50元京东E卡/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const soldOut = within(dialog).getByRole('button', { name: /100元购物卡/ })
    expect(soldOut).toBeDisabled()
    expect(within(soldOut).getByText('已兑完')).toBeInTheDocument()
    expect(within(dialog).queryByText('无编号奖品')).toBeNull()
    expect(within(dialog).getByRole('button', { name: '立即兑换' })).toBeEnabled()
  })

  it('a non-list prize list: the empty state', async () => {
    server.use(prizesResponse({ prizeList: {} }))
    const { dialog } = await openExchange()
    expect(within(dialog).getByText('暂无可兑换的奖品')).toBeInTheDocument()
  })
})
