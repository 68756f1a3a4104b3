import { screen, waitFor } from '@testing-library/react'
import { browser } from '@/shared/lib/browser'
import { PATHS } from '@/shared/lib/paths'
import { pageFlagOf, ROUTE_FACTS } from '@/shared/lib/route-facts'
import { renderRoute } from '@tests/render'
import { resolveRoute, startRoute } from './resolve-route'
import { LATER_PAGES } from './later-pages'
import { isChannelAllowed, loadLaterPages, ROUTES } from './route-table'

// Every path the three specs name (account-and-shared §2, catalogue §2.1, marketing §2.15 and pushes).
const SPEC_PATHS = `
/linkZxTip /bindUserTip /bindUser /bindUserPhoneRegister /bindUserPhoneLogin /bindSuccess /bindBusiness
/bindBusinessNew /bindBusinessSuccess /privacypop /privacywebview /invitationMgmFailTip /login /mamain /routerError
/mgmfour /mgmfournew /mgmInvited /mgmInvitednew /pointsHome /pointsMall /wealthReport
/invitationMgm2 /invitationMgm /prizeActivityScore /prizeActivityBox /invitationMgmHh /invitationedMgmHh
/bxunionmarket /memberAssetsLevel /transferspecialactivity /springFestivalLantern /yibaiRouteAlert /pointsWait
/studyMoneyManage /pointsDetails /interestsDetails /talentCompetition
/allProduct /search1 /fundDetail /fundDetailOpen /fundDetailCurrency /fundDocument /ProductDescription
/productMarketDetail /productMarketDetailWeb /productCalendar /productMarketWeb /productMarketNew /productMarket
/productMarketSearch /historyNetWorth /historySeven /fourPage /fourPage/current /fourPage/starSelection /wxpdf /privacyPopFrame
/useragent /exchangePhone /unBindUser /linkApp /linkAppToZxTip /bindUserWealth /bindBusinessDownloadUnion
/bindBusinessOpenUnion /bindUserMerchant /verifyAccount /verifyAccountDetail
/allChannelAssets /allChannelAssetsFailTip /assetsHold /tradeHistory /tradeDetail
/activityProgress /addMgmRecom /fourPlusN /wealthMgm /mgmInviteprogress /mgmfourQy /mgmPrizeRecorder /mgmfourWhitelist
/mgmInviteprogressnew /mgmfourQynew /recommend /recommendHh
/pointsMallLocal /pointsHomeNew /pointsHomeOld /pointsHomeOldLocal /pointsHomeLocal /pointsHomeNewSearch
/pointsHomeNewVedio /pointsHomeAlert /pointsHomeRules /pointsHomeRulesNew /pointsDetailsInfo /pointsHistory /userInfo
/interestsDetailInfo /studyRule /studyspecialprize /memberAssetsRule /memberAssetsList /memberAssetsJs
/getzfbticket /prizeActivity /wwcClient /carddrawprize /drawprize /cardquestion /cardquestionresult /cardqy /prizelist
/liveInterAction /jxlearning /wealthfestival /wealthprizelist /wealthSquare /uniondrawprize /unionDrawPrizeRes
/answerQuestion /answerResult
`
  .split(/\s+/)
  .filter(Boolean)

/** marketing §2.15 "Full route table", as the spec writes it. */
const MARKETING_ROUTE_TABLE = `
- Account and binding: /useragent, /bindUser, /bindUserPhoneRegister, /bindUserPhoneLogin, /exchangePhone, /unBindUser, /bindBusiness, /bindBusinessNew, /bindBusinessSuccess, /bindSuccess, /bindUserTip, /linkZxTip, /linkApp, /linkAppToZxTip, /bindUserWealth, /bindBusinessDownloadUnion, /bindBusinessOpenUnion, /bindUserMerchant, /verifyAccount, /verifyAccountDetail.
- Documents: /wxpdf, /privacyPopFrame, /privacypop, /privacywebview.
- Products: /allProduct, /productMarketWeb, /productCalendar, /productMarketNew, /search1, /fourPage (children /current and /starSelection), /fundDetailOpen, /fundDetailCurrency, /fundDocument, /ProductDescription, /historyNetWorth, /historySeven, /productMarket, /productMarketSearch, /productMarketDetail, /productMarketDetailWeb.
- Holdings: /allChannelAssets, /allChannelAssetsFailTip, /assetsHold, /tradeHistory, /tradeDetail.
- Campaigns: /activityProgress, /addMgmRecom, /fourPlusN, /wealthMgm, /invitationMgmFailTip, and the /mgmfour family (mgmfour, mgmInvited, mgmInviteprogress, mgmfourQy, mgmPrizeRecorder, mgmfourWhitelist, and the new variants).
- Points: /pointsMall, /pointsMallLocal, /pointsHome (with New, Old, OldLocal and Local variants), /pointsHomeNewSearch, /pointsHomeNewVedio, /pointsHomeAlert, /pointsHomeRules, /pointsHomeRulesNew, /pointsDetails, /pointsDetailsInfo, /pointsHistory, /userInfo, /interestsDetails, /interestsDetailInfo, /pointsWait.
- Study and member: /studyMoneyManage, /studyRule, /studyspecialprize, /memberAssetsLevel, /memberAssetsRule, /memberAssetsList, /memberAssetsJs.
- Other activities: /getzfbticket family, /transferspecialactivity family, /prizeActivity family, /wwcClient, /talentCompetition family, /carddrawprize, /drawprize, /cardquestion, /cardquestionresult, /cardqy, /prizelist, /liveInterAction family, /jxlearning family, /wealthfestival, /wealthprizelist, /wealthSquare, /uniondrawprize, /unionDrawPrizeRes, /answerQuestion, /answerResult.
- Errors: /routerError.

Other destinations seen in pushes: /invitationMgm, /invitationMgm2, /invitationMgmHh, /invitationedMgmHh, /mgmInvited (hasSaveInvite=1), /springFestivalLantern, /yibaiRouteAlert, /bxunionmarket, /wealthReport.
`

/**
 * Every path the §2.15 table names, its words read as paths: "/fourPage (children /current and
 * /starSelection)", "the /mgmfour family (mgmfour, …, and the new variants)" (the new variants: the spec's Sc pages, §2.1-§2.4), "/pointsHome (with New, Old,
 * OldLocal and Local variants)"; a family by its own path.
 */
const MARKETING_PATHS = [
  ...MARKETING_ROUTE_TABLE.replace(
    /\/fourPage \(children \/current and \/starSelection\)/,
    '/fourPage /fourPage/current /fourPage/starSelection',
  )
    .replace(/the \/mgmfour family \(([^)]*), and the new variants\)/, (_, names: string) =>
      names
        .split(', ')
        .map((name) => `/${name}`)
        .join(' '),
    )
    .replace(/\/pointsHome \(with ([^)]*) variants\)/, (_, variants: string) =>
      ['', ...variants.split(/, | and /)].map((variant) => `/pointsHome${variant}`).join(' '),
    )
    .matchAll(/\/[\w/]+/g),
].map(([path]) => path)

describe('route table', () => {
  it('has every route of marketing §2.15 and its pushes (a family: its own path)', () => {
    expect(MARKETING_PATHS.length).toBeGreaterThan(100)
    const missing = MARKETING_PATHS.filter(
      (path) => resolveRoute(path)?.path.toLowerCase() !== path.toLowerCase(),
    )
    expect(missing).toEqual([])
    // "and the new variants" of the /mgmfour family (marketing §2.1-§2.4)
    for (const path of [
      PATHS.mgmfournew,
      PATHS.mgmInvitednew,
      PATHS.mgmInviteprogressnew,
      PATHS.mgmfourQynew,
    ])
      expect(resolveRoute(path)?.path).toBe(path)
  })

  it("reads a route's isMgm code and page flag from the route facts, by a path of the table", () => {
    const paths = new Set(ROUTES.map((r) => r.path))
    for (const facts of ROUTE_FACTS) expect(paths.has(facts.path)).toBe(true)
    // The config-driven page asks for its page config by the route's flag; /product/activity by the link's page id.
    const activity = LATER_PAGES[PATHS.wwcClient]!.page
    const flagless = ROUTES.filter((r) => LATER_PAGES[r.path]?.page === activity && !pageFlagOf(r.path)).map(
      (r) => r.path,
    )
    expect(flagless).toEqual([PATHS.activityPage])
  })

  it('imports the shared-link pages in the table itself, and every other page and its title from later-pages.ts', async () => {
    const inLater = new Set(Object.keys(LATER_PAGES))
    const direct = ROUTES.filter((r) => !inLater.has(r.path)).map((r) => r.path)
    expect(direct).toEqual([
      PATHS.productMarket,
      PATHS.productMarketDetail,
      PATHS.productMarketDetailWeb,
      PATHS.mgmfour,
      PATHS.mgmfournew,
    ])
    // later-pages.ts lists no route the table does not have.
    for (const path of inLater) expect(ROUTES.some((r) => r.path === path)).toBe(true)
    // A later page loads through that file: the points home's own module.
    const points = ROUTES.find((r) => r.path === PATHS.pointsHome)!
    const [viaTable, own] = await Promise.all([points.page(), LATER_PAGES[PATHS.pointsHome]!.page()])
    expect(viaTable.default).toBe(own.default)
    // Its title is known once that file has arrived.
    expect(points.title).toBe('积分首页')
  })

  it('gives a guest view in the app to the inviter home and the invitee landing only (marketing §2.1, §2.2)', () => {
    expect(ROUTES.filter((r) => r.guest).map((r) => r.path)).toEqual([
      PATHS.mgmfour,
      PATHS.mgmfournew,
      PATHS.mgmInvited,
      PATHS.mgmInvitednew,
    ])
    for (const r of ROUTES.filter((r) => r.guest)) expect(r.login).toBe(true)
  })

  it.each(SPEC_PATHS)('resolves %s', (path) => {
    expect(resolveRoute(path)?.path.toLowerCase()).toBe(path.toLowerCase())
  })

  it('starts `/` with the home page (the product market), any other path with its own route', () => {
    expect(startRoute('/')?.path).toBe(PATHS.productMarket)
    expect(startRoute(PATHS.mgmfour)?.path).toBe(PATHS.mgmfour)
    expect(startRoute('/noSuchPage')).toBeUndefined()
  })

  it('has one entry per path, each with a title, and covers every PATHS value', async () => {
    await loadLaterPages()
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(paths)).toEqual(new Set(Object.values(PATHS)))
    for (const r of ROUTES) expect(r.title.length).toBeGreaterThan(0)
  })

  it('resolves an unlisted member of a family to its family page, and nothing else', () => {
    expect(resolveRoute('/transferspecialactivityNew')?.path).toBe(PATHS.transferspecialactivity)
    expect(resolveRoute('/getzfbticketShare')?.path).toBe(PATHS.getzfbticket)
    expect(resolveRoute('/no-such-page')).toBeUndefined()
  })

  it.each([
    ['wechat', 'wx', true],
    ['wechat', 'app', false],
    ['wechat', 'h5', false],
    ['app', 'wx', true],
    ['app', 'app', true],
    ['app', 'h5', false],
    ['public', 'h5', true],
  ] as const)('group %s in channel %s allowed: %s', (group, channel, allowed) => {
    expect(isChannelAllowed(group, channel)).toBe(allowed)
  })
})

describe('routing in the app shell', () => {
  it('sends unknown paths to /routerError', async () => {
    const { location } = await renderRoute('/definitely-not-a-page')
    await waitFor(() => expect(location().pathname).toBe(PATHS.routerError))
    expect(await screen.findByText('页面走丢了')).toBeInTheDocument()
  })

  it('sets the document title from the route', async () => {
    await renderRoute(PATHS.mamain)
    await waitFor(() => expect(document.title).toBe('系统维护'))
  })

  it('blocks WeChat-only pages in a plain browser with 请使用微信打开页面', async () => {
    await renderRoute(PATHS.bindUser, { channel: 'h5', signedIn: false })
    expect(await screen.findByText('请使用微信打开页面')).toBeInTheDocument()
  })

  it('opens invitation pages in the app but not in a plain browser', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
    await renderRoute(PATHS.invitationMgmFailTip, { channel: 'app', signedIn: false })
    expect(screen.queryByText('请使用微信打开页面')).not.toBeInTheDocument()
    expect(replace).not.toHaveBeenCalled()
  })

  // catalogue §1, §6: browsing, searching and every market-query page are public, in a plain browser too.
  const MARKET_QUERY_PATHS = [
    PATHS.allProduct,
    PATHS.search1,
    PATHS.fundDetail,
    PATHS.fundDetailOpen,
    PATHS.fundDetailCurrency,
    PATHS.fundDocument,
    PATHS.productDescription,
    PATHS.historyNetWorth,
    PATHS.historySeven,
    PATHS.productCalendar,
    PATHS.fourPage,
    PATHS.current,
    PATHS.starSelection,
    PATHS.productMarket,
    PATHS.productMarketWeb,
    PATHS.productMarketNew,
    PATHS.productMarketSearch,
    PATHS.productMarketDetail,
    PATHS.productMarketDetailWeb,
  ]

  it.each(MARKET_QUERY_PATHS)('%s is public and needs no login', (path) => {
    const route = resolveRoute(path)!
    expect(route.channels).toBe('public')
    expect(route.login).toBe(false)
    expect(isChannelAllowed(route.channels, 'h5')).toBe(true)
  })

  it('opens the fund list in a plain browser without 请使用微信打开页面', async () => {
    await renderRoute(PATHS.allProduct, { channel: 'h5', signedIn: false })
    // The page itself: its type tabs and fund cards (each card reads …起投).
    expect(await screen.findByRole('tab', { name: '混合型' }, { timeout: 5000 })).toBeInTheDocument()
    expect((await screen.findAllByText(/起投$/, {}, { timeout: 5000 })).length).toBeGreaterThan(0)
    expect(screen.queryByText('请使用微信打开页面')).not.toBeInTheDocument()
  })

  it('opens public pages in a plain browser', async () => {
    await renderRoute(PATHS.getzfbticket, { channel: 'h5', signedIn: false })
    expect(screen.queryByText('请使用微信打开页面')).not.toBeInTheDocument()
  })

  it('starts the WeChat OAuth round trip for a login page without a valid login', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
    await renderRoute(PATHS.mgmfour, { signedIn: false, settle: false })
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1))
    const url = new URL(replace.mock.calls[0][0], location.origin)
    expect(url.pathname).toBe('/connect/oauth2/authorize')
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem('AUTH_RANDOM'))
  })

  it('renders a config-driven activity page for routes no spec describes', async () => {
    await renderRoute(PATHS.springFestivalLantern)
    expect(await screen.findByText('活动规则')).toBeInTheDocument()
    expect(screen.getByText(/理财非存款/)).toBeInTheDocument()
  })
})
