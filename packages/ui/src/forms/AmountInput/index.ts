export { AmountInput } from './AmountInput';
export type { AmountInputProps } from './AmountInput.types';
export {
  amountIssues,
  amountToText,
  formatAmount,
  normaliseAmountText,
  parseAmount,
  validateAmount,
  type AmountIssue,
  type AmountRules,
} from './amount';
export { useAmountRules, type AmountRulesOptions, type LocalizedAmountRules } from './useAmountRules';
