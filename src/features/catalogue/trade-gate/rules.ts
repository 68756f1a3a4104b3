import type { UserInfo } from '@/api/identity'
import { ELDERLY_AGE, isOverAge } from '@/shared/lib/id-card'
import type { DateInput } from '@/shared/lib/dates'
import { GATE_TEXT } from './texts'

/**
 * The trade gate (catalogue §4.7, §6, §8): what happens when a customer taps to trade, checked in the
 * spec's order. Pure: the caller passes the user info, whether a user is signed in, and "today" (the
 * server's serveTime).
 */

export type BlockReason = 'notOpened' | 'noRiskLevel' | 'riskExpired' | 'idExpired'

export type TradeGateStep =
  | { kind: 'login' }
  | { kind: 'block'; reason: BlockReason; message: string; buttonText: string }
  | { kind: 'elderly'; title: string; message: string; buttonText: string }
  | { kind: 'proceed' }

const BLOCKS: Record<BlockReason, { message: string; buttonText: string }> = {
  notOpened: { message: GATE_TEXT.notOpened, buttonText: GATE_TEXT.openAccountButton },
  noRiskLevel: { message: GATE_TEXT.noRiskLevel, buttonText: GATE_TEXT.riskTestButton },
  riskExpired: { message: GATE_TEXT.riskExpired, buttonText: GATE_TEXT.riskTestButton },
  idExpired: { message: GATE_TEXT.idExpired, buttonText: GATE_TEXT.reuploadButton },
}

const block = (reason: BlockReason): TradeGateStep => ({ kind: 'block', reason, ...BLOCKS[reason] })

export type GateUserInfo = Partial<
  Pick<
    UserInfo,
    'openStatus' | 'riskLevel' | 'riskEndDateExpired' | 'idEndDateExpired' | 'idNo' | 'serveTime'
  >
>

export interface GateContext {
  loggedIn: boolean
  /** Today for the age check; the server's serveTime wins when present. */
  today?: DateInput
}

/**
 * catalogue §4.7, in order: not logged in → login; account not opened (openStatus ≠ '1') → 快速开户;
 * no risk level → 风险测评; risk assessment expired → 前去风险测评; ID expired → 重新上传; over 60 (from
 * a 15- or 18-digit ID, on the server's date) → the elderly warning with 继续操作; otherwise proceed.
 */
export function tradeGateStep(
  userInfo: GateUserInfo | null | undefined,
  context: GateContext,
): TradeGateStep {
  if (!context.loggedIn) return { kind: 'login' }
  const info = userInfo ?? {}
  if (info.openStatus !== '1') return block('notOpened')
  if (!info.riskLevel?.trim()) return block('noRiskLevel')
  if (info.riskEndDateExpired === '1') return block('riskExpired')
  if (info.idEndDateExpired === '1') return block('idExpired')
  const today = info.serveTime || context.today || new Date()
  if (isOverAge(info.idNo || null, ELDERLY_AGE, today)) {
    return {
      kind: 'elderly',
      title: GATE_TEXT.elderlyTitle,
      message: GATE_TEXT.elderlyMessage,
      buttonText: GATE_TEXT.continueButton,
    }
  }
  return { kind: 'proceed' }
}
