/**
 * Feedback (FEEDBACK3) and join us (issue 15). Feedback: the content's length bounds, up to 3 png/jpg images of at
 * most 5 MB by content (multipart), refusals that write nothing, the operator's `feedback list`. Join us: one waiting
 * application per member (parallel duplicates make one), the operator's `agent-application list|approve|reject`,
 * approval making the member an agent once.
 */
import { randomBytes } from 'node:crypto';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentApplications, feedback, feedbackImages, members } from './db/schema';
import { runCommand } from './operator';
import { newMember } from './test/engagement';
import { forEachEngine, type TestFile } from './test/harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000'), randomBytes(64), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
const image = (data: Buffer, filename: string, contentType = 'image/png'): TestFile => ({ field: 'images', filename, contentType, data });

forEachEngine('feedback and join us', (platform) => {
  it('takes feedback within its length bounds with up to 3 png/jpg images, and the operator lists it', async () => {
    const p = platform();
    const m = await newMember(p);
    const send = (input: Record<string, unknown>, files: TestFile[] = []) => p.call('feedback', input, { token: m.token, files });
    const before = await p.rowCounts();
    const refusals: [Record<string, unknown>, TestFile[], string][] = [
      [{ content: 'x'.repeat(FEEDBACK_CONTENT_MIN - 1) }, [], 'validation_failed'],
      [{ content: 'x'.repeat(FEEDBACK_CONTENT_MAX + 1) }, [], 'validation_failed'],
      [{ type: 'rant', content: 'The lobby is slow today' }, [], 'validation_failed'],
      [{ content: 'The lobby is slow today' }, [image(GIF, 'a.png')], 'upload_type_invalid'],
      [{ content: 'The lobby is slow today' }, [image(PNG, 'a.png'), image(PNG, 'b.png'), image(PNG, 'c.png'), image(PNG, 'd.png')], 'upload_too_many'],
      [{ content: 'The lobby is slow today' }, [image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png')], 'upload_too_large'],
    ];
    for (const [input, files, code] of refusals) {
      const res = await send(input, files);
      expect(res.body.code, `${code}: ${JSON.stringify(res.body)}`).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect({ ...(await p.rowCounts()), sessions: 0 }).toEqual({ ...before, sessions: 0 });
    // A JSON body is not the call's shape.
    const json = await p.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { Merchant: 'CRP001', Authorization: m.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'The lobby is slow today' }),
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);

    // The declared type does not matter: the content does (a jpg sent as png is a jpg).
    const ok = await send({ type: 'bug', content: 'The lobby is slow today' }, [image(PNG, 'a.png'), image(JPEG, 'b.png', 'image/png')]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await p.database.db.select().from(feedback).where(eq(feedback.memberId, m.id));
    expect(row).toMatchObject({ type: 'bug', content: 'The lobby is slow today' });
    const images = await p.database.db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, row!.id));
    expect(images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.from(images[1]!.data).equals(JPEG)).toBe(true);

    const lines: string[] = [];
    expect(await runCommand(p.database.db, ['feedback', 'list', '5'], (line) => lines.push(line))).toBe(0);
    expect(lines.some((l) => l.startsWith(`#${row!.id} `) && l.includes(m.account) && l.includes('bug') && l.includes('2 image(s)'))).toBe(true);
    expect(lines).toContain('    The lobby is slow today');
    expect(await runCommand(p.database.db, ['feedback', 'list', 'many'], () => undefined)).toBe(2);

    // Trial accounts cannot send it.
    await p.database.db.update(members).set({ type: 4 }).where(eq(members.id, m.id));
    expect((await send({ content: 'The lobby is slow today' })).body.code).toBe('trial_not_allowed');
  });

  it('takes one join-us application per member, which the operator approves into an agent once', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p);
    const apply = () => p.call('agentApplication', { channel: 'telegram', contact: '@streamer', message: 'I run a gaming channel' }, { token: m.token });
    const answers = await Promise.all(Array.from({ length: 5 }, apply));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'agent_application_exists')).toHaveLength(4);
    const id = answers.find((a) => a.status === 200)!.body.value.id as number;
    expect(answers.find((a) => a.status === 200)!.body.value.status).toBe('pending');
    expect((await p.call('agentApplication', { channel: 'sms', contact: 'x' }, { token: m.token })).body.code).toBe('validation_failed');

    const lines: string[] = [];
    const run = (...argv: string[]) => runCommand(db, argv, (line) => lines.push(line), { now: p.now });
    expect(await run('agent-application', 'list')).toBe(0);
    expect(lines.some((l) => l.startsWith(`#${id} `) && l.includes(m.account) && l.includes('telegram @streamer'))).toBe(true);
    const decisions = await Promise.all([run('agent-application', 'approve', String(id)), run('agent-application', 'approve', String(id))]);
    expect(decisions.sort()).toEqual([0, 1]);
    const [agent] = await db.select().from(members).where(eq(members.id, m.id));
    expect(agent?.type).toBe(1);
    expect(agent?.affiliateCode).toMatch(/^AG[0-9A-F]{8}$/);
    expect((await run('agent-application', 'reject', String(id)))).toBe(1);
    expect((await apply()).body.code).toBe('agent_application_exists');
    const info = await p.call('memberInfo', undefined, { token: m.token });
    expect(info.body.value.type).toBe(1);

    // A rejected member may apply again.
    const other = await newMember(p);
    const first = await p.call('agentApplication', { channel: 'email', contact: 'other@example.com' }, { token: other.token });
    expect(await run('agent-application', 'reject', String(first.body.value.id), 'too', 'small')).toBe(0);
    const [rejected] = await db.select().from(agentApplications).where(eq(agentApplications.id, first.body.value.id as number));
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'too small' });
    expect((await db.select().from(members).where(eq(members.id, other.id)))[0]?.type).toBe(0);
    expect((await p.call('agentApplication', { channel: 'email', contact: 'other@example.com' }, { token: other.token })).status).toBe(200);
  });
});
