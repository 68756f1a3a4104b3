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
