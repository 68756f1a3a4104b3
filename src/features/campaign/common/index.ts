export * from './variant'
export * from './rules'
export {
  useCampaignUser,
  resolveCampaignUser,
  type CampaignUser,
  type ResolvedCampaignUser,
} from './use-campaign-user'
export { useAccountActions, OPEN_LINK_UNAVAILABLE, type AccountActions } from './use-account-actions'
export { usePageConfig, type CampaignPageConfig } from './use-page-config'
export {
  STAFF_CLIENT_ID_PARAM,
  staffIdFromLink,
  useVisitTracking,
  visitForwardRecords,
  type VisitContext,
} from './visit-tracking'
export { CampaignGate } from './campaign-gate'
export { BIND_NUM, BIND_NUM_APP, OPENED_ACC, XYJ } from './texts'
