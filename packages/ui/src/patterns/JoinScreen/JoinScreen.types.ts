import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

/** One commission tier of the affiliate programme: what a month needs, and the rate it pays. */
export interface CommissionTier {
  id: string;
  /** Active members the agent needs in the month. */
  activeMembers: number;
  /** The least net profit or valid bet (the programme's `tierBasis`) of those members in the month (major units). */
  minAmount: number;
  /** The commission, as a fraction (0.35 is 35 %). */
  rate: number;
}

/** What a tier's amount counts: the members' net profit, or their valid bets. */
export const commissionTierBases = ['netProfit', 'validBet'] as const;
export type CommissionTierBasis = (typeof commissionTierBases)[number];

/** How an applicant can be reached. */
export const agentContactMethods = ['mobile', 'email', 'telegram', 'whatsapp', 'line', 'zalo'] as const;
export type AgentContactMethod = (typeof agentContactMethods)[number];

/** Where the applicant would find members. */
export const agentChannels = ['social', 'website', 'community', 'streaming', 'offline', 'other'] as const;
export type AgentChannel = (typeof agentChannels)[number];

export interface AgentApplication {
  name: string;
  contactMethod: AgentContactMethod;
  contact: string;
  channel: AgentChannel;
  /** Optional, trimmed; empty when not given. */
  message: string;
}

/** A way to reach the affiliate team. */
export interface AffiliateContact {
  method: AgentContactMethod;
  /** The handle, number or address. */
  value: string;
}

/** The signed-in agent's own affiliate summary: shown instead of the application, which an agent does not need. */
export interface JoinAgentAffiliate {
  /** The agent's invitation code. */
  code: string;
  /** The registration link on each of the site's domains (absolute), in order. */
  links: readonly { domain: string; url: string }[];
  /** Accounts registered through the code this month, and in all. */
  registrationsThisMonth: number;
  registrationsTotal: number;
}

export interface JoinScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /**
   * The level of the screen's title: 1 (the default) when it is the page's heading, 2 inside a page that already has
   * its h1 (the site's section pages). The look is the same.
   */
  titleLevel?: 1 | 2;
  /**
   * Leaves the screen's own title out, for a page whose heading already says it (the site's section pages, whose
   * h1 is the route's title); the screen's sections stay h2, right under that h1.
   */
  isTitleHidden?: boolean;
  /** The programme's tiers, lowest first (the order given is kept); empty: none is published. */
  tiers: readonly CommissionTier[];
  /** What the tiers' amounts count (default: net profit). */
  tierBasis?: CommissionTierBasis;
  /**
   * A member is active in a month with deposits of at least this (major units; 0: any deposit). With it the terms
   * (monthly settlement, who counts as active) are shown under the tiers.
   */
  activeMemberMinDeposit?: number | null;
  /** Ways to reach the affiliate team, shown under the tiers. */
  contacts?: readonly AffiliateContact[];
  /** Sends the application; reject with `{ code, message }` (the data layer's ApiError) to show why. */
  onApply: (application: AgentApplication) => Promise<void> | void;
  /** Values to start from (a logged-in member's name and mobile). */
  defaultValues?: Partial<AgentApplication>;
  /** The tiers are loading. */
  isLoading?: boolean;
  /** The tiers could not be loaded. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Most characters of the message (default 500). */
  messageMaxLength?: number;
  /**
   * The member is an agent: "your affiliate links" (code, a link per domain to copy, registrations) comes first and
   * the application (and the hero's button to it) is left out.
   */
  agent?: JoinAgentAffiliate;
}
