import type { ContractType } from '@croupier/contract';
import type { PagedProps, PanelBaseProps } from '../shared/agent.types';
import type {
  AgentContractItem,
  ContractConflictPrompt,
  ContractDecision,
  ContractListFilters,
  ContractOfferValues,
  ContractPolicyView,
  OfferableDownline,
} from '../shared/contract.types';

export interface ContractsPanelProps extends PanelBaseProps, PagedProps {
  /** The page: dividend, daily, hourly or real-time salary contracts. */
  type: ContractType;
  /** The merchant's policy for the type (null while loading). */
  policy: ContractPolicyView | null;
  /** The caller's own contract of the type in force (from its upline or the merchant), if any. */
  own: AgentContractItem | null;
  /** Direct downline agents the caller may offer the type to: the offer form shows when there is one. */
  offerable: readonly OfferableDownline[];
  /** The contracts of the page (offered by the caller, or to it). */
  contracts: readonly AgentContractItem[];
  filters: ContractListFilters;
  onFiltersChange: (filters: ContractListFilters) => void;
  /** An action button of a contract was pressed. */
  onAction: (action: ContractDecision, contract: AgentContractItem) => void;
  /** The action being sent: its button spins, the contract's others wait. */
  busy?: { contractId: string; action: ContractDecision } | null;
  /** Sends an offer (see OfferContractForm's `onSubmit`). */
  onOffer: (values: ContractOfferValues) => Promise<boolean | void>;
  /** The rate conflict warning to show (null: none). */
  conflict?: ContractConflictPrompt | null;
  onConflictConfirm?: () => void;
  onConflictCancel?: () => void;
  isConflictConfirming?: boolean;
}
