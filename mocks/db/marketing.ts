import { seedUsers } from './users'
import { seedMgm, type MgmDb } from './marketing-mgm'
import { seedReferral, type ReferralDb } from './marketing-referral'
import { seedPoints, type PointsDb } from './marketing-points'
import { seedDraws, type DrawsDb } from './marketing-draws'
import { seedTalent, type TalentDb } from './marketing-talent'
import type { QuizDb } from './marketing-quiz'
import {
  recordFirstPurchase as mgmFirstPurchase,
  recordQualifyingHolding as mgmQualifyingHolding,
  type CoinCredit,
} from './marketing-mgm-rules'

/**
 * The marketing area's store (marketing.md): the four-step campaign, referrals, points, draws, the
 * talent station and quiz rewards. Per-user state is keyed by the user's openid. The seed gives the
 * scenario users (mocks/db/users.ts) a realistic campaign:
 *
 * - `opened`: an inviter with 7 friends covering every firstPurchaseFlag/positionFlag value and row
 *   button (marketing §4.2, §4.3), 65 usable and 50 used coins, 5 coins waiting, one exchanged prize
 *   per card kind; 1280 points, a sign-in streak, draw chances in several pools, talent credit.
 * - `whitelisted`: isWhite 1 with two friends, referrals and a few points.
 * - everyone else starts empty.
 *
 * The coin rules are documented in marketing-mgm-rules.ts, the others beside their store.
 */
export interface MarketingDb {
  mgm: MgmDb
  referral: ReferralDb
  points: PointsDb
  draws: DrawsDb
  talent: TalentDb
  quiz: QuizDb
}

export function seedMarketing(): MarketingDb {
  const users = seedUsers()
  return {
    mgm: seedMgm(users),
    referral: seedReferral(users),
    points: seedPoints(users),
    draws: seedDraws(users),
    talent: seedTalent(users),
    quiz: {},
  }
}

/**
 * An invited friend (openid, or phone for a friend added by phone) made the first purchase: other mock
 * areas call this when a purchase succeeds, e.g. `recordFirstPurchase(db.marketing, openid)`.
 */
export const recordFirstPurchase = (store: MarketingDb, openid: string): CoinCredit[] =>
  mgmFirstPurchase(store.mgm, openid)

/** An invited friend's holdings reached the qualifying amount (10,000 yuan). */
export const recordQualifyingHolding = (store: MarketingDb, openid: string): CoinCredit[] =>
  mgmQualifyingHolding(store.mgm, openid)

export type { CoinCredit }
