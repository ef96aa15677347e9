/**
 * The payment provider interface: what a deposit needs from a payment gateway. A provider creates the payment of an
 * order (its hosted pay page and what the member must do to pay) and verifies the gateway's callbacks from the raw body
 * and headers exactly as they arrived (a signature is over bytes, not over a re-serialization), and knows how its
 * gateway expects to be answered. services/deposits.ts owns the rules (idempotency, order states, the credit); a
 * provider only speaks its gateway's protocol. The platform ships the sandbox (sandbox.ts), which works offline.
 */
import type { DepositChannelKind } from '@croupier/contract';

export interface PaymentRequest {
  merchant: { id: number; code: string; name: string };
  orderNo: string;
  /** What the payer pays, minor units. */
  amount: number;
  channel: { key: string; kind: DepositChannelKind; name: string; instructions: Record<string, string> };
  expiresAt: Date;
  /** The member's language (the hosted page speaks it). */
  language: string;
}

export interface PaymentInstructions {
  /** The gateway's hosted pay page. */
  payUrl: string;
  /** What the deposit page shows: payee details, a QR text, the reference to quote. */
  instructions: Record<string, string>;
}

/** A callback whose signature and time passed: what the gateway says happened to an order's payment. */
export interface VerifiedEvent {
  /** The gateway's id of this notice (a redelivery carries the same id). */
  eventId: string;
  merchantCode: string;
  orderNo: string;
  status: 'paid' | 'failed';
  /** What the payer paid, minor units. */
  amount: number;
  /** The gateway's reference of the payment. */
  providerRef: string;
  /** When the gateway says it happened, ms since the epoch. */
  timestamp: number;
}

export type CallbackRefusal =
  /** Not a notice of this gateway's format. */
  | 'malformed'
  /** Missing or wrong signature (or a merchant with no secret). */
  | 'signature'
  /** Signed too long ago, or in the future: a replay or a clock far off. */
  | 'late'
  | 'unknown_order'
  | 'amount_mismatch'
  /** A payment for an order that is no longer payable (expired, failed, or paid by another payment). */
  | 'order_closed'
  /** An event id already used for a notice with other content. */
  | 'event_conflict';

export type CallbackVerification =
  | {
      ok: true;
      event: VerifiedEvent;
      /** SHA-256 of the notice's content: what makes a redelivery the same event. */ payloadHash: string;
    }
  | { ok: false; refusal: CallbackRefusal };

/** What the platform concluded from a callback, which the provider turns into its gateway's answer. */
export type CallbackOutcome =
  | { ok: true; orderNo: string; status: 'pending' | 'paid' | 'failed' | 'expired'; duplicate: boolean }
  | { ok: false; refusal: CallbackRefusal };

export interface GatewayAnswer {
  status: number;
  body: unknown;
}

export interface PaymentProvider {
  /** Stored on channels and orders (`provider`), and the last segment of the callback path. */
  readonly id: string;
  createPayment(request: PaymentRequest): Promise<PaymentInstructions>;
  verifyCallback(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
    now: number,
  ): Promise<CallbackVerification>;
  /** The answer in the gateway's terms: an acknowledgement it stops retrying on, or a refusal it understands. */
  answer(outcome: CallbackOutcome): GatewayAnswer;
}

/** The providers a platform knows, by id. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
