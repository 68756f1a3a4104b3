import { PrizeRecord, type CardViewType } from '@/api/mgm-prizes'
import { isRecord, parse } from '@/api/schema'

/** One copyable value of a prize card. */
export interface CardField {
  key: 'accountNum' | 'cami'
  label: string
  copyLabel: string
}

export interface PrizeCard {
  kind: 'codePassword' | 'link' | 'exchangeCode'
  title: string
  fields: CardField[]
  /** Card 1 can copy code and password together (marketing §2.4). */
  copyBoth: boolean
}

const CARDS: Record<CardViewType, PrizeCard> = {
  1: {
    kind: 'codePassword',
    title: '卡券信息',
    fields: [
      { key: 'accountNum', label: '卡号', copyLabel: '复制卡号' },
      { key: 'cami', label: '卡密', copyLabel: '复制卡密' },
    ],
    copyBoth: true,
  },
  2: {
    kind: 'link',
    title: '领取链接',
    fields: [{ key: 'accountNum', label: '链接', copyLabel: '复制链接' }],
    copyBoth: false,
  },
  3: {
    kind: 'exchangeCode',
    title: '兑换码',
    fields: [{ key: 'accountNum', label: '兑换码', copyLabel: '复制兑换码' }],
    copyBoth: false,
  },
}

/**
 * marketing §2.4: cardViewType 1 coupon code plus password, 2 link, 3 exchange code (an unknown type
 * reads as 3, so the user still gets something to copy).
 */
export function prizeCardFor(cardViewType: CardViewType): PrizeCard {
  return CARDS[cardViewType]
}

/** "Copy both": code and password on two lines, as a user pastes them into a shop's gift-card form. */
export function bothText(record: Pick<PrizeRecord, 'accountNum' | 'cami'>): string {
  return `卡号：${record.accountNum}\n卡密：${record.cami}`
}

/**
 * The prize the record page kept in session storage, read like the server's record (codes sent as
 * numbers become their text). It is usable when it is an object with at least a name or a code.
 */
export function readStoredPrize(value: unknown): PrizeRecord | null {
  if (!isRecord(value)) return null
  const record = parse(PrizeRecord, value)
  return record.prizesName || record.accountNum ? record : null
}
