import type { TalentParams, TalentPrize } from '@/api/talent'
import { EMPTY_TEXT } from '@/shared/lib/format'

/** The station's page flag (marketing §7.3 calls carry user_id and page_flag). */
export const TALENT_PAGE_FLAG = 'xywx_talent'

/** user_id is the signed-in customer's userId: the openid in WeChat, the client number in the app. */
export const talentParams = (userId: string): TalentParams => ({
  user_id: userId,
  page_flag: TALENT_PAGE_FLAG,
})

/** Signed credit for a record row: +8 / -50. */
export const signedCredit = (value: number): string => (value > 0 ? `+${value}` : String(value))

/** What a prize row's button says and whether it can be tapped (isEnough: 1 enough, 0 not, 2 sold out). */
export function prizeAction(prize: Pick<TalentPrize, 'isEnough' | 'stock'>): {
  label: string
  enabled: boolean
} {
  if (prize.isEnough === 2 || !(prize.stock > 0)) return { label: '已兑完', enabled: false }
  if (prize.isEnough === 1) return { label: '立即兑换', enabled: true }
  return { label: '学分不足', enabled: false }
}

/** A text as shown (`--` when empty); counts show as they are. */
export const show = (v: string | number): string =>
  typeof v === 'number' ? String(v) : v.trim() ? v : EMPTY_TEXT
