/** The jackpot (VIS_getJackpot) and join us (the agent application). Feedback is in system.ts. */
import { z } from 'zod';

export const jackpotResponseSchema = z.object({
  /** The pool now, major units. */
  amount: z.number().min(0),
  /** The last win (account masked), null before the first. */
  lastWin: z.object({ account: z.string(), amount: z.number().min(0), at: z.number() }).nullable(),
});
export type Jackpot = z.infer<typeof jackpotResponseSchema>;

export const agentApplicationChannels = ['mobile', 'email', 'telegram', 'whatsapp', 'line', 'zalo'] as const;

/** Join us: a member asks to become an agent; the operator approves or rejects it. */
export const agentApplicationRequestSchema = z.object({
  /** How the affiliate team reaches the applicant. */
  channel: z.enum(agentApplicationChannels),
  contact: z.string().trim().min(3).max(100),
  /** About the applicant's audience (at most 140 characters, as every comment). */
  message: z.string().trim().max(140).optional(),
});
export const agentApplicationResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.number(),
});
