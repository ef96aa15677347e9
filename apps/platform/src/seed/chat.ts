/** A few messages in each merchant's lobby room, so the chat room is not empty on a fresh platform. */
import { and, eq } from 'drizzle-orm';
import { chatGroups, chatMessages } from '../db/schema';
import type { Tx } from '../services/wallet';

/** [account, minutes before the seed time, text]: the lobby of the account's merchant. */
export const SEED_CHAT_MESSAGES: readonly (readonly [string, number, string])[] = [
  ['agent01', 180, 'Welcome to the lobby! Be kind, and never share your password or payment details here.'],
  ['sms01', 95, 'Anyone tried the new fishing game? The boss fish pays well.'],
  ['mail01', 90, 'Yes, last night. Aim for the big ones when the multiplier shows.'],
  ['demo01', 40, 'Good luck everyone 🍀'],
  ['bank01', 12, 'The weekend reload bonus is live in Promotions.'],
  ['jadeagent', 60, 'Welcome to the Jade lobby. Questions about promotions? Ask here.'],
  ['jade01', 20, 'Hello from a new member!'],
];

export async function seedChatMessages(
  tx: Tx,
  seededMembers: readonly { id: number; account: string; merchantId: number }[],
  now: Date,
): Promise<void> {
  for (const [i, [account, minutesBefore, body]] of SEED_CHAT_MESSAGES.entries()) {
    const member = seededMembers.find((m) => m.account === account);
    if (!member) throw new Error(`seed: no member ${account} for its chat message`);
    const [lobby] = await tx
      .select({ id: chatGroups.id })
      .from(chatGroups)
      .where(and(eq(chatGroups.merchantId, member.merchantId), eq(chatGroups.code, 'lobby')));
    if (!lobby) throw new Error(`seed: no lobby room for ${account}`);
    await tx.insert(chatMessages).values({
      groupId: lobby.id,
      memberId: member.id,
      body,
      requestId: `seed-chat-${i}`,
      createdAt: new Date(now.getTime() - minutesBefore * 60_000),
    });
  }
}
