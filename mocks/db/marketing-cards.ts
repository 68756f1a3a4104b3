import type { CardViewType, PrizeRecord } from '@/api/mgm-prizes'
import { addDays, cardCode, dateStr, dateTimeStr } from './marketing-util'

/** E-card prize records shared by the four-step exchange, the talent station and the draws (marketing §2.4). */

const INSTRUCTIONS: Record<CardViewType, string> = {
  1: '<p>1. 打开京东APP，进入“我的-钱包-礼品卡”；</p><p>2. 选择“绑定新卡”，输入卡号和卡密完成绑定；</p><p>3. 有效期内可在京东自营商品结算时抵扣，过期作废。</p>',
  2: '<p>1. 点击“复制链接”，在手机浏览器中打开；</p><p>2. 按页面提示将卡券领取至您的账户；</p><p>3. 链接仅可使用一次，请勿转发他人。</p>',
  3: '<p>1. 复制兑换码；</p><p>2. 打开商城APP，进入“我的-兑换中心”，粘贴兑换码完成兑换；</p><p>3. 兑换码在有效期内使用，过期作废。</p>',
}

/** The n-th card of a user (1-based) shows as 1 → 2 → 3 → 1 ... so every card kind appears. */
export const cardViewTypeFor = (n: number): CardViewType => (((Math.max(1, n) - 1) % 3) + 1) as CardViewType

export function buildPrizeRecord(
  prizesName: string,
  cardViewType: CardViewType,
  seedText: string,
  sentAt: Date,
): PrizeRecord {
  const { code, password } = cardCode(seedText)
  return {
    prizesName,
    prizeSendTime: dateTimeStr(sentAt),
    accountNum: cardViewType === 2 ? `https://card.example.com/redeem?code=${code}` : code,
    cami: cardViewType === 1 ? password : '',
    deadline: dateStr(addDays(sentAt, 365)),
    status: '已发放',
    prizeType: '电子卡券',
    instructions: INSTRUCTIONS[cardViewType],
    cardViewType,
  }
}
