import type { HTMLAttributes } from 'react';
import type { MoneyProps } from '../shared/agent.types';
import type { ContractOfferValues, ContractPolicyView, OfferableDownline } from '../shared/contract.types';

export interface OfferContractFormProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onSubmit'>, MoneyProps {
  policy: ContractPolicyView;
  /** The caller's own rate of this type (its contract in force): no offer may be above it. Null: the policy's maximum. */
  ownRate: number | null;
  /** The direct downline agents that may be offered this type. */
  offerable: readonly OfferableDownline[];
  /**
   * Sends the offer. Resolve to show the success and clear the form (resolve `false` when it was not sent, e.g. the
   * member cancelled a warning: the values stay); reject with a `CentreSubmitError` to show why not.
   */
  onSubmit: (values: ContractOfferValues) => Promise<boolean | void>;
}
