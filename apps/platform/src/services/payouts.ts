/**
 * Payout providers: what pays an approved withdrawal out to the member's bank card, e-wallet or USDT address. The
 * platform talks to one through `PayoutProvider`; a real one (a bank API, a payment service, a wallet) is plugged in
 * per deployment. Calls carry the withdrawal's reference, and a provider must treat a repeated reference as the same
 * payment (answer the first result, pay once): an approval that crashed between the payout and its bookkeeping is
 * simply run again.
 *
 * `sandboxPayouts()` is the development provider: offline, nothing leaves the machine. It pays every payout, except
 * that, like a card sandbox's test numbers, a destination whose number ends in `0000` is declined, so the declined path
 * can be tried by hand; its references are derived from the withdrawal's reference, so a repeat answers the same.
 */
import { createHash } from 'node:crypto';
import type { PayoutDestination } from '../db/schema';

export interface PayoutRequest {
  /** Unique per payment (the withdrawal's); a repeat must not pay twice. */
  reference: string;
  merchantId: number;
  /** Minor units. */
  amount: number;
  destination: PayoutDestination;
}

export type PayoutResult = { status: 'paid'; providerReference: string } | { status: 'declined'; reason: string };

export interface PayoutProvider {
  readonly name: string;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

/** Destinations ending in this are declined by the sandbox (documented test numbers). */
export const SANDBOX_DECLINED_SUFFIX = '0000';

export function sandboxPayouts(): PayoutProvider {
  return {
    name: 'sandbox',
    async payout(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        return { status: 'declined', reason: 'invalid amount' };
      if (request.destination.number.endsWith(SANDBOX_DECLINED_SUFFIX))
        return {
          status: 'declined',
          reason: `sandbox: destinations ending in ${SANDBOX_DECLINED_SUFFIX} are declined`,
        };
      const digest = createHash('sha256').update(`${request.merchantId}:${request.reference}`).digest('hex');
      return { status: 'paid', providerReference: `SBX-${digest.slice(0, 20).toUpperCase()}` };
    },
  };
}
