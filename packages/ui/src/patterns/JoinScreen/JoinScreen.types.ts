import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

/** One commission tier of the affiliate programme: what a month needs, and the rate it pays. */
export interface CommissionTier {
  id: string;
  /** Active members (who bet in the month) the agent needs. */
  activeMembers: number;
  /** Net profit of the agent's members in the month the tier needs (major units). */
  minProfit: number;
  /** The commission on that profit, as a fraction (0.35 is 35 %). */
  rate: number;
}

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

export interface JoinScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /**
   * The level of the screen's title: 1 (the default) when it is the page's heading, 2 inside a page that already has
   * its h1 (the site's section pages). The look is the same.
   */
  titleLevel?: 1 | 2;
  /** The programme's tiers, lowest first (the order given is kept). */
  tiers: readonly CommissionTier[];
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
}
