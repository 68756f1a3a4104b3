import { openConfigLink } from '../components/go-to-target'

/**
 * Follows a merchant button (download / store, config button links), as any configured link
 * (`openConfigLink`): in-app routes, direct-sales links on the official domain (timestamped), other
 * https links without @ such as app-store pages. Returns whether it moved.
 */
export const openMerchantLink = openConfigLink
