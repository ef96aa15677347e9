import type { HTMLAttributes } from 'react';
import type { MoneyProps } from '../shared/agent.types';
import type { AgentContractItem, ContractDecision } from '../shared/contract.types';

export interface ContractCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  contract: AgentContractItem;
  /** An action button was pressed (the site asks the platform, then refreshes the list). */
  onAction: (action: ContractDecision, contract: AgentContractItem) => void;
  /** The action being sent: its button spins and the others wait. */
  busyAction?: ContractDecision | null;
  /** The member's IANA time zone for the periods and times. */
  timeZone?: string;
}
