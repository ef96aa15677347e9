/** How a deposit channel is described on its card: icon, limits, fee and processing time, in the UI language. */
import type { TFunction } from 'i18next';
import type { IconName } from '../../primitives/Icon';
import type { DepositChannel, DepositChannelKind, DepositRecordStatus } from './DepositPanel.types';
import type { TransactionStatus } from '../../feedback/StatusBadge';

export const depositChannelIcons: Record<DepositChannelKind, IconName> = {
  bank: 'bank',
  ewallet: 'wallet',
  crypto: 'coins',
  qr: 'qrCode',
};

/** A deposit record's status as the kit's transaction status (its badge and wording). */
export const depositRecordBadges: Record<DepositRecordStatus, TransactionStatus> = {
  pending: 'pending',
  paid: 'success',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** "Instant", "About 5 min", "1–5 min"; undefined when the channel does not say. */
export function processingLabel(t: TFunction, time: DepositChannel['processingTime']): string | undefined {
  if (time === undefined) return undefined;
  if (typeof time === 'number')
    return time <= 0 ? t('deposit.processing.instant') : t('deposit.processing.about', { minutes: time });
  const [from, to] = time;
  if (to <= 0) return t('deposit.processing.instant');
  return from === to ? t('deposit.processing.about', { minutes: to }) : t('deposit.processing.range', { from, to });
}

/** The channel's quick amounts that fall within its limits (a chip must never offer a refused amount). */
export function quickAmountsFor(channel: DepositChannel | undefined): number[] {
  if (!channel?.quickAmounts) return [];
  return channel.quickAmounts.filter((amount) => amount >= channel.min && amount <= channel.max);
}
