import { oneOf } from './schema'

/**
 * Four-step invitation: the invited friend's two task flags (marketing §4.2), read by the invite progress
 * (./mgm-progress.ts) and by saving an invitation (./mgm-invites.ts). Conventions: ./mgm.ts.
 */

/** marketing §4.2: 0 not done, 1 done, 2 similar activity, 3 cancelled/transferred account, 4 bought before. */
export type FirstPurchaseFlag = 0 | 1 | 2 | 3 | 4
/** marketing §4.2: 0 not done, 1 holding met, 2 similar holding reward, 3 cancelled account. */
export type PositionFlag = 0 | 1 | 2 | 3

/** An unknown first-purchase / position code reads as "not done" (0). */
export const firstPurchaseFlag = () => oneOf([0, 1, 2, 3, 4] as const, 0)
export const positionFlag = () => oneOf([0, 1, 2, 3] as const, 0)
