export * from './variant'
export * from './rules'
export { useCampaignUser, type CampaignUser, type ResolvedCampaignUser } from './use-campaign-user'
export { useAccountActions, OPEN_LINK_UNAVAILABLE, type AccountActions } from './use-account-actions'
export { usePageConfig, type CampaignPageConfig } from './use-page-config'
export { STAFF_CLIENT_ID_PARAM, staffIdFromLink, useVisitTracking } from '@/api/visit-tracking'
// CampaignGate (with its modal) is imported from './campaign-gate' by the pages that show it, so the pages
// that only need the rules and hooks here (the inviter home's first visit) do not carry it.
export { BIND_NUM, BIND_NUM_APP, OPENED_ACC, XYJ } from './texts'
