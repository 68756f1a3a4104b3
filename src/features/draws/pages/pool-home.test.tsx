import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { PAGE_EVENT_IDS } from '@mocks/db/account'
import { endpoints } from '@/api/endpoints'
import { renderRoute, expectNoRawValues } from '@tests/render'

/** The study and transfer-special homes (marketing §2.15, isMgm 36 and 15). */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

describe('/studyMoneyManage, the study home', () => {
  it('shows the study pool, and leads to its quiz, draw, records, rights and rules', async () => {
    const view = await renderRoute('/studyMoneyManage')
    expect(screen.getByRole('heading', { name: '学理财' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会0次')
    expect(screen.getByTestId('waiting-chances')).toHaveTextContent('待领取机会 1 次')
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute('href', '/prizelist?pool=study')
    expect(screen.getByRole('link', { name: '我的权益 ›' })).toHaveAttribute('href', '/cardqy?pool=study')
    expect(screen.getByRole('link', { name: '活动规则 ›' })).toHaveAttribute('href', '/studyRule')
    expectNoRawValues()
    await userEvent.click(screen.getByRole('button', { name: '去答题' }))
    await waitFor(() => expect(view.location().pathname).toBe('/answerQuestion'))
    expect(view.location().search).toBe(`?source=study&eventId=${PAGE_EVENT_IDS.xywx_tyjx}`)
  })

  it('去抽奖 opens the study pool’s draw', async () => {
    const view = await renderRoute('/studyMoneyManage')
    await userEvent.click(screen.getByRole('button', { name: '领取' }))
    await waitFor(() => expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次'))
    await userEvent.click(screen.getByRole('button', { name: '去抽奖' }))
    await waitFor(() => expect(view.location().pathname).toBe('/studyspecialprize'))
    expect(await screen.findByRole('heading', { name: '学习奖励抽奖' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次')
  })

  it('a stopped activity shows its stop notice', async () => {
    server.use(
      http.get(`*${endpoints.config.pageInfo}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { pageStopList: [{ stopType: '1', stopContent: '<p>学理财活动已结束</p>' }] },
        }),
      ),
    )
    await renderRoute('/studyMoneyManage')
    expect(await screen.findByText('学理财活动已结束')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '去抽奖' })).toBeNull()
  })

  it('without an event id there is no quiz to open (it would only say 非法进入)', async () => {
    server.use(
      http.get(`*${endpoints.config.pageInfo}`, () =>
        HttpResponse.json({ code: '0000', data: { moduleList: null, richText: null } }),
      ),
    )
    await renderRoute('/studyMoneyManage')
    expect(screen.queryByRole('button', { name: '去答题' })).toBeNull()
    expect(screen.getByRole('button', { name: '去抽奖' })).toBeInTheDocument()
  })
})

describe('/transferspecialactivity, the transfer-special home', () => {
  it('claims the waiting transfer chances and sends the quiz the waiting count', async () => {
    const view = await renderRoute('/transferspecialactivity')
    expect(screen.getByRole('heading', { name: '转入有礼' })).toBeInTheDocument()
    expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会1次')
    expect(screen.getByTestId('waiting-chances')).toHaveTextContent('待领取机会 2 次')
    expect(screen.getByRole('link', { name: '中奖记录 ›' })).toHaveAttribute(
      'href',
      '/transferspecialactivityPrize',
    )
    expect(screen.getByRole('link', { name: '活动规则 ›' })).toHaveAttribute(
      'href',
      '/transferspecialactivityRule',
    )
    await userEvent.click(screen.getByRole('button', { name: '去答题' }))
    await waitFor(() => expect(view.location().pathname).toBe('/answerQuestion'))
    expect(new URLSearchParams(view.location().search).get('source')).toBe('transfer')
    expect(new URLSearchParams(view.location().search).get('waitChanceNum')).toBe('2')
    expect(new URLSearchParams(view.location().search).get('eventId')).toMatch(/^EV\d+$/)
  })

  it('领取 turns the waiting chances into chances; 去抽奖 opens the transfer draw', async () => {
    const view = await renderRoute('/transferspecialactivity')
    await userEvent.click(screen.getByRole('button', { name: '领取' }))
    await waitFor(() => expect(screen.getByTestId('chances')).toHaveTextContent('剩余抽奖机会3次'))
    expect(db.marketing.draws.pools[db.users.opened.openid].transfer.waitChanceNum).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: '去抽奖' }))
    await waitFor(() => expect(view.location().pathname).toBe('/uniondrawprize'))
  })

  it('a family member opens the same home', async () => {
    await renderRoute('/transferspecialactivityNew')
    expect(screen.getByRole('heading', { name: '转入有礼' })).toBeInTheDocument()
  })
})
