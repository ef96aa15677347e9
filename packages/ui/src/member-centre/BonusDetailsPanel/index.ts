export { BonusDetailsPanel } from './BonusDetailsPanel';
export {
  bonusSources,
  bonusStatuses,
  bonusStatusLooks,
  type BonusDetailsFilters,
  type BonusDetailsPanelProps,
  type BonusDetailsSummary,
  type BonusRecord,
  type BonusSource,
  type BonusStatus,
} from './BonusDetailsPanel.types';
