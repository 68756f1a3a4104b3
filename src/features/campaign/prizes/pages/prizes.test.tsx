import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import type { PrizeRecord } from '@/api/mgm-prizes'
import { session } from '@/shared/lib/storage'
import { captureRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { BIND_NUM, OPENED_ACC } from '../../common'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true })
})

const prize = (over: Partial<PrizeRecord> = {}): PrizeRecord => ({
  prizesName: '10元京东E卡',
  prizeSendTime: '2025-03-01 15:30:00',
  accountNum: 'JDCODE0001',
  cami: '654321',
  deadline: '2026-03-01',
  status: '已发放',
  prizeType: '电子卡券',
  instructions: '<p>1. 打开京东APP绑定卡号</p><script>alert(1)</script>',
  cardViewType: 1,
  ...over,
})

describe('prize records (marketing §2.4)', () => {
  it('lists name, send time and status; a tap stores the prize and opens the detail', async () => {
    const { location } = await renderRoute('/mgmPrizeRecorder?eventId=EV20250101&pageFlag=new_mgm_inviter')
    const list = await screen.findByRole('list', { name: '兑换记录' })
    const items = within(list).getAllByRole('button')
    expect(items).toHaveLength(3)
    expect(within(items[2]).getByText('10元京东E卡')).toBeInTheDocument()
    expect(within(items[0]).getByText('已发放')).toBeInTheDocument()
    expect(within(items[0]).getByText(/^发放时间：\d{4}-\d{2}-\d{2} /)).toBeInTheDocument()
    await userEvent.click(items[2])
    expect(location().pathname).toBe('/mgmfourQy')
    expect(session.getJson<PrizeRecord>('mgmPrizeDetail')?.cardViewType).toBe(1)
    expect(await screen.findByRole('region', { name: '卡券信息' })).toBeInTheDocument()
  })

  it('the Sc flag opens /mgmfourQynew', async () => {
    const { location } = await renderRoute('/mgmPrizeRecorder?pageFlag=new_mgm_inviterSc')
    const list = await screen.findByRole('list', { name: '兑换记录' })
    await userEvent.click(within(list).getAllByRole('button')[0])
    expect(location().pathname).toBe('/mgmfourQynew')
  })

  it('no records: the empty state', async () => {
    await renderRoute('/mgmPrizeRecorder', { user: 'whitelisted' })
    expect(await screen.findByText('暂无兑换记录，快去邀请好友赚取奖励吧')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: '兑换记录' })).not.toBeInTheDocument()
  })
})

describe('prize records by direct link: the home button’s gate (marketing §6)', () => {
  it('an unbound visitor gets the bindNum popup and no records are asked for', async () => {
    const calls = captureRequests(endpoints.mgm.exchangePrizeList)
    const { location } = await renderRoute('/mgmPrizeRecorder?eventId=EV20250101&pageFlag=new_mgm_inviter', {
      user: 'unbound',
    })
    const popup = await screen.findByRole('dialog', { name: BIND_NUM.title })
    expect(within(popup).getByText(BIND_NUM.message)).toBeInTheDocument()
    expect(screen.queryByText('暂无兑换记录，快去邀请好友赚取奖励吧')).not.toBeInTheDocument()
    expect(calls).toEqual([])
    await userEvent.click(within(popup).getByRole('button', { name: BIND_NUM.confirmText }))
    expect(location().pathname).toBe('/bindUserTip')
    expect(location().search).toBe('?isMgm=16')
  })

  it('取消 goes to the campaign home of the flag (Sc: /mgmfournew)', async () => {
    const { location } = await renderRoute('/mgmPrizeRecorder?pageFlag=new_mgm_inviterSc', {
      user: 'unbound',
    })
    const popup = await screen.findByRole('dialog', { name: BIND_NUM.title })
    await userEvent.click(within(popup).getByRole('button', { name: BIND_NUM.cancelText }))
    expect(location().pathname).toBe('/mgmfournew')
  })

  it('a bound user without an account gets the openedAcc popup', async () => {
    const calls = captureRequests(endpoints.mgm.exchangePrizeList)
    await renderRoute('/mgmPrizeRecorder', { user: 'boundNotOpened' })
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    expect(within(popup).getByText(OPENED_ACC.message)).toBeInTheDocument()
    expect(calls).toEqual([])
  })
})

describe('prize detail cards by cardViewType (marketing §2.4)', () => {
  it('1: code + password, each copyable, plus copy both; rich-text instructions; facts', async () => {
    session.setJson('mgmPrizeDetail', prize())
    await renderRoute('/mgmfourQy')
    const card = await screen.findByRole('region', { name: '卡券信息' })
    expect(within(card).getByText('JDCODE0001')).toBeInTheDocument()
    expect(within(card).getByText('654321')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: '复制卡号' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: '复制卡密' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: '一键复制卡号和卡密' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '10元京东E卡' })).toBeInTheDocument()
    expect(screen.getByText('有效期至 2026-03-01')).toBeInTheDocument()
    expect(screen.getByText('1. 打开京东APP绑定卡号')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument()
  })

  it('2: a link with one copy button and no copy both', async () => {
    session.setJson(
      'mgmPrizeDetail',
      prize({ cardViewType: 2, accountNum: 'https://card.example.com/r?c=1', cami: '' }),
    )
    await renderRoute('/mgmfourQy')
    const card = await screen.findByRole('region', { name: '领取链接' })
    expect(within(card).getByText('https://card.example.com/r?c=1')).toBeInTheDocument()
    expect(within(card).getAllByRole('button')).toHaveLength(1)
    expect(within(card).getByRole('button', { name: '复制链接' })).toBeInTheDocument()
  })

  it('3: an exchange code', async () => {
    session.setJson('mgmPrizeDetail', prize({ cardViewType: 3, cami: '' }))
    await renderRoute('/mgmfourQynew')
    const card = await screen.findByRole('region', { name: '兑换码' })
    expect(within(card).getByRole('button', { name: '复制兑换码' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '一键复制卡号和卡密' })).not.toBeInTheDocument()
  })

  it('missing fields show --', async () => {
    session.setJson('mgmPrizeDetail', { prizesName: '神秘礼品', cardViewType: 3 })
    await renderRoute('/mgmfourQy')
    expect(await screen.findByText('神秘礼品')).toBeInTheDocument()
    expect(screen.getAllByText('--').length).toBeGreaterThanOrEqual(3)
  })
})

describe('copying (marketing §2.4, §9: 2-second lock)', () => {
  it('copies, toasts 复制成功 and blocks further copies for 2 seconds', async () => {
    session.setJson('mgmPrizeDetail', prize())
    await renderRoute('/mgmfourQy')
    const copyCode = await screen.findByRole('button', { name: '复制卡号' })
    // The lock is a plain 2-second timer: fake time from here on (still advancing, for the toast's wait).
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(async () => fireEvent.click(copyCode))
    expect(writeText).toHaveBeenCalledExactlyOnceWith('JDCODE0001')
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键复制卡号和卡密' })))
    await act(async () => fireEvent.click(copyCode))
    expect(writeText).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1900))
    await act(async () => fireEvent.click(copyCode))
    expect(writeText).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(150))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键复制卡号和卡密' })))
    expect(writeText).toHaveBeenLastCalledWith('卡号：JDCODE0001\n卡密：654321')
  })

  it('toasts 复制失败 when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    session.setJson('mgmPrizeDetail', prize({ cardViewType: 3 }))
    await renderRoute('/mgmfourQy')
    await userEvent.click(await screen.findByRole('button', { name: '复制兑换码' }))
    expect(await screen.findByText('复制失败')).toBeInTheDocument()
  })
})

describe('no stored prize (marketing §2.4)', () => {
  it.each([null, 'not json', '{}'])('session %o → the overlay with a back action', async (raw) => {
    if (raw) sessionStorage.setItem('mgmPrizeDetail', raw)
    await renderRoute('/mgmfourQy')
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('暂无奖品信息')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '返回' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '卡券信息' })).not.toBeInTheDocument()
  })
})

describe('prize and rights data as the real backend sends it (docs/api-contract.md, Schemas and readers)', () => {
  it('numeric accountNum / cami in the records: /mgmfourQy shows the codes and 复制 works', async () => {
    server.use(
      http.get(`*${endpoints.mgm.exchangePrizeList}`, () =>
        HttpResponse.json({
          code: 200,
          data: [
            null,
            {
              prizesName: '50元京东E卡',
              prizeSendTime: '2025-03-01 15:30:00',
              accountNum: 12345678901,
              cami: 88886666,
              deadline: null,
              status: null,
              prizeType: '电子卡券',
              instructions: null,
              cardViewType: '1',
            },
          ],
        }),
      ),
    )
    const { location } = await renderRoute('/mgmPrizeRecorder?eventId=EV1&pageFlag=new_mgm_inviter')
    const list = await screen.findByRole('list', { name: '兑换记录' })
    const items = within(list).getAllByRole('button')
    expect(items).toHaveLength(1)
    expect(within(items[0]).getByText('--')).toBeInTheDocument() // status null
    await userEvent.click(items[0])
    expect(location().pathname).toBe('/mgmfourQy')
    const card = await screen.findByRole('region', { name: '卡券信息' })
    expect(within(card).getByText('12345678901')).toBeInTheDocument()
    expect(within(card).getByText('88886666')).toBeInTheDocument()
    const copyPassword = within(card).getByRole('button', { name: '复制卡密' })
    expect(copyPassword).toBeEnabled()
    expect(within(card).getByRole('button', { name: '一键复制卡号和卡密' })).toBeEnabled()
    await act(async () => fireEvent.click(copyPassword))
    expect(writeText).toHaveBeenCalledExactlyOnceWith('88886666')
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
  })

  it('a stored prize with a numeric code (no name) still shows and copies its code', async () => {
    session.setJson('mgmPrizeDetail', { accountNum: 20250301, cami: null, cardViewType: 3 })
    await renderRoute('/mgmfourQy')
    const card = await screen.findByRole('region', { name: '兑换码' })
    expect(within(card).getByText('20250301')).toBeInTheDocument()
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: '复制兑换码' })))
    expect(writeText).toHaveBeenCalledExactlyOnceWith('20250301')
  })

  it('a non-list record answer is the empty state', async () => {
    server.use(
      http.get(`*${endpoints.mgm.exchangePrizeList}`, () => HttpResponse.json({ code: '0000', data: {} })),
    )
    await renderRoute('/mgmPrizeRecorder')
    expect(await screen.findByText('暂无兑换记录，快去邀请好友赚取奖励吧')).toBeInTheDocument()
  })
})

describe('prize records that fail to load', () => {
  it('say 加载失败 with 重新加载, never 暂无兑换记录; 重新加载 lists them', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.mgm.exchangePrizeList]
    await renderRoute('/mgmPrizeRecorder?eventId=EV20250101&pageFlag=new_mgm_inviter')
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('兑换记录加载失败')
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText(/暂无兑换记录/)).not.toBeInTheDocument()
    db.scenario.fault = 'none'
    await userEvent.click(within(failed).getByRole('button', { name: '重新加载' }))
    const list = await screen.findByRole('list', { name: '兑换记录' })
    expect(within(list).getAllByRole('button')).toHaveLength(3)
  })
})
