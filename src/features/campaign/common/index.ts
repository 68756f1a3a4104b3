export * from './variant'
export * from './rules'
export { useCampaignUser, resolveCampaignUser, type CampaignUser } from './use-campaign-user'
export { usePageConfig, type CampaignPageConfig } from './use-page-config'
