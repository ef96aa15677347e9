import type { RebateRow } from './ManualRebatePanel.types';

/** validBet × rate % in whole cents, half up (the platform's own figure wins when it sends one). */
export function rebateAmount(row: RebateRow): number {
  if (row.amount !== undefined) return row.amount;
  return Math.round((Math.round(row.validBet * 100) * row.rate) / 100) / 100;
}
