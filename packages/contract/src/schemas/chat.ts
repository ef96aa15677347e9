/**
 * The chat room (SPEC §3 overlays): `CBS_unreadCount`, `CBS_launchChat`, `CBS_groupPermission` of the conventions, plus
 * the calls a working room needs (messages, send, read cursor), invented in the same style. Messages are plain text:
 * the site renders them as text, never as HTML.
 */
import { z } from 'zod';
import { int4IdSchema } from './common';

/** A message's length after trimming, in characters (code points). */
export const CHAT_MESSAGE_MIN_LENGTH = 1;
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Messages one member may send per window (the platform's throttle; more is `too_frequent`). */
export const CHAT_SEND_LIMIT = { count: 5, windowMs: 10_000 } as const;
/** Largest page of messages. */
export const CHAT_PAGE_MAX = 100;
/** The page the launch answers and the site asks for by default. */
export const CHAT_PAGE_DEFAULT = 30;

/**
 * Why a member may not read a group (`vip_level_required`: the group is for higher VIP levels; `trial_account`: free-play
 * accounts see only the public room) or not post in it (`deposit_required`: make a first deposit; `trial_account`;
 * `not_readable`: a group one cannot read).
 */
export const chatRefusalReasons = ['vip_level_required', 'trial_account', 'deposit_required', 'not_readable'] as const;
export type ChatRefusalReason = (typeof chatRefusalReasons)[number];
export const chatRefusalReasonSchema = z.enum(chatRefusalReasons);

/** Why a message text is refused (`chat_message_invalid`'s value.reason). */
export const chatMessageProblems = ['empty', 'too_long', 'control_characters'] as const;
export type ChatMessageProblem = (typeof chatMessageProblems)[number];

/** The group codes the platform seeds (the site localizes these; others show their code). */
export const chatGroupCodes = ['lobby', 'vip'] as const;

/** What the member may do in one group, and why not. */
export const chatGroupPermissionSchema = z.object({
  groupId: z.number().int(),
  code: z.string(),
  /** The VIP level a member needs to read it (0: everyone). */
  minVipLevel: z.number().int().min(0),
  canRead: z.boolean(),
  canPost: z.boolean(),
  readRefusal: chatRefusalReasonSchema.nullable(),
  postRefusal: chatRefusalReasonSchema.nullable(),
});
export type ChatGroupPermission = z.infer<typeof chatGroupPermissionSchema>;

export const chatGroupPermissionResponseSchema = z.object({
  /** The member's VIP level as recorded (1 without a record; 0 for free-play accounts). */
  vipLevel: z.number().int().min(0),
  groups: z.array(chatGroupPermissionSchema),
});
export type ChatGroupPermissionResponse = z.infer<typeof chatGroupPermissionResponseSchema>;

export const chatUnreadCountResponseSchema = z.object({
  /** Messages by others after the member's read cursor, over the groups the member can read. */
  count: z.number().int().min(0),
  groups: z.array(z.object({ groupId: z.number().int(), unread: z.number().int().min(0) })),
});
export type ChatUnreadCountResponse = z.infer<typeof chatUnreadCountResponseSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  /** The sender's display name (nickname, or the account masked). */
  sender: z.string(),
  /** Sent by the member asking. */
  own: z.boolean(),
  /** Plain text. */
  body: z.string(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Messages of a group, oldest first; `hasOlder`: messages before the first exist. */
export const chatMessagesPageSchema = z.object({
  groupId: z.number().int(),
  list: z.array(chatMessageSchema),
  hasOlder: z.boolean(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

export const chatLaunchRequestSchema = z.object({ groupId: int4IdSchema.optional() });

export const chatLaunchGroupSchema = chatGroupPermissionSchema.extend({ unread: z.number().int().min(0) });
export type ChatLaunchGroup = z.infer<typeof chatLaunchGroupSchema>;

export const chatLaunchResponseSchema = z.object({
  /** The groups the member can read, in order. */
  groups: z.array(chatLaunchGroupSchema),
  /** The group opened: the one asked for when readable, else the first. */
  groupId: z.number().int(),
  /** Its latest page. */
  messages: chatMessagesPageSchema,
  /** The member's read cursor in that group before the launch (messages after it are new). */
  lastReadId: z.number().int().min(0),
  launchedAt: z.number(),
});
export type ChatLaunchResponse = z.infer<typeof chatLaunchResponseSchema>;

/** `after`: newer than this id (oldest first, for polling); `before`: older than this id (scrolling back); neither: the latest. */
export const chatMessagesRequestSchema = z.object({
  groupId: int4IdSchema,
  after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.number().int().min(1).max(CHAT_PAGE_MAX).optional(),
});
export type ChatMessagesRequest = z.infer<typeof chatMessagesRequestSchema>;

const chatRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation:requestIdFormat');

/** The text is checked by the platform after trimming (`chat_message_invalid`); the schema only bounds the body's size. */
export const chatSendRequestSchema = z.object({
  groupId: int4IdSchema,
  /** One per message the member writes: a retry with the same id and text returns the first message. */
  requestId: chatRequestIdSchema,
  body: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4),
});
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

export const chatReadRequestSchema = z.object({
  groupId: int4IdSchema,
  /** The newest message seen; the cursor never moves back. */
  lastReadId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const chatReadResponseSchema = z.object({
  groupId: z.number().int(),
  lastReadId: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type ChatReadResponse = z.infer<typeof chatReadResponseSchema>;
