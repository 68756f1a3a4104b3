// The privacy step the transit pages use (account-and-shared §4).
export { usePrivacyStep } from './use-privacy-step'
export type { PrivacyStep, PrivacyStepState, UsePrivacyStepOptions } from './use-privacy-step'
export { PrivacySheet } from './components/privacy-sheet'
export { DeclinedNotice } from './components/declined-notice'
export { privacyDecision } from './rules'
export type { PrivacyDecision } from './rules'
