/** The member's inbox (messageV2: `CSP_unreadCount`, `CSP_getInbox`, read and delete). */
import { z } from 'zod';
import { int4IdSchema, pageNoSchema, pageSizeSchema } from './common';

/**
 * System message kinds (SPEC §8 deposit and withdrawal notices) the site localizes from `kind` and `params`;
 * `operator` messages carry their own `title` and `body` (HTML, sanitized by the site).
 */
export const inboxMessageKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'operator',
] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

export const unreadCountResponseSchema = z.object({ count: z.number().int().min(0) });

export const inboxRequestSchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
  unreadOnly: z.boolean().optional(),
});

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxResponseSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});

/** `ids` of the member's messages, or `all: true` for every one. */
export const inboxSelectionSchema = z.union([
  z.object({ ids: z.array(int4IdSchema).min(1).max(200) }),
  z.object({ all: z.literal(true) }),
]);
export const inboxChangeResponseSchema = z.object({ changed: z.number().int(), unread: z.number().int() });
