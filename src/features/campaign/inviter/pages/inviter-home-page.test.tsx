import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'
import { holdAnswers } from '@tests/hold-answers'
import { captureRequests } from '@tests/record-requests'
import { OPEN_LINK_UNAVAILABLE } from '../../common/use-account-actions'
import { BUTTON_TEXT, LIMIT_CAPTION, STORY_TEXT } from '../texts'
import { EXCHANGE_TEXT } from '../overlay-texts'

// antd-mobile popups animate in with pointer-events: none.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

const storySeen = () => local.set('mgmStoryShown', '1')
const wallet = () => db.marketing.mgm.wallets[db.users.opened.openid]

describe('main button (marketing §2.1, §4.1)', () => {
  it('not bound: login, which binds and comes back (isMgm 16)', async () => {
    storySeen()
    const { location } = await renderRoute('/mgmfour', { user: 'unbound' })
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.login }))
    expect(location().pathname).toBe('/bindUserTip')
    expect(location().search).toBe('?isMgm=16')
    expect(screen.queryByLabelText('我的奖学金')).toBeNull()
  })

  it('not bound on Sc: login comes back to the Sc home', async () => {
    storySeen()
    const { location } = await renderRoute('/mgmfournew', { user: 'registeredNotAppBound' })
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.login }))
    expect(location().search).toBe('?isMgm=mgmInviteSc')
  })

  it('bound without account: open account through the stored direct-sales link', async () => {
    storySeen()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const domain = env().officialDomain
    env().officialDomain = 'dev-zx.xywealth.com.cn'
    try {
      await renderRoute('/mgmfour', { user: 'boundNotOpened' })
      await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.openAccount }))
      expect(assign).toHaveBeenCalledTimes(1)
      expect(assign.mock.calls[0][0]).toMatch(/^https:\/\/dev-zx\.xywealth\.com\.cn\/\?t=\d+#\/home$/)
      expect(screen.queryByLabelText('我的奖学金')).toBeNull()
    } finally {
      env().officialDomain = domain
    }
  })

  it('bound without account: an address held from before is never followed, the app login is asked afresh', async () => {
    storySeen()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const domain = env().officialDomain
    env().officialDomain = 'dev-zx.xywealth.com.cn'
    try {
      await renderRoute('/mgmfour', { user: 'boundNotOpened' })
      const button = await screen.findByRole('button', { name: BUTTON_TEXT.openAccount })
      // Held from another customer of this webview; this customer's app login now holds no address.
      session.set('openZxUrl', 'https://dev-zx.xywealth.com.cn/#/someone-else')
      server.use(
        http.post(`*${endpoints.identity.loginToApp}`, () =>
          HttpResponse.json({ code: '0000', data: { isAppBinding: '1', openZxUrl: '' } }),
        ),
      )
      await userEvent.click(button)
      expect(await screen.findByText(OPEN_LINK_UNAVAILABLE)).toBeInTheDocument()
      expect(assign).not.toHaveBeenCalled()
    } finally {
      env().officialDomain = domain
    }
  })

  it('bound without account and openAccount 2 / isRegister 0: goes to bind instead', async () => {
    storySeen()
    server.use(
      http.get(`*${endpoints.identity.getUserBindStatus}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { isAppBinding: '1', isPhoneBinding: '1', isRegister: '0' },
        }),
      ),
    )
    const { location } = await renderRoute('/mgmfour', { user: 'boundNotOpened' })
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.openAccount }))
    expect(location().pathname).toBe('/bindUserTip')
  })

  it('opened: invite opens the share alert with WeChat friend and QR code', async () => {
    storySeen()
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.getByLabelText('我的奖学金')).toBeInTheDocument()
    expect(screen.queryByText(LIMIT_CAPTION)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: BUTTON_TEXT.invite }))
    const sheet = await screen.findByRole('dialog', { name: '邀请好友' })
    expect(within(sheet).getByRole('button', { name: /微信好友/ })).toBeInTheDocument()
    expect(within(sheet).getByRole('button', { name: /二维码海报/ })).toBeInTheDocument()
  })

  it('opened with the total limit reached: the limit variant', async () => {
    storySeen()
    wallet().earnedXyj = 5000
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.limitInvite })).toBeInTheDocument()
    expect(screen.getByText(LIMIT_CAPTION)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: BUTTON_TEXT.invite })).toBeNull()
  })

  it('a failed app login resets the bound state to login', async () => {
    storySeen()
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '9999', msg: '登录失败' }),
      ),
    )
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.login })).toBeInTheDocument()
  })
})

describe('home data beside the user calls', () => {
  it('asks initHomeData without waiting for the account and open-status answers', async () => {
    storySeen()
    const order: string[] = []
    let homeAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => (homeAsked = resolve))
    server.use(
      http.get(`*${endpoints.identity.getOpenStatus}`, async () => {
        order.push('open-status asked')
        // Answers only once the home data has been asked: waiting for this answer first would never finish.
        await asked
        order.push('open-status answered')
        return HttpResponse.json({ code: '0000', data: { openAccount: '1' } })
      }),
      http.get(`*${endpoints.mgm.initHomeData}`, () => {
        order.push('home asked')
        homeAsked()
        return undefined
      }),
    )
    await renderRoute('/mgmfour', { user: 'opened', settle: false })
    await waitFor(() => expect(order).toContain('open-status answered'), { timeout: 5000 })
    expect(order.indexOf('home asked')).toBeLessThan(order.indexOf('open-status answered'))
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.invite })).toBeInTheDocument()
  })
})

describe('first-time story and stop alert (marketing §2.1)', () => {
  it('never opens the story over the error view: the campaign data failed, the page says so alone', async () => {
    server.use(
      http.get(`*${endpoints.mgm.initHomeData}`, () =>
        HttpResponse.json({ code: '9999', msg: '活动太火爆了', data: null }),
      ),
    )
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByText('活动数据加载失败，请稍后重试')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull()
    expect(screen.queryByText(STORY_TEXT.confirm)).toBeNull()
  })

  it('opens the story with its picture already in place, so nothing in it moves (CLS)', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const order: string[] = []
    server.use(
      http.get(`*${endpoints.mgm.initHomeData}`, () => {
        order.push('home')
        return undefined
      }),
      http.post(`*${endpoints.config.findByType}`, async ({ request }) => {
        const body = (await request.clone().json()) as { type?: string }
        if (body.type !== 'mgm_first_alertbg') return undefined
        order.push('story picture')
        await answered
        return HttpResponse.json({
          code: '0000',
          data: [{ pic: `https://${env().officialDomain}/story.png`, name: 'story' }],
        })
      }),
    )
    await renderRoute('/mgmfour', { user: 'unbound' })
    await screen.findByRole('button', { name: BUTTON_TEXT.login })
    // The home is on screen and the picture's address is still on its way: no story yet. It was asked for
    // beside the home's own calls, not after them.
    expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull()
    await waitFor(() => expect(order).toContain('home'))
    expect(order[0]).toBe('story picture')
    answer()
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title })
    expect(story.querySelector('img')?.getAttribute('src')).toBe(`https://${env().officialDomain}/story.png`)
  })

  it("asks for the story's picture the moment its address arrives, before the render that draws it", async () => {
    const pic = `https://${env().officialDomain}/story.png`
    server.use(
      http.post(`*${endpoints.config.findByType}`, async ({ request }) => {
        const body = (await request.clone().json()) as { type?: string }
        if (body.type !== 'mgm_first_alertbg') return undefined
        return HttpResponse.json({ code: '0000', data: [{ pic }] })
      }),
    )
    // Each picture asked for through `new Image()`, and whether the story was on the screen by then.
    const asked: [string, boolean][] = []
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (src: string) {
      asked.push([src, !!document.querySelector('[role="dialog"]')])
    })
    await renderRoute('/mgmfour', { user: 'unbound' })
    await screen.findByRole('dialog', { name: STORY_TEXT.title })
    expect(asked[0]).toEqual([pic, false])
  })

  it('opens the story without a picture named on a host pictures may not come from', async () => {
    server.use(
      http.post(`*${endpoints.config.findByType}`, async ({ request }) => {
        const body = (await request.clone().json()) as { type?: string }
        if (body.type !== 'mgm_first_alertbg') return undefined
        return HttpResponse.json({ code: '0000', data: [{ pic: 'https://img.example.com/story.png' }] })
      }),
    )
    await renderRoute('/mgmfour', { user: 'unbound' })
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title })
    expect(story.querySelector('img')).toBeNull()
    expect(within(story).getByRole('button', { name: STORY_TEXT.confirm })).toBeInTheDocument()
  })

  it('opens the story over the loading page, before the account and home answers, and keeps it when the page is drawn', async () => {
    const release = holdAnswers([
      ['post', endpoints.identity.appUserOpenStatus],
      ['get', endpoints.mgm.initHomeData],
    ])
    await renderRoute('/mgmfour', { user: 'opened', settle: false })
    // The story is the largest paint of a first visit: it waits for the page config and its picture only.
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title }, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: BUTTON_TEXT.invite })).toBeNull()
    release()
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.invite })).toBeInTheDocument()
    // The same dialog, not mounted again (no second opening animation) when the page is drawn under it.
    expect(screen.getByRole('dialog', { name: STORY_TEXT.title })).toBe(story)
  })

  it('shows the story once and sets the local flag on click', async () => {
    const first = await renderRoute('/mgmfour', { user: 'unbound' })
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title })
    await userEvent.click(within(story).getByRole('button', { name: STORY_TEXT.confirm }))
    expect(local.get('mgmStoryShown')).toBe('1')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull())
    first.unmount()
    await renderRoute('/mgmfour', { user: 'unbound' })
    expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull()
  })

  it('a stopped campaign shows the stop alert, blocks the story, and 去兑换 opens the exchange', async () => {
    const config = db.account.pageConfigs.new_mgm_inviter
    config.pageStopList = [{ stopType: '1', stopContent: '<p>本活动已结束，感谢参与</p>', stopJumpUrl: '' }]
    await renderRoute('/mgmfour', { user: 'opened' })
    const stop = await screen.findByRole('dialog', { name: '活动已结束' })
    expect(within(stop).getByText('本活动已结束，感谢参与')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull()
    await userEvent.click(within(stop).getByRole('button', { name: '去兑换' }))
    expect(await screen.findByRole('dialog', { name: '奖学金兑换' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: STORY_TEXT.title })).toBeNull()
    expect(local.get('mgmStoryShown')).toBeNull()
  })

  it('the stop alert’s 去兑换 with 15 coins: 立即兑换 is disabled below 50 and nothing is sent (§4.5)', async () => {
    const config = db.account.pageConfigs.new_mgm_inviter
    config.pageStopList = [{ stopType: '1', stopContent: '<p>本活动已结束，感谢参与</p>', stopJumpUrl: '' }]
    wallet().canUseXyj = 15
    wallet().wait = []
    const exchanges = captureRequests(endpoints.mgm.exchangeCard)
    await renderRoute('/mgmfour', { user: 'opened' })
    const stop = await screen.findByRole('dialog', { name: '活动已结束' })
    await userEvent.click(within(stop).getByRole('button', { name: '去兑换' }))
    const dialog = await screen.findByRole('dialog', { name: EXCHANGE_TEXT.title })
    const confirm = await within(dialog).findByRole('button', { name: EXCHANGE_TEXT.confirm })
    expect(confirm).toBeDisabled()
    expect(within(dialog).getByText('满50个可兑换')).toBeInTheDocument()
    await userEvent.click(confirm)
    expect(within(dialog).queryByText(EXCHANGE_TEXT.running)).toBeNull()
    expect(exchanges).toEqual([])
  })
})

describe('entries and eligibility popups (marketing §2.1, §6)', () => {
  it('not logged in: records ask to bind (bindNum)', async () => {
    storySeen()
    const { location } = await renderRoute('/mgmfour', { user: 'unbound' })
    await userEvent.click(screen.getByRole('button', { name: '兑换记录' }))
    const popup = await screen.findByRole('dialog', { name: '温馨提示' })
    expect(within(popup).getByText('您还未登录，请先绑定手机号后参与活动')).toBeInTheDocument()
    await userEvent.click(within(popup).getByRole('button', { name: '去绑定' }))
    expect(location().pathname).toBe('/bindUserTip')
  })

  it('not opened: progress asks to open an account (openedAcc)', async () => {
    storySeen()
    const { location } = await renderRoute('/mgmfour', { user: 'boundNotOpened' })
    await userEvent.click(screen.getByRole('button', { name: /邀请进度/ }))
    expect(await screen.findByText(/您还未开通直销账户/)).toBeInTheDocument()
    expect(location().pathname).toBe('/mgmfour')
  })

  it('opened: records and progress carry eventId and pageFlag', async () => {
    storySeen()
    const first = await renderRoute('/mgmfour', { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '兑换记录' }))
    expect(first.location().pathname).toBe('/mgmPrizeRecorder')
    expect(first.location().search).toBe('?eventId=EV20250101&pageFlag=new_mgm_inviter')
    first.unmount()
    const sc = await renderRoute('/mgmfournew', { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: /邀请进度/ }))
    expect(sc.location().pathname).toBe('/mgmInviteprogressnew')
    expect(sc.location().search).toBe('?eventId=EV20250201&pageFlag=new_mgm_inviterSc')
  })

  it('rule: rich text when ruleType is 2, an image otherwise', async () => {
    storySeen()
    const first = await renderRoute('/mgmfour', { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    const rule = await screen.findByRole('dialog', { name: '活动规则' })
    expect(within(rule).getByText(/每成功邀请满5位好友/)).toBeInTheDocument()
    expect(within(rule).queryByRole('img', { name: '活动规则' })).toBeNull()
    first.unmount()
    await renderRoute('/mgmfournew', { user: 'opened' })
    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    const image = await screen.findByRole('dialog', { name: '活动规则' })
    expect(within(image).getByRole('img', { name: '活动规则' })).toBeInTheDocument()
  })
})

describe('receive popup (marketing §2.1, §4.5)', () => {
  it('waits for the story flag, then shows for an opened user with waiting first-purchase rewards', async () => {
    await renderRoute('/mgmfour', { user: 'opened' })
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title })
    expect(screen.queryByRole('dialog', { name: '恭喜您获得奖学金' })).toBeNull()
    await userEvent.click(within(story).getByRole('button', { name: STORY_TEXT.confirm }))
    const receive = await screen.findByRole('dialog', { name: '恭喜您获得奖学金' })
    expect(within(receive).getByText('恭喜您完成首次购买任务，获得5个奖学金')).toBeInTheDocument()
    await userEvent.click(within(receive).getByRole('button', { name: '立即领取' }))
    expect(await screen.findByText('领取成功')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('can-use-xyj')).toHaveTextContent('70'))
    expect(wallet().wait).toEqual([])
  })

  it('is not shown to a user who is not opened, nor when nothing waits', async () => {
    storySeen()
    const first = await renderRoute('/mgmfour', { user: 'boundNotOpened' })
    expect(screen.queryByRole('dialog', { name: '恭喜您获得奖学金' })).toBeNull()
    first.unmount()
    wallet().wait = []
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.queryByRole('dialog', { name: '恭喜您获得奖学金' })).toBeNull()
  })
})

describe('home data as the real backend sends it (docs/api-contract.md, Schemas and readers)', () => {
  /** A field answer: coins and counts as text, flags as numbers, null fields, a non-list strip. */
  const fieldHome = (patch: Record<string, unknown>) =>
    server.use(
      http.get(`*${endpoints.mgm.initHomeData}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            inviterName: null,
            canUseXyj: '65',
            usedXyj: '50',
            viewXyj: null,
            xyj_description: null,
            positionRecordList: {},
            diffPerson: '2',
            isTotalLimit: 0,
            isSpecial: 0,
            firstPurchanseCount: '0',
            positionCount: null,
            first_purchanse_content: null,
            position_content: null,
            smallest_prize_value: '50',
            smallest_prize_value_ty: '10',
            ...patch,
          },
        }),
      ),
    )
  const progressText = () => screen.getByRole('region', { name: '奖励进度' })

  it('canUseXyj "65": balance 65, progress 50/50 and 去兑换 enabled', async () => {
    storySeen()
    fieldHome({})
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.getByTestId('can-use-xyj')).toHaveTextContent(/^65$/)
    expect(within(progressText()).getByText('50/50')).toBeInTheDocument()
    expect(within(progressText()).getByText('已满50个奖学金，可兑换50元购物卡')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去兑换' })).toBeEnabled()
    expect(screen.getByText('已兑换').nextSibling).toHaveTextContent(/^50$/)
    expect(screen.getByText('待领取').nextSibling).toHaveTextContent(/^0$/)
    // diffPerson "2": the doubled-reward strip.
    expect(within(progressText()).getByText('2')).toBeInTheDocument()
  })

  it('canUseXyj "30": balance 30, progress 30/50, 去兑换 disabled with its hint', async () => {
    storySeen()
    fieldHome({ canUseXyj: '30', diffPerson: null })
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.getByTestId('can-use-xyj')).toHaveTextContent(/^30$/)
    expect(within(progressText()).getByText('30/50')).toBeInTheDocument()
    expect(within(progressText()).getByText('再得20个奖学金即可兑换50元购物卡')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去兑换' })).toBeDisabled()
    expect(screen.getByText('满50个可兑换')).toBeInTheDocument()
  })

  it('the total limit as a number, a strip with null items and numeric coins', async () => {
    storySeen()
    fieldHome({
      isTotalLimit: 1,
      positionRecordList: [null, { invitedPhone: '139****0001', rewardXyj: '50', content: null }],
    })
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.getByRole('button', { name: BUTTON_TEXT.limitInvite })).toBeInTheDocument()
    const strip = screen.getByRole('list', { name: '奖励动态' })
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1)
    expect(within(strip).getByText('好友139****0001完成任务')).toBeInTheDocument()
    expect(within(strip).getByText('+50')).toBeInTheDocument()
  })

  it('the strip never shows a phone in full, from the phone field or inside the server sentence', async () => {
    storySeen()
    fieldHome({
      positionRecordList: [
        { invitedPhone: '13900000001', rewardXyj: '5', content: null },
        { invitedPhone: '13900000002', rewardXyj: '10', content: '好友13900000002完成首购' },
      ],
    })
    await renderRoute('/mgmfour', { user: 'opened' })
    const strip = screen.getByRole('list', { name: '奖励动态' })
    expect(within(strip).getByText('好友139****0001完成任务')).toBeInTheDocument()
    expect(within(strip).getByText('好友139****0002完成首购')).toBeInTheDocument()
    expect(strip).not.toHaveTextContent(/1390000000\d/)
  })

  it('a null home still shows the page with zero balances', async () => {
    storySeen()
    server.use(
      http.get(`*${endpoints.mgm.initHomeData}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(screen.getByTestId('can-use-xyj')).toHaveTextContent(/^0$/)
    expect(within(progressText()).getByText('0/50')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '去兑换' })).toBeDisabled()
  })
})
