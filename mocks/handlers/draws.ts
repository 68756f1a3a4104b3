import type { HttpHandler } from 'msw'
import { endpoints } from '@/api/endpoints'
import { field, type MockContext } from '../lib'
import { db, type MockUser } from '../db'
import { route, userFrom } from '../db/marketing-kit'
import {
  awardSpecial,
  chanceInfo,
  drawFrom,
  poolForPageFlag,
  poolOf,
  receiveWaitChances,
  recordsOf,
  recordSpecialQuery,
  specialPrizes,
  userPrize,
  wheelOf,
  type Pool,
} from '../db/marketing-draws'
import { creditPoints } from '../db/marketing-points'

/**
 * Draws, special invite, financial manager and transfer account (marketing §7.4; shapes in
 * src/api/draws.ts, rules in mocks/db/marketing-draws.ts). converChance and receiveWaitDrawChance also
 * serve the study and transfer-special quiz claims; transferPrizeRecord answers the records of the pool
 * its page flag names, like getLuckDrawChance.
 */

const d = () => db.marketing.draws
const me = (ctx: MockContext): MockUser => userFrom(ctx, 'user_id', 'userId', 'appUserId')

/**
 * The customer an `appUserId` names: the app client number (account-and-shared §7, docs/api-contract.md
 * "Which id a call takes"), never the openid; undefined for any other id (no app account, no records).
 */
const appUser = (ctx: MockContext): MockUser | undefined => {
  const appUserId = field(ctx, 'appUserId')
  return appUserId ? Object.values(db.users).find((u) => u.appClientNo === appUserId) : undefined
}

const draw = (pool: Pool) => (ctx: MockContext) => {
  const openid = me(ctx).openid
  return drawFrom(d(), openid, pool, (value, name) => creditPoints(db.marketing.points, openid, value, name))
}

/** Friends who count for the special invite: the user's four-step invitations that are still valid. */
const validInvites = (openid: string) =>
  db.marketing.mgm.records.filter(
    (r) => r.inviterId === openid && r.firstPurchaseFlag <= 1 && r.positionFlag <= 1,
  ).length

export const drawsHandlers: HttpHandler[] = [
  route.post(endpoints.draws.walletDrawPrizeNew, draw('transfer')),
  route.post(endpoints.draws.carbonDrawPrizeNew, draw('carbon')),
  route.get(endpoints.draws.luckDrawChance, (ctx) =>
    chanceInfo(poolOf(d(), me(ctx).openid, poolForPageFlag(field(ctx, 'page_flag')))),
  ),
  route.get(endpoints.draws.userPrize, (ctx) => userPrize(d(), String(ctx.params.id ?? ''))),
  route.post(endpoints.draws.specialSaveQueryRecord, (ctx) => {
    recordSpecialQuery(d(), me(ctx).openid)
    return null
  }),
  route.post(endpoints.draws.specialAwardPrize, (ctx) => {
    const openid = me(ctx).openid
    return awardSpecial(d(), openid, field(ctx, 'prize_id'), validInvites(openid))
  }),
  route.get(endpoints.draws.specialInvitePrize, (ctx) => {
    const openid = me(ctx).openid
    return specialPrizes(d(), openid, validInvites(openid))
  }),
  route.get(endpoints.draws.fmActivityInfo, (ctx) => {
    const openid = me(ctx).openid
    return {
      ...chanceInfo(poolOf(d(), openid, 'study')),
      studyFinished: db.marketing.quiz[`${openid}:study`] ? '1' : '0',
      prizeList: wheelOf('study'),
    }
  }),
  route.get(endpoints.draws.fmDrawPrizeRecord, (ctx) => recordsOf(d(), me(ctx).openid, 'study')),
  route.post(endpoints.draws.fmConverChance, (ctx) =>
    receiveWaitChances(d(), me(ctx).openid, 'study', '完成理财学习'),
  ),
  route.get(endpoints.draws.taInitDrawChance, (ctx) => chanceInfo(poolOf(d(), me(ctx).openid, 'transfer'))),
  // The records of the pool the page flag names (the transfer pool when none is sent), keyed on the
  // client number: an openid sent as appUserId names no app customer and has none.
  route.get(endpoints.draws.taPrizeRecord, (ctx) => {
    const pageFlag = field(ctx, 'pageFlag')
    const user = appUser(ctx)
    return user ? recordsOf(d(), user.openid, pageFlag ? poolForPageFlag(pageFlag) : 'transfer') : []
  }),
  route.get(endpoints.draws.taUserPrizeList, () => wheelOf('transfer')),
  route.get(
    endpoints.draws.taDrawChanceRecord,
    (ctx) => poolOf(d(), me(ctx).openid, 'transfer').chanceRecords,
  ),
  route.post(endpoints.draws.taReceiveWaitDrawChance, (ctx) =>
    receiveWaitChances(d(), me(ctx).openid, 'transfer', '领取待领取机会'),
  ),
]
