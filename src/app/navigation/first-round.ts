import {
  MARKET_PAGE_SIZE,
  marketDetailRequest,
  marketListRequest,
  marketNavRequest,
  noticeRequest,
} from '@/api/catalogue/requests'
import { findByTypeRequest, pageConfigRequest } from '@/api/config-requests'
import { isOAuthReturn } from '@/api/auth/oauth-return'
import { askEarly, type HttpRequest } from '@/api/transport'
import { detailProductTypeOf, firstNavQuery, navFirst } from '@/features/catalogue/detail/params'
import { readMainTab, readTypeTab } from '@/features/catalogue/market/tabs'
import { STORY_PICTURE, storyShownBefore } from '@/features/campaign/inviter/story'
import { CAMPAIGN_PAGE_FLAGS } from '@/shared/lib/page-flags'
import { PATHS } from '@/shared/lib/paths'
import { loginStore, session } from '@/shared/lib/storage'
import { hashPath } from './start-page'

/*
 * The first round of calls of the shared-link routes, asked by start-up as soon as the entry runs, while the
 * app's code is still on its way (docs/decisions/027-the-first-calls-beside-the-code.md). Each is the very request the page
 * sends once its code has run (the same builders: api/catalogue/requests.ts, api/config-requests.ts, and the
 * page's own reading of its address), so the page's call takes the answer that is already there or on its
 * way (api/transport.ts, `askEarly`). A request that turns out different (the customer signed in meanwhile,
 * a list coming back from memory) is simply asked again by the page. This module is in the entry chunk: it
 * imports no React, no schema and no shell code.
 */

type Round = (query: URLSearchParams) => HttpRequest[]

const ROUNDS: Record<string, Round> = {
  // The market's first page under the address's tabs, and its notice (catalogue §2.2, §2.5, §4.1).
  [PATHS.productMarket]: (query) => [
    marketListRequest(
      {
        pageNum: 1,
        pageSize: MARKET_PAGE_SIZE,
        productType: readTypeTab(query.get('type')),
        prodSaleCustom: readMainTab(query.get('tab')),
      },
      'custom',
    ),
    noticeRequest(),
  ],
  // The product, and 历史净值's first range where the page shows it first (catalogue §2.6, §4.5).
  [PATHS.productMarketDetail]: (query) => {
    const prodCode = (query.get('fundCode') ?? '').trim()
    const productType = detailProductTypeOf(query.get('productType'))
    if (!prodCode) return []
    const round = [marketDetailRequest(prodCode, productType)]
    if (navFirst(prodCode, productType)) round.push(marketNavRequest(firstNavQuery(prodCode)))
    return round
  },
  // The inviter home's config and, for a first-time visitor, the story's picture (marketing §2.1, §7.2), for a
  // customer signed in (in WeChat or the app): anyone else is on the way to a sign-in first.
  [PATHS.mgmfour]: () =>
    !loginStore.isValid() && !session.get('appClientToken')
      ? []
      : [
          pageConfigRequest(CAMPAIGN_PAGE_FLAGS.inviter),
          ...(storyShownBefore() ? [] : [findByTypeRequest(STORY_PICTURE.type, STORY_PICTURE.category)]),
        ],
}

/**
 * Asks for the first round of the route at this address, if it is a shared-link route and no sign-in comes
 * with it: a ticket or an OAuth return signs a customer in first, and the page's calls are theirs.
 */
export function startFirstRound(href: string): void {
  try {
    const { hash, search } = new URL(href)
    const round = ROUNDS[hashPath(hash)]
    if (!round || /[?&]ticket=/.test(search + hash) || isOAuthReturn(href)) return
    const at = hash.indexOf('?')
    round(new URLSearchParams(at < 0 ? '' : hash.slice(at + 1))).forEach(askEarly)
  } catch {
    // Storage or the environment unreadable: the page asks for its calls itself, as it always can.
  }
}
