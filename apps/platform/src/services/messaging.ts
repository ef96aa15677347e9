/**
 * SMS and e-mail providers. The development implementations "send" by writing to the outbox table, which the
 * CLI (`pnpm platform outbox`) and the tests read. A real provider implements the same interface.
 */
import type { Database } from '../db';
import { outbox } from '../db/schema';

export interface OutgoingSms {
  merchantId: number;
  to: string;
  text: string;
}

export interface OutgoingMail {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}

export interface SmsProvider {
  send(message: OutgoingSms, db?: Database): Promise<void>;
}

export interface MailProvider {
  send(message: OutgoingMail, db?: Database): Promise<void>;
}

/** Writes to the outbox; `db` may be a transaction so a failed request leaves no message behind. */
export function outboxSms(defaultDb: Database, now: () => number): SmsProvider {
  return {
    async send(message, db = defaultDb) {
      await db.insert(outbox).values({ merchantId: message.merchantId, channel: 'sms', recipient: message.to, body: message.text, createdAt: new Date(now()) });
    },
  };
}

export function outboxMail(defaultDb: Database, now: () => number): MailProvider {
  return {
    async send(message, db = defaultDb) {
      await db.insert(outbox).values({
        merchantId: message.merchantId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: new Date(now()),
      });
    },
  };
}
