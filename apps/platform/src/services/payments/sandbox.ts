/**
 * The sandbox payment gateway, both sides of it, offline.
 *
 * The provider side (what the platform uses, like any other provider): creating a payment gives the hosted pay page
 * `/sandbox/pay/<orderNo>?t=<token>` on the platform's public origin, the token an HMAC of the order number under the
 * merchant's sandbox secret; callbacks are verified from the raw body and two headers:
 *   X-Sandbox-Timestamp: <unix seconds>     X-Sandbox-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 * refused when the signature is wrong or the timestamp is more than five minutes off, and answered in the gateway's
 * terms: 200 `{"code":"SUCCESS"}` (the gateway stops redelivering), or a 4xx with a code it understands.
 *
 * The gateway side (what a real gateway would run elsewhere): the pay page's buttons make it send a signed callback as
 * a real HTTP POST to the platform's public origin (`/wps/payment/callback/sandbox`), through an injectable transport
 * (tests use app.inject), exactly as a remote gateway would. The operator CLI's `deposit callback` uses it too.
 *
 * The secret is per merchant, in `payment_secrets` (generated on first use, like the seal keys and the game secret).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db';
import { merchants, paymentSecrets } from '../../db/schema';
import { newToken } from '../secrets';
import { canonicalJson, type Tx } from '../wallet';
import type {
  CallbackOutcome,
  CallbackRefusal,
  CallbackVerification,
  GatewayAnswer,
  PaymentProvider,
  PaymentRequest,
} from './provider';

export const SANDBOX = 'sandbox';
export const SANDBOX_CALLBACK_PATH = `/wps/payment/callback/${SANDBOX}`;
export const SANDBOX_PAY_PATH = '/sandbox/pay';
/** How far a callback's signing time may be from the platform's clock. */
export const CALLBACK_WINDOW_MS = 5 * 60_000;
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

// ---- the secret ------------------------------------------------------------------------------------------------------

/** The merchant's sandbox secret; with `create`, made on first use (a second instance racing it gets the winner's). */
export async function sandboxSecret(
  db: Database | Tx,
  merchantId: number,
  create: boolean,
  now = new Date(),
): Promise<string | null> {
  const read = async () =>
    (
      await db
        .select({ secret: paymentSecrets.secret })
        .from(paymentSecrets)
        .where(and(eq(paymentSecrets.merchantId, merchantId), eq(paymentSecrets.provider, SANDBOX)))
    )[0]?.secret ?? null;
  const existing = await read();
  if (existing || !create) return existing;
  await db
    .insert(paymentSecrets)
    .values({ merchantId, provider: SANDBOX, secret: newToken(), createdAt: now })
    .onConflictDoNothing();
  return read();
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** The pay page's token of an order: only who made the payment (the platform) can link to its page. */
export function payToken(secret: string, orderNo: string): string {
  return hmac(secret, `pay\n${orderNo}`).subarray(0, 24).toString('base64url');
}

export function isPayToken(secret: string, orderNo: string, token: string): boolean {
  const expected = Buffer.from(payToken(secret, orderNo));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `v1=<hex>`: the signature of a callback body sent at `timestampSeconds`. */
export function signCallback(secret: string, timestampSeconds: number, rawBody: string): string {
  return `v1=${hmac(secret, `${timestampSeconds}.${rawBody}`).toString('hex')}`;
}

// ---- the notice ------------------------------------------------------------------------------------------------------

/** Major units as the gateway writes them: "1234.50". */
const moneyText = z.string().regex(/^(0|[1-9][0-9]{0,12})\.[0-9]{2}$/);

export const sandboxNoticeSchema = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  merchantNo: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  status: z.enum(['PAID', 'FAILED']),
  amount: moneyText,
  providerRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** When it happened at the gateway, ms since the epoch. */
  timestamp: z.number().int().min(0),
});
export type SandboxNotice = z.infer<typeof sandboxNoticeSchema>;

/** "1234.50" -> 123450 (string arithmetic: no float rounding). */
export function minorOfText(text: string): number {
  const [whole = '0', cents = '00'] = text.split('.');
  return Number(whole) * 100 + Number(cents);
}

export const textOfMinor = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The sandbox gateway's answers: HTTP status and code per outcome. */
const REFUSALS: Record<CallbackRefusal, { status: number; code: string; message: string }> = {
  malformed: { status: 400, code: 'BAD_REQUEST', message: 'not a sandbox notice' },
  signature: { status: 401, code: 'INVALID_SIGNATURE', message: 'signature missing or invalid' },
  late: {
    status: 400,
    code: 'TIMESTAMP_OUT_OF_WINDOW',
    message: `timestamp more than ${CALLBACK_WINDOW_MS / 60_000} minutes from the merchant's clock`,
  },
  unknown_order: { status: 404, code: 'ORDER_NOT_FOUND', message: 'no such order at this merchant' },
  amount_mismatch: { status: 422, code: 'AMOUNT_MISMATCH', message: 'the amount differs from the order' },
  order_closed: { status: 409, code: 'ORDER_CLOSED', message: 'the order is no longer payable: return the payment' },
  event_conflict: { status: 409, code: 'EVENT_CONFLICT', message: 'this event id was used for another notice' },
};

export function sandboxProvider(options: { db: Database; publicOrigin: string; now: () => number }): PaymentProvider {
  const { db, publicOrigin } = options;
  return {
    id: SANDBOX,

    async createPayment(request: PaymentRequest) {
      const secret = await sandboxSecret(db, request.merchant.id, true, new Date(options.now()));
      if (!secret) throw new Error('sandbox: no secret for the merchant');
      const query = new URLSearchParams({ t: payToken(secret, request.orderNo), lang: request.language });
      const payUrl = `${publicOrigin}${SANDBOX_PAY_PATH}/${request.orderNo}?${query}`;
      const reference = { reference: request.orderNo };
      // A QR channel's code is the pay page itself (scan it with a phone); the others show the channel's payee details.
      const instructions =
        request.channel.kind === 'qr'
          ? { ...request.channel.instructions, qrCode: payUrl, ...reference }
          : { ...request.channel.instructions, ...reference };
      return { payUrl, instructions };
    },

    async verifyCallback(rawBody, headers, now): Promise<CallbackVerification> {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, refusal: 'malformed' };
      }
      const merchantNo = (json as { merchantNo?: unknown } | null)?.merchantNo;
      const timestampText = headers[TIMESTAMP_HEADER] ?? '';
      const signature = headers[SIGNATURE_HEADER] ?? '';
      if (
        typeof merchantNo !== 'string' ||
        merchantNo.length > 64 ||
        !/^[0-9]{1,12}$/.test(timestampText) ||
        !/^v1=[0-9a-f]{64}$/.test(signature)
      )
        return { ok: false, refusal: 'signature' };
      const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantNo));
      const secret = merchant ? await sandboxSecret(db, merchant.id, false) : null;
      const expected = secret ? Buffer.from(signCallback(secret, Number(timestampText), rawBody)) : randomBytes(67);
      const given = Buffer.from(signature);
      if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, refusal: 'signature' };
      if (Math.abs(now - Number(timestampText) * 1000) > CALLBACK_WINDOW_MS) return { ok: false, refusal: 'late' };
      const parsed = sandboxNoticeSchema.safeParse(json);
      if (!parsed.success) return { ok: false, refusal: 'malformed' };
      const notice = parsed.data;
      return {
        ok: true,
        payloadHash: createHash('sha256').update(canonicalJson(notice)).digest('hex'),
        event: {
          eventId: notice.eventId,
          merchantCode: notice.merchantNo,
          orderNo: notice.orderNo,
          status: notice.status === 'PAID' ? 'paid' : 'failed',
          amount: minorOfText(notice.amount),
          providerRef: notice.providerRef,
          timestamp: notice.timestamp,
        },
      };
    },

    answer(outcome: CallbackOutcome): GatewayAnswer {
      if (outcome.ok)
        return {
          status: 200,
          body: {
            code: 'SUCCESS',
            message: 'OK',
            orderNo: outcome.orderNo,
            status: outcome.status.toUpperCase(),
            duplicate: outcome.duplicate,
          },
        };
      const refusal = REFUSALS[outcome.refusal];
      return { status: refusal.status, body: { code: refusal.code, message: refusal.message } };
    },
  };
}

// ---- the gateway side ------------------------------------------------------------------------------------------------

export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface HttpResponse {
  status: number;
  body: string;
}
/** How the sandbox gateway reaches the platform: fetch by default; tests inject (app.inject). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export const fetchTransport: HttpTransport = async (request) => {
  const res = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
};

export interface SandboxNotification {
  merchantId: number;
  merchantCode: string;
  orderNo: string;
  status: 'paid' | 'failed';
  /** Minor units. */
  amount: number;
  /** Default: a new one (a redelivery passes the first's). */
  eventId?: string;
  providerRef?: string;
}

export interface SandboxDelivery {
  /** What the platform answered, parsed when it is JSON. */
  status: number;
  body: unknown;
  notice: SandboxNotice;
}

/** The gateway's end: sends signed notices to the platform's public origin as HTTP POSTs. */
export function sandboxGateway(options: {
  db: Database;
  publicOrigin: string;
  transport: HttpTransport;
  now: () => number;
}) {
  return {
    async notify(notification: SandboxNotification): Promise<SandboxDelivery> {
      const secret = await sandboxSecret(options.db, notification.merchantId, true, new Date(options.now()));
      if (!secret) throw new Error('sandbox: no secret for the merchant');
      const now = options.now();
      const notice: SandboxNotice = {
        eventId: notification.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
        merchantNo: notification.merchantCode,
        orderNo: notification.orderNo,
        status: notification.status === 'paid' ? 'PAID' : 'FAILED',
        amount: textOfMinor(notification.amount),
        providerRef: notification.providerRef ?? `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        timestamp: now,
      };
      const body = JSON.stringify(notice);
      const timestamp = Math.floor(now / 1000);
      const res = await options.transport({
        url: `${options.publicOrigin}${SANDBOX_CALLBACK_PATH}`,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(secret, timestamp, body),
        },
        body,
      });
      let parsed: unknown = res.body;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        // Not JSON (a proxy's error page): kept as text.
      }
      return { status: res.status, body: parsed, notice };
    },
  };
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;
