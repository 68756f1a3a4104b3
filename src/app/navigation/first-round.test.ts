import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { getNotice } from '@/api/catalogue/texts'
import { endpoints } from '@/api/endpoints'
import { forgetEarlyAnswers, TIMEOUT_MS } from '@/api/transport'
import { local, loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { startFirstRound } from './first-round'

/*
 * The first round of a shared link (docs/decisions/027-the-first-calls-beside-the-code.md): start-up asks
 * for the page's calls, and the page's own call of the same request takes that answer instead of asking again.
 */

const ORIGIN = 'https://wealth.example.com/'
const asked: string[] = []

beforeEach(() => {
  asked.length = 0
  forgetEarlyAnswers()
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname))
})
afterEach(() => {
  server.events.removeAllListeners()
  forgetEarlyAnswers()
})

const noticeAnswers = (text: string) =>
  server.use(
    mswHttp.get(`*${endpoints.catalogue.notice}`, () => HttpResponse.json({ code: '0000', data: text })),
  )

const askedFor = (path: string) => asked.filter((p) => p.endsWith(path)).length

/** What was asked until now: a last request, answered, after everything asked before it has left. */
async function askedSoFar(): Promise<string[]> {
  server.use(mswHttp.get('*/__last', () => HttpResponse.json({})))
  await fetch(`${ORIGIN}__last`)
  return asked.filter((p) => p !== '/__last')
}

describe('the first round of a shared link', () => {
  it("asks for the market's calls once: the page's own call takes the early answer", async () => {
    noticeAnswers('早到的公告')
    startFirstRound(`${ORIGIN}#/productMarket?tab=0`)
    expect(await getNotice()).toBe('早到的公告')
    expect(askedFor(endpoints.catalogue.notice)).toBe(1)
    expect(askedFor(endpoints.catalogue.marketList)).toBe(1)
    // Taken once: the next call asks again.
    await getNotice()
    expect(askedFor(endpoints.catalogue.notice)).toBe(2)
  })

  it('is forgotten once the customer leaves the first page: a later call asks afresh', async () => {
    noticeAnswers('早到的公告')
    startFirstRound(`${ORIGIN}#/productMarket`)
    forgetEarlyAnswers()
    await getNotice()
    expect(askedFor(endpoints.catalogue.notice)).toBe(2)
  })

  it('is not taken once older than a call may take: a later call asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      noticeAnswers('公告')
      startFirstRound(`${ORIGIN}#/productMarket`)
      vi.setSystemTime(Date.now() + TIMEOUT_MS + 1)
      await getNotice()
      expect(askedFor(endpoints.catalogue.notice)).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it("is another request when the customer's headers differ (someone signed in meanwhile)", async () => {
    noticeAnswers('公告')
    startFirstRound(`${ORIGIN}#/productMarket`)
    local.set('localToken', 'signed-in-meanwhile')
    await getNotice()
    expect(askedFor(endpoints.catalogue.notice)).toBe(2)
  })

  it('asks nothing when a sign-in comes with the address (a ticket, an OAuth return)', async () => {
    startFirstRound(`${ORIGIN}#/productMarket?ticket=T1`)
    startFirstRound(`${ORIGIN}?code=C1&state=S1#/productMarket`)
    startFirstRound(`${ORIGIN}?ticket=T2#/productMarketDetail?fundCode=9K210049&productType=2`)
    expect(await askedSoFar()).toEqual([])
  })

  it('asks nothing for other routes, nor for a detail without a product', async () => {
    startFirstRound(`${ORIGIN}#/pointsHome`)
    startFirstRound(`${ORIGIN}#/productMarketDetail`)
    expect(await askedSoFar()).toEqual([])
  })

  it("asks for the inviter home's config only for a customer signed in", async () => {
    startFirstRound(`${ORIGIN}#/mgmfour`)
    expect(await askedSoFar()).toEqual([])
    wxUserStore.set({ openid: 'o1', phone: '', nickname: '', headimgurl: '' })
    loginStore.save('token-1')
    startFirstRound(`${ORIGIN}#/mgmfour`)
    expect((await askedSoFar()).filter((p) => p.endsWith(endpoints.config.pageInfo))).toHaveLength(1)
  })

  it('asks for the inviter home in the app with its session token', async () => {
    session.set('appClientToken', 'app-token')
    startFirstRound(`${ORIGIN}#/mgmfour`)
    expect((await askedSoFar()).filter((p) => p.endsWith(endpoints.config.pageInfo))).toHaveLength(1)
  })
})
