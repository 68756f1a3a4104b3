import type { HttpHandler } from 'msw'
import { endpoints } from '@/api/endpoints'
import { field } from '../lib'
import { db } from '../db'
import { route, userFrom } from '../db/marketing-kit'
import {
  drawCredit,
  exchangeCredit,
  knowledges,
  stationData,
  talentOf,
  talentPrizes,
} from '../db/marketing-talent'

/** Talent station (marketing §7.3; shapes in src/api/talent.ts, rules in mocks/db/marketing-talent.ts). */
const t = () => db.marketing.talent

export const talentHandlers: HttpHandler[] = [
  route.get(endpoints.talent.initData, (ctx) => stationData(t(), userFrom(ctx, 'user_id'))),
  route.get(endpoints.talent.knowledges, (ctx) => knowledges(t(), userFrom(ctx, 'user_id').openid)),
  route.post(endpoints.talent.drawCredit, (ctx) => drawCredit(t(), userFrom(ctx, 'user_id').openid)),
  route.get(endpoints.talent.prizes, (ctx) => talentPrizes(t(), userFrom(ctx, 'user_id').openid)),
  route.post(endpoints.talent.creditExchangeCard, (ctx) =>
    exchangeCredit(t(), userFrom(ctx, 'user_id').openid, field(ctx, 'prize_id')),
  ),
  route.get(
    endpoints.talent.creditList,
    (ctx) => talentOf(t(), userFrom(ctx, 'user_id').openid).creditRecords,
  ),
  route.get(
    endpoints.talent.exchangePrizeList,
    (ctx) => talentOf(t(), userFrom(ctx, 'user_id').openid).exchangeRecords,
  ),
]
