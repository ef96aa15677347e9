import type { HTMLAttributes } from 'react';
import type { IconName } from '../../primitives/Icon';

/** Deposits and withdrawals, from the order to the member's receipt confirmation (SPEC §4). */
export const transactionStatuses = [
  'pending',
  'processing',
  'awaitingReceipt',
  'success',
  'failed',
  'rejected',
  'cancelled',
  'expired',
  'received',
  'partiallyReceived',
  'notReceived',
  'forcedReceived',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Activities (promotions): what the member can do, or where the request stands. */
export const activityStatuses = [
  'join',
  'claim',
  'applying',
  'inProcess',
  'joined',
  'issued',
  'claimed',
  'rejected',
  'closed',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** Agent contract requests. */
export const contractStatuses = ['new', 'termination', 'signed', 'cancelled', 'refused'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Redeemed rewards (points exchange). */
export const redemptionStatuses = ['applying', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** Bets (rounds). */
export const betStatuses = ['pending', 'won', 'lost', 'cancelled'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const statusKinds = ['transaction', 'activity', 'contract', 'redemption', 'bet'] as const;
export type StatusKind = (typeof statusKinds)[number];

/** Every status list by kind: the site and the platform use the same names. */
export const statusesByKind = {
  transaction: transactionStatuses,
  activity: activityStatuses,
  contract: contractStatuses,
  redemption: redemptionStatuses,
  bet: betStatuses,
} as const satisfies Record<StatusKind, readonly string[]>;

export type StatusOf<K extends StatusKind> = (typeof statusesByKind)[K][number];

export const statusBadgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

export const statusBadgeSizes = ['sm', 'md'] as const;
export type StatusBadgeSize = (typeof statusBadgeSizes)[number];

export interface StatusLook {
  tone: StatusBadgeTone;
  icon: IconName;
}

/** One kind and one of its statuses; TypeScript rejects a status of another kind. */
export type StatusBadgeStatus = { [K in StatusKind]: { kind: K; status: StatusOf<K> } }[StatusKind];

export type StatusBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  StatusBadgeStatus & {
    size?: StatusBadgeSize;
    /** Replaces the localized status text (rarely needed: a merchant's own wording). */
    label?: string;
    /** Leaves the icon out (default: shown). */
    hasIcon?: boolean;
  };
