import { followLink } from '@/shared/ui/follow-link'

/**
 * Follows a merchant button (download / store, config button links), as any configured link
 * (`followLink`): in-app routes, direct-sales links on the official domain (timestamped), other
 * https links without @ such as app-store pages. Returns whether it moved.
 */
export const openMerchantLink = followLink
