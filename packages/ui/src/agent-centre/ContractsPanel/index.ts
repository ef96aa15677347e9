export { ContractsPanel } from './ContractsPanel';
export type { ContractsPanelProps } from './ContractsPanel.types';
