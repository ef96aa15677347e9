export { ManualRebatePanel } from './ManualRebatePanel';
export { rebateAmount } from './rebateAmount';
export type { ManualRebatePanelProps, RebateClaim, RebateRow } from './ManualRebatePanel.types';
