/** Each status's tone and icon, by kind: one table, read by the badge and by anyone who needs the tone alone. */
import type { StatusKind, StatusLook, StatusOf } from './StatusBadge.types';

export const statusLooks: { [K in StatusKind]: Record<StatusOf<K>, StatusLook> } = {
  transaction: {
    pending: { tone: 'warning', icon: 'clock' },
    processing: { tone: 'info', icon: 'refresh' },
    awaitingReceipt: { tone: 'accent', icon: 'receipt' },
    success: { tone: 'success', icon: 'success' },
    failed: { tone: 'danger', icon: 'error' },
    rejected: { tone: 'danger', icon: 'close' },
    cancelled: { tone: 'neutral', icon: 'minus' },
    expired: { tone: 'neutral', icon: 'history' },
    received: { tone: 'success', icon: 'check' },
    partiallyReceived: { tone: 'warning', icon: 'warning' },
    notReceived: { tone: 'danger', icon: 'error' },
    forcedReceived: { tone: 'warning', icon: 'lock' },
  },
  activity: {
    join: { tone: 'accent', icon: 'plus' },
    claim: { tone: 'accent', icon: 'promo' },
    applying: { tone: 'info', icon: 'clock' },
    inProcess: { tone: 'info', icon: 'refresh' },
    joined: { tone: 'success', icon: 'check' },
    issued: { tone: 'success', icon: 'verified' },
    claimed: { tone: 'success', icon: 'success' },
    rejected: { tone: 'danger', icon: 'close' },
    closed: { tone: 'neutral', icon: 'lock' },
    comingSoon: { tone: 'neutral', icon: 'sparkles' },
  },
  contract: {
    new: { tone: 'accent', icon: 'sparkles' },
    termination: { tone: 'warning', icon: 'warning' },
    signed: { tone: 'success', icon: 'verified' },
    cancelled: { tone: 'neutral', icon: 'minus' },
    refused: { tone: 'danger', icon: 'close' },
  },
  redemption: {
    applying: { tone: 'info', icon: 'clock' },
    approved: { tone: 'success', icon: 'success' },
    rejected: { tone: 'danger', icon: 'close' },
  },
  bet: {
    pending: { tone: 'info', icon: 'clock' },
    won: { tone: 'success', icon: 'reward' },
    lost: { tone: 'danger', icon: 'close' },
    cancelled: { tone: 'neutral', icon: 'minus' },
  },
};

/** The tone and icon of one status. */
export function statusLook<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusLook {
  return (statusLooks[kind] as Record<string, StatusLook>)[status]!;
}
