import { wxUserStore } from '@/shared/lib/storage'

/** The signed-in user's id the points calls take (the route gate signs users in first). */
export const useUserId = (): string => wxUserStore.get()?.openid ?? ''
