import { signedIn } from '@/api/auth/signed-in'
import type { ChanceInfo, DrawPrizeType, DrawResult } from '@/api/draws'
import { drawCarbonPrizeNew, drawWalletPrizeNew, getLuckDrawChance, getTransferDrawChance } from '@/api/draws'
import { drawPointsPrize } from '@/api/points'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/** Which pool and calls a draw page uses (marketing §2.10, §7.4; pools in src/api/draws.ts). */
export type DrawVariant = 'points' | 'card' | 'union'

export interface DrawSetup {
  title: string
  subtitle: string
  pageFlag: string
  chances: (userId: string) => Promise<ChanceInfo>
  draw: (userId: string) => Promise<DrawResult>
}

export const DRAW_SETUPS: Record<DrawVariant, DrawSetup> = {
  points: {
    title: '幸运抽奖',
    subtitle: '积分好礼 天天有惊喜',
    pageFlag: 'xywx_drawprize',
    chances: (user_id) => getLuckDrawChance({ user_id, page_flag: 'xywx_drawprize' }),
    draw: (user_id) => drawPointsPrize({ user_id, event_id: 'xywx_drawprize' }),
  },
  card: {
    title: '绿色权益抽奖',
    subtitle: '答题赢机会 低碳好礼等你拿',
    pageFlag: 'xywx_letter_card',
    chances: (user_id) => getLuckDrawChance({ user_id, page_flag: 'xywx_letter_card' }),
    draw: (userId) =>
      drawCarbonPrizeNew({ userId, pageFlag: 'xywx_letter_card', eventId: 'xywx_letter_card' }),
  },
  union: {
    title: '转账有礼抽奖',
    subtitle: '转账达标 赢京东E卡',
    pageFlag: 'xywx_zzlq',
    chances: (appUserId) => getTransferDrawChance({ appUserId, pageFlag: 'xywx_zzlq' }),
    draw: (user_id) => drawWalletPrizeNew({ user_id, page_flag: 'xywx_zzlq' }),
  },
}

/** The id the draw calls key the user on: the openid in WeChat, the client number in the app (issue 9). */
export const currentUserId = (): string => signedIn().userId

/** How long the box animates before the result shows (ms). */
export const DRAW_ANIMATION_MS = 800

export const NO_CHANCE_HINT = '抽奖机会已用完，完成活动任务可获得更多机会'

/** Chances left: 0 before they load and never negative. */
export const chanceCount = (info: Pick<ChanceInfo, 'chanceNum'> | null | undefined): number =>
  info && info.chanceNum > 0 ? info.chanceNum : 0

/** The draw button: disabled while drawing or with no chance left. */
export function drawButton(chances: number, drawing: boolean): { label: string; disabled: boolean } {
  if (drawing) return { label: '抽奖中…', disabled: true }
  if (chances <= 0) return { label: '暂无抽奖机会', disabled: true }
  return { label: '立即抽奖', disabled: false }
}

/** What the result says by prize type (0 nothing, 1 points, 2 e-card, 3 physical prize). */
export function resultCopy(result: Pick<DrawResult, 'isWin' | 'prizeType' | 'prizeName'>): {
  headline: string
  detail: string
} {
  if (result.isWin !== '1' || result.prizeType === 0)
    return { headline: '很遗憾，未中奖', detail: '好运正在路上，下次再来试试吧' }
  const name = result.prizeName.trim() || EMPTY_TEXT
  switch (result.prizeType) {
    case 1:
      return { headline: `恭喜获得${name}`, detail: '积分已发放至您的积分账户' }
    case 2:
      return { headline: `恭喜获得${name}`, detail: '卡券已发放，可在“我的权益”中查看' }
    case 3:
      return { headline: `恭喜获得${name}`, detail: '工作人员将与您联系登记收货信息，请保持电话畅通' }
    default:
      return { headline: `恭喜获得${name}`, detail: '奖品已发放' }
  }
}

/** Where a prize record row leads: e-cards open their detail on /cardqy. */
export const recordTarget = (prizeType: DrawPrizeType): AppPath | null =>
  prizeType === 2 ? PATHS.cardqy : null

/** A text field as shown: `--` when empty. */
export const show = (v: string): string => (v.trim() ? v : EMPTY_TEXT)
