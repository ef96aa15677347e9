/**
 * The chat room: who reads and posts where (VIP room, free play, first deposit), the launch, sending and listing,
 * unread counts and the read cursor, refusals that change nothing, idempotent sends and the send rate limit.
 */
import { CHAT_MESSAGE_MAX_LENGTH } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chatGroups, chatLaunches, chatMessages, memberVip, members } from './db/schema';
import { senderName } from './services/chat';
import { callAs, merchantId, newMember, payDeposit, type TestMember } from './test/engagement';
import { forEachEngine, type TestPlatform } from './test/harness';

let requests = 0;
const requestId = () => `chat-req-${Date.now().toString(36)}-${++requests}`;

async function groupId(p: TestPlatform, code: string, merchant = 'CRP001'): Promise<number> {
  const [row] = await p.database.db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(and(eq(chatGroups.merchantId, await merchantId(p, merchant)), eq(chatGroups.code, code)));
  if (!row) throw new Error(`no ${code} group`);
  return row.id;
}

async function setVipLevel(p: TestPlatform, m: TestMember, level: number): Promise<void> {
  const at = new Date(p.now());
  await p.database.db
    .insert(memberVip)
    .values({ memberId: m.id, merchantId: m.merchantId, level, highestLevel: level, validBet: 0, deposit: 0, levelSince: at, computedAt: at })
    .onConflictDoUpdate({ target: memberVip.memberId, set: { level, highestLevel: level } });
}

/** A member who may post in the lobby (a paid deposit). */
async function poster(p: TestPlatform, prefix: string): Promise<TestMember> {
  const m = await newMember(p, { prefix });
  await payDeposit(p, m, 100);
  return m;
}

async function send(p: TestPlatform, m: TestMember, group: number, body: string, id = requestId()) {
  return callAs(p, m, 'chatSend', { groupId: group, requestId: id, body });
}

forEachEngine('chat', (platform) => {
  it('permission: the lobby for everyone, posting after a first deposit, the VIP room from level 5, free play reads the lobby only', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const vip = await groupId(p, 'vip');
    const m = await newMember(p, { prefix: 'chp' });
    const before = (await callAs(p, m, 'chatGroupPermission')).body.value;
    expect(before.vipLevel).toBe(1);
    expect(before.groups).toEqual([
      { groupId: lobby, code: 'lobby', minVipLevel: 0, canRead: true, canPost: false, readRefusal: null, postRefusal: 'deposit_required' },
      { groupId: vip, code: 'vip', minVipLevel: 5, canRead: false, canPost: false, readRefusal: 'vip_level_required', postRefusal: 'not_readable' },
    ]);

    await payDeposit(p, m, 100);
    const deposited = (await callAs(p, m, 'chatGroupPermission')).body.value.groups;
    expect(deposited[0]).toMatchObject({ canRead: true, canPost: true, postRefusal: null });
    expect(deposited[1]).toMatchObject({ canRead: false, readRefusal: 'vip_level_required' });

    await setVipLevel(p, m, 4);
    expect((await callAs(p, m, 'chatGroupPermission')).body.value.groups[1]).toMatchObject({ canRead: false });
    await setVipLevel(p, m, 5);
    const vipNow = (await callAs(p, m, 'chatGroupPermission')).body.value;
    expect(vipNow.vipLevel).toBe(5);
    // The VIP room asks for no deposit; this member has one anyway.
    expect(vipNow.groups[1]).toMatchObject({ canRead: true, canPost: true, readRefusal: null, postRefusal: null });

    const trial = await newMember(p, { prefix: 'cht' });
    await p.database.db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    await setVipLevel(p, trial, 9);
    const trialPermission = (await callAs(p, trial, 'chatGroupPermission')).body.value;
    expect(trialPermission.vipLevel).toBe(0);
    expect(trialPermission.groups).toMatchObject([
      { code: 'lobby', canRead: true, canPost: false, postRefusal: 'trial_account' },
      { code: 'vip', canRead: false, canPost: false, readRefusal: 'trial_account' },
    ]);
    const refused = await send(p, trial, lobby, 'hello');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'chat_post_not_allowed', value: { reason: 'trial_account' } });
  });

  it('launch: the readable groups with unread counts, the latest page of the lobby, recorded per member', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const m = await newMember(p, { prefix: 'chl' });
    const res = await callAs(p, m, 'chatLaunch', { groupId: await groupId(p, 'vip') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = res.body.value;
    // The VIP room is not readable: the lobby opens instead, and it is the only group listed.
    expect(value.groupId).toBe(lobby);
    expect(value.groups.map((g: { code: string }) => g.code)).toEqual(['lobby']);
    const seeded = value.messages.list as { sender: string; own: boolean; body: string; createdAt: number; id: number }[];
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded.map((x) => x.id)).toEqual([...seeded.map((x) => x.id)].sort((a, b) => a - b));
    expect(seeded.every((x) => !x.own)).toBe(true);
    // Account names are masked (seeded nicknames are the account in capitals).
    expect(seeded.map((x) => x.sender)).toContain('ag***01');
    expect(value.groups[0].unread).toBe(seeded.length);
    expect(value.lastReadId).toBe(0);
    await callAs(p, m, 'chatLaunch', {});
    const [launch] = await p.database.db.select().from(chatLaunches).where(eq(chatLaunches.memberId, m.id));
    expect(launch).toMatchObject({ count: 2 });
    // Another merchant's rooms hold their own messages.
    const jade = await newMember(p, { prefix: 'chj', merchant: 'JADE01' });
    const jadeLaunch = (await callAs(p, jade, 'chatLaunch', {})).body.value;
    expect(jadeLaunch.groupId).toBe(await groupId(p, 'lobby', 'JADE01'));
    expect(jadeLaunch.messages.list.map((x: { body: string }) => x.body)).not.toContain(seeded[0]!.body);
  });

  it('send and list: trimmed plain text, own flag, after/before pages, unread by others and a cursor that only moves forward', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const alice = await poster(p, 'cha');
    const bob = await newMember(p, { prefix: 'chb' });
    // Both start with everything read.
    const start = (await callAs(p, alice, 'chatLaunch', {})).body.value;
    const newest = start.messages.list.at(-1).id as number;
    for (const m of [alice, bob]) {
      expect((await callAs(p, m, 'chatRead', { groupId: lobby, lastReadId: newest })).body.value).toMatchObject({ unread: 0, lastReadId: newest });
    }

    const sent = await send(p, alice, lobby, '  <b>hi</b> all\r\nline two  ');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toMatchObject({ groupId: lobby, own: true, body: '<b>hi</b> all\nline two', createdAt: p.now() });
    const second = (await send(p, alice, lobby, 'second')).body.value;

    expect((await callAs(p, bob, 'chatUnreadCount')).body.value).toEqual({ count: 2, groups: [{ groupId: lobby, unread: 2 }] });
    // One's own messages are never unread.
    expect((await callAs(p, alice, 'chatUnreadCount')).body.value.count).toBe(0);

    const after = (await callAs(p, bob, 'chatMessages', { groupId: lobby, after: newest })).body.value;
    expect(after.list.map((x: { body: string; own: boolean }) => [x.body, x.own])).toEqual([
      ['<b>hi</b> all\nline two', false],
      ['second', false],
    ]);
    expect(after.hasOlder).toBe(true);
    const before = (await callAs(p, bob, 'chatMessages', { groupId: lobby, before: second.id, limit: 1 })).body.value;
    expect(before.list.map((x: { id: number }) => x.id)).toEqual([sent.body.value.id]);
    expect(before.hasOlder).toBe(true);
    const latest = (await callAs(p, bob, 'chatMessages', { groupId: lobby, limit: 2 })).body.value;
    expect(latest.list.map((x: { id: number }) => x.id)).toEqual([sent.body.value.id, second.id]);

    // The cursor moves to the first new message, then never back, and never past the newest message.
    expect((await callAs(p, bob, 'chatRead', { groupId: lobby, lastReadId: sent.body.value.id })).body.value).toMatchObject({ unread: 1 });
    expect((await callAs(p, bob, 'chatRead', { groupId: lobby, lastReadId: newest })).body.value).toMatchObject({
      lastReadId: sent.body.value.id,
      unread: 1,
    });
    expect((await callAs(p, bob, 'chatRead', { groupId: lobby, lastReadId: second.id + 1_000_000 })).body.value).toMatchObject({
      lastReadId: second.id,
      unread: 0,
    });
    expect((await callAs(p, bob, 'chatUnreadCount')).body.value.count).toBe(0);
    await send(p, alice, lobby, 'third');
    expect((await callAs(p, bob, 'chatUnreadCount')).body.value.count).toBe(1);
    expect((await callAs(p, bob, 'chatLaunch', {})).body.value).toMatchObject({ lastReadId: second.id, groups: [{ unread: 1 }] });
  });

  it('every refusal changes nothing, with its localized code', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const vip = await groupId(p, 'vip');
    const jadeLobby = await groupId(p, 'lobby', 'JADE01');
    const m = await poster(p, 'chr');
    const reader = await newMember(p, { prefix: 'chn' });
    const used = requestId();
    expect((await send(p, m, lobby, 'first', used)).status).toBe(200);
    const counts = await p.rowCounts();
    const refusals: [Promise<Awaited<ReturnType<typeof send>>>, number, string, unknown?][] = [
      [send(p, m, lobby, '   \n  '), 422, 'chat_message_invalid', { reason: 'empty' }],
      [send(p, m, lobby, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)), 422, 'chat_message_invalid', { reason: 'too_long' }],
      [send(p, m, lobby, 'bell\u0007'), 422, 'chat_message_invalid', { reason: 'control_characters' }],
      [send(p, m, lobby, 'evil\u202Eeman'), 422, 'chat_message_invalid', { reason: 'control_characters' }],
      [send(p, m, lobby, 'other text', used), 409, 'request_conflict'],
      [send(p, m, vip, 'first', used), 403, 'chat_post_not_allowed', { reason: 'not_readable' }],
      [send(p, reader, lobby, 'hello'), 403, 'chat_post_not_allowed', { reason: 'deposit_required' }],
      [send(p, m, jadeLobby, 'hello'), 404, 'not_found'],
      [send(p, m, 2_000_000_000, 'hello'), 404, 'not_found'],
      [callAs(p, m, 'chatMessages', { groupId: vip }), 403, 'operation_not_allowed', { reason: 'vip_level_required', minVipLevel: 5 }],
      [callAs(p, m, 'chatRead', { groupId: vip, lastReadId: 1 }), 403, 'operation_not_allowed'],
      [callAs(p, m, 'chatRead', { groupId: jadeLobby, lastReadId: 1 }), 404, 'not_found'],
      [callAs(p, m, 'chatSend', { groupId: lobby, requestId: 'short', body: 'hi' }), 422, 'validation_failed'],
      [callAs(p, m, 'chatSend', { groupId: lobby, requestId: requestId(), body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH * 4 + 1) }), 422, 'validation_failed'],
      [p.call('chatSend', { groupId: lobby, requestId: requestId(), body: 'hi' }), 401, 'CUSTOMER_NOT_LOGIN'],
      [p.call('chatUnreadCount'), 401, 'CUSTOMER_NOT_LOGIN'],
    ];
    for (const [pending, status, code, value] of refusals) {
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
      if (value) expect(res.body.value).toMatchObject(value as object);
    }
    expect(await p.rowCounts()).toEqual(counts);
  });

  it('five parallel sends with one requestId store one message, and all answer it', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const m = await poster(p, 'chi');
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(p, m, lobby, 'once only', id)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    const rows = await p.database.db.select().from(chatMessages).where(eq(chatMessages.memberId, m.id));
    expect(rows).toHaveLength(1);
    // Later, the same request answers the same message (no throttle counted), another text under it is refused.
    p.advance(60_000);
    expect((await send(p, m, lobby, '  once only ', id)).body.value.id).toBe(answers[0]!.body.value.id);
    expect((await send(p, m, lobby, 'twice', id)).body.code).toBe('request_conflict');
    expect(await p.database.db.select().from(chatMessages).where(eq(chatMessages.memberId, m.id))).toHaveLength(1);
  });

  it('rate limit: five messages in ten seconds, the sixth is too_frequent and stores nothing', async () => {
    const p = platform();
    const lobby = await groupId(p, 'lobby');
    const m = await poster(p, 'chq');
    for (let i = 0; i < 5; i++) expect((await send(p, m, lobby, `burst ${i}`)).status).toBe(200);
    const sixth = await send(p, m, lobby, 'burst 5');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('too_frequent');
    expect(sixth.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(await p.database.db.select().from(chatMessages).where(eq(chatMessages.memberId, m.id))).toHaveLength(5);
    p.advance(10_001);
    expect((await send(p, m, lobby, 'after the pause')).status).toBe(200);
    // Other members are not slowed down by this one.
    const other = await poster(p, 'chq');
    expect((await send(p, other, lobby, 'me too')).status).toBe(200);
  });

  it('sender names: a chosen nickname, else the account masked', () => {
    expect(senderName('demo01', 'DEMO01')).toBe('de***01');
    expect(senderName('demo01', 'Lucky Star')).toBe('Lucky Star');
    expect(senderName('abc', null)).toBe('a***c');
    expect(senderName('ab', ' ')).toBe('a***');
  });
});
