import { PATHS } from './paths'
import { isMgmOf, pageFlagOf, pathOfIsMgm, ROUTE_FACTS, ROUTE_ISMGM_CODES } from './route-facts'

/**
 * account-and-shared §2, "Bind-success continue button by isMgm value", as the spec writes it (the lines of
 * the activity codes; the first and the last, none and default, are not codes).
 */
const BIND_SUCCESS_TABLE = `
- 1: /invitationMgm2; 2: /invitationMgm; 5: /prizeActivityScore; 6: /prizeActivityBox; 7 and 8: external activity pages.
- 9: /invitationMgmHh; 10: /invitationedMgmHh (hasSaveInvite=1); 11: the stored open-store url; 12: /bxunionmarket; 13: /memberAssetsLevel; 14: /wealthReport; 15: /transferspecialactivity.
- 16: /mgmfour; mgmInviteSc: /mgmfournew; 17: /mgmInvited (hasSaveInvite=1); mgmInvitedSc: /mgmInvitednew.
- 18: a gold product page; 20: /springFestivalLantern; 22: a report product page; 30: an activity page with pageId taken from storage; 31: a spring-gold page carrying inviterOpenId.
- 32: /pointsMall; 33: /yibaiRouteAlert; 34: /pointsHome; 35: /pointsWait; 36: /studyMoneyManage; 37: /pointsDetails; wealth_four: /interestsDetails; 40: /talentCompetition.
- aicode, xtsp, xtsp_hb, liveInterAction, tyac, cardprize, wealth-festival, jxlearn: pages under the product section.
`

/** The spec's `code: /path` pairs. */
const SPEC_ROUTES = [...BIND_SUCCESS_TABLE.matchAll(/([\w-]+): (\/\w+)/g)].map(([, code, path]) => [
  code,
  path,
])
/** The spec's codes whose destination is a page it describes without a path: the app's route for each. */
const SPEC_PAGES: [code: string, page: string, path: string][] = [
  ['18', 'a gold product page', PATHS.goldProduct],
  ['22', 'a report product page', PATHS.reportProduct],
  ['30', 'an activity page with pageId taken from storage', PATHS.activityPage],
  ['31', 'a spring-gold page carrying inviterOpenId', PATHS.springGold],
]
/** "aicode, xtsp, …: pages under the product section". */
const PRODUCT_SECTION = /- ([\w, -]+): pages under the product section/
  .exec(BIND_SUCCESS_TABLE)![1]
  .split(', ')
/** The codes that name no route of the app (src/features/account/rules.ts has their destinations). */
const NOT_ROUTES = ['7', '8', '11']

describe('the isMgm ↔ route table (account-and-shared §2, bind-success continue button)', () => {
  it('reads the spec list: 23 codes with a path, 4 pages without one, 8 product-section pages', () => {
    expect(SPEC_ROUTES).toHaveLength(23)
    for (const [, page] of SPEC_PAGES) expect(BIND_SUCCESS_TABLE).toContain(page)
    expect(PRODUCT_SECTION).toHaveLength(8)
  })

  it.each(SPEC_ROUTES)('isMgm %s → %s, and back', (code, path) => {
    expect(pathOfIsMgm(code)).toBe(path)
    expect(isMgmOf(path)).toBe(code)
  })

  it.each(SPEC_PAGES)('isMgm %s → %s: %s', (code, _page, path) => {
    expect(pathOfIsMgm(code)).toBe(path)
    expect(isMgmOf(path)).toBe(code)
  })

  it.each(PRODUCT_SECTION)('isMgm %s → a page under the product section, with that page flag', (code) => {
    const path = pathOfIsMgm(code)!
    expect(path).toMatch(/^\/product\//)
    expect(pageFlagOf(path)).toBe(code)
  })

  it('has no code the spec does not give, and one route per code', () => {
    const spec = [
      ...SPEC_ROUTES.map(([code]) => code),
      ...SPEC_PAGES.map(([code]) => code),
      ...PRODUCT_SECTION,
    ]
    expect([...ROUTE_ISMGM_CODES].sort()).toEqual([...spec].sort())
    const codes = ROUTE_FACTS.flatMap((facts) => (facts.isMgm ? [facts.isMgm] : []))
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of NOT_ROUTES) expect(pathOfIsMgm(code)).toBeUndefined()
  })

  it('a route without a code has none', () => {
    expect(isMgmOf(PATHS.wwcClient)).toBe('')
    expect(isMgmOf(undefined)).toBe('')
    expect(pathOfIsMgm('99')).toBeUndefined()
    expect(pathOfIsMgm('constructor')).toBeUndefined()
  })
})

describe('page flags', () => {
  it('one row per path', () => {
    const paths = ROUTE_FACTS.map((facts) => facts.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it("the study pages use marketing §7.5's study source flag", () => {
    for (const path of [PATHS.studyMoneyManage, PATHS.studyRule, PATHS.studyspecialprize])
      expect(pageFlagOf(path)).toBe('xywx_tyjx')
  })

  it('a route without a page flag has none', () => {
    expect(pageFlagOf(PATHS.mgmfour)).toBeUndefined()
    expect(pageFlagOf(PATHS.activityPage)).toBeUndefined()
    expect(pageFlagOf(undefined)).toBeUndefined()
  })
})
