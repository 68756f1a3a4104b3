import type { SignedInKind } from '@/api/auth/signed-in'

/**
 * The keys of the campaign's composite reads, defined in this feature because their query functions make
 * several calls or run feature code (docs/architecture.md, "Server state"): the campaign user
 * (use-campaign-user.ts) and the inviter's QR poster (inviter/components/poster-overlay.tsx).
 */
export const campaignKeys = {
  all: ['campaign'] as const,
  user: (kind: SignedInKind, userId: string, phone: string) =>
    [...campaignKeys.all, 'user', kind, userId, phone] as const,
  poster: (inviterFlag: string, link: string, inviterId: string, background: string) =>
    [...campaignKeys.all, 'poster', inviterFlag, link, inviterId, background] as const,
}
