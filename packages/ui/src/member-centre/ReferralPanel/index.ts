export { ReferralPanel } from './ReferralPanel';
export type { Referee, ReferralPanelProps, ReferralTerms } from './ReferralPanel.types';
