/** What a message says: system kinds from the localized templates and their parameters, the rest as sent. */
import type { TFunction } from 'i18next';
import type { StatusLook } from '../../feedback/StatusBadge';
import { sanitizeHtml } from '../../utils/sanitizeHtml';
import type { Money } from '../shared/money';
import { messageLooks, systemMessageKinds, type InboxMessage, type SystemMessageKind } from './MessagesPanel.types';

export function isSystemMessageKind(kind: unknown): kind is SystemMessageKind {
  return typeof kind === 'string' && (systemMessageKinds as readonly string[]).includes(kind);
}

export const messageDetailKeys = ['amount', 'orderId', 'method', 'reason'] as const;
export type MessageDetailKey = (typeof messageDetailKeys)[number];

export interface MessageText {
  kind: SystemMessageKind | 'operator';
  look: StatusLook;
  title: string;
  /** A system message's sentence (plain text). */
  sentence?: string;
  /** A system message's facts, in order; only those the platform sent. */
  details: Array<{ key: MessageDetailKey; value: string }>;
  /** An operator message's body (rich HTML, sanitized where it renders). */
  html?: string;
  /** One line for the list: the sentence, or the body's text. */
  preview: string;
}

/** The text of sanitized HTML, whitespace collapsed (the list's preview line). */
export function htmlToText(html: string | undefined): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  // Blocks and line breaks end a phrase: "<li>one</li><li>two</li>" reads "one two", not "onetwo".
  for (const block of doc.body.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote')) {
    block.after(' ');
  }
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function messageText(message: InboxMessage, t: TFunction<'records'>, money: Money): MessageText {
  const { kind } = message;
  if (isSystemMessageKind(kind)) {
    const params = message.params ?? {};
    const amount =
      typeof params.amount === 'number' && Number.isFinite(params.amount) ? money.format(params.amount) : undefined;
    const sentence = amount ? t(`messages.kinds.${kind}.bodyAmount`, { amount }) : t(`messages.kinds.${kind}.body`);
    const values: Record<MessageDetailKey, string | undefined> = {
      amount,
      orderId: params.orderId,
      method: params.method,
      reason: params.reason,
    };
    return {
      kind,
      look: messageLooks[kind],
      title: t(`messages.kinds.${kind}.title`),
      sentence,
      details: messageDetailKeys.flatMap((key) => (values[key] ? [{ key, value: values[key] }] : [])),
      preview: sentence,
    };
  }
  return {
    kind: 'operator',
    look: messageLooks.operator,
    title: message.title?.trim() || t('messages.untitled'),
    details: [],
    html: message.body,
    preview: htmlToText(message.body),
  };
}
