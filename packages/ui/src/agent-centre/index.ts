/** The agent centre (SPEC §2): the panels of its pages, shown in the kit's CentreShell. Pure: props in, callbacks out. */
export * from './AgentAnnouncementsPanel';
export * from './TeamOverviewPanel';
export * from './RegisterCentrePanel';
export * from './DownlineManagementPanel';
export * from './DownlineTransferDialog';
export * from './TeamBettingPanel';
export * from './UserProfitLossPanel';
export * from './MyIncomePanel';
export * from './TransactionDetailsPanel';
export { downlineTypes, type DownlineType } from './shared/agent.types';
export * from './ContractCard';
export * from './OfferContractForm';
export * from './ContractRateConflictDialog';
export * from './ContractsPanel';
export {
  contractDecisions,
  type AgentContractItem,
  type ContractConflict,
  type ContractConflictPrompt,
  type ContractDecision,
  type ContractListFilters,
  type ContractOfferValues,
  type ContractPeriodFigures,
  type ContractPolicyView,
  type ContractSettlement,
  type OfferableDownline,
} from './shared/contract.types';
