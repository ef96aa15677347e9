/** The inbox (messageV2): sending with a dedupe key, unread count, list, read and delete of one's own messages only. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, merchants } from './db/schema';
import { sendMessage } from './services/inbox';
import { forEachEngine, type TestPlatform } from './test/harness';

async function login(p: TestPlatform, username: string, password = 'Demo1234'): Promise<string> {
  const res = await p.call('login', { username, password, type: 'username' });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token as string;
}

async function memberId(p: TestPlatform, account: string): Promise<{ id: number; merchantId: number }> {
  const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
  const rows = await p.database.db.select().from(members).where(eq(members.account, account));
  const row = rows.find((m) => m.merchantId === merchant!.id)!;
  return { id: row.id, merchantId: row.merchantId };
}

forEachEngine('inbox', (platform) => {
  it("sends once per dedupe key, counts unread, lists newest first, marks read and deletes only the member's own", async () => {
    const p = platform();
    const me = await memberId(p, 'demo01');
    const other = await memberId(p, 'agent01');
    const at = (minutes: number) => new Date(p.now() + minutes * 60_000);
    const sent = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendMessage(p.database.db, {
          ...me,
          memberId: me.id,
          kind: 'deposit_credited',
          params: { orderNo: 'D1', amount: 500 },
          dedupeKey: 'deposit:credited:D1',
          at: at(1),
        }),
      ),
    );
    expect(sent.filter(Boolean)).toHaveLength(1);
    await sendMessage(p.database.db, {
      merchantId: me.merchantId,
      memberId: me.id,
      kind: 'withdrawal_rejected',
      params: { orderNo: 'W1', amount: 100 },
      at: at(2),
    });
    await sendMessage(p.database.db, {
      merchantId: me.merchantId,
      memberId: me.id,
      kind: 'operator',
      title: 'Welcome',
      body: '<p>Hello</p>',
      at: at(3),
    });
    const theirs = await sendMessage(p.database.db, {
      merchantId: other.merchantId,
      memberId: other.id,
      kind: 'operator',
      title: 'Theirs',
      at: at(1),
    });
    expect(theirs).toBe(true);

    const token = await login(p, 'demo01');
    expect((await p.call('unreadMessageCount', undefined, { token })).body.value).toEqual({ count: 3 });
    const page = await p.call('inbox', { pageNo: 1, pageSize: 2 }, { token });
    expect(page.body.value).toMatchObject({ total: 3, unread: 3, totalPages: 2, pageNum: 1 });
    expect(page.body.value.list.map((m: { kind: string }) => m.kind)).toEqual(['operator', 'withdrawal_rejected']);
    const second = await p.call('inbox', { pageNo: 2, pageSize: 2 }, { token });
    expect(second.body.value.list).toMatchObject([
      { kind: 'deposit_credited', params: { orderNo: 'D1', amount: 500 }, read: false },
    ]);

    const firstId = second.body.value.list[0].id as number;
    const all = (await p.call('inbox', {}, { token })).body.value.list as { id: number }[];
    const theirId = firstId + 1000;
    // Another member's id (or one that does not exist) changes nothing.
    const [otherRow] = (await p.call('inbox', {}, { token: await login(p, 'agent01', 'Agent1234') })).body.value
      .list as { id: number }[];
    expect((await p.call('inboxRead', { ids: [otherRow!.id, theirId] }, { token })).body.value).toEqual({
      changed: 0,
      unread: 3,
    });
    expect((await p.call('inboxRead', { ids: [firstId] }, { token })).body.value).toEqual({ changed: 1, unread: 2 });
    expect((await p.call('inboxRead', { ids: [firstId] }, { token })).body.value).toEqual({ changed: 0, unread: 2 });
    expect((await p.call('inbox', { unreadOnly: true }, { token })).body.value).toMatchObject({ total: 2, unread: 2 });
    expect((await p.call('inboxDelete', { ids: [all[0]!.id] }, { token })).body.value).toEqual({
      changed: 1,
      unread: 1,
    });
    expect((await p.call('inboxRead', { all: true }, { token })).body.value).toEqual({ changed: 1, unread: 0 });
    expect((await p.call('inbox', {}, { token })).body.value).toMatchObject({ total: 2, unread: 0 });
    expect((await p.call('inboxDelete', { all: true }, { token })).body.value).toEqual({ changed: 2, unread: 0 });
    expect((await p.call('inbox', {}, { token })).body.value).toMatchObject({ total: 0, list: [] });
    // The other member's message is untouched.
    expect(
      (await p.call('unreadMessageCount', undefined, { token: await login(p, 'agent01', 'Agent1234') })).body.value,
    ).toEqual({ count: 1 });
  });

  it('refuses an empty or malformed selection and a call without a session, changing nothing', async () => {
    const p = platform();
    const token = await login(p, 'demo01');
    const before = await p.rowCounts();
    for (const bad of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [-1] }]) {
      const res = await p.call('inboxDelete', bad, { token });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await p.call('inbox', { pageNo: 0 }, { token })).status).toBe(422);
    expect((await p.call('unreadMessageCount')).status).toBe(401);
    expect(await p.rowCounts()).toEqual(before);
  });
});
