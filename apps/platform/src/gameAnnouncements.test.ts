/**
 * Lobby announcements (gameAnnouncements): the seeded ones of a lobby sorted by priority then newest, only those whose
 * window holds now, a promotion's only while the promotion runs, per vendor, per merchant, in every content language,
 * a vendor under maintenance now announced once, and bad input answered 4xx.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameAnnouncements, games, merchants, promotions } from './db/schema';
import { runCommand } from './operator';
import { CONTENT_LANGUAGES, contentOf, fill } from './seed/content';
import { localName } from './games/catalogue';
import { forEachEngine, type TestPlatform } from './test/harness';

interface Announcement {
  id: string;
  kind: string;
  category: string;
  vassalage: string | null;
  title: string;
  text: string;
  priority: number;
  startTime: number | null;
  endTime: number | null;
  gameId: number | null;
  promotionId: number | null;
}

const HOUR = 3_600_000;

async function list(p: TestPlatform, query: Record<string, string>, options: { language?: string; merchant?: string } = {}): Promise<Announcement[]> {
  const res = await p.call('gameAnnouncements', query, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.list as Announcement[];
}

async function merchantIdOf(p: TestPlatform, code: string): Promise<number> {
  const [row] = await p.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  return row.id;
}

async function gameByCode(p: TestPlatform, code: string) {
  const [row] = await p.database.db.select().from(games).where(eq(games.code, code));
  if (!row) throw new Error(`no game ${code}`);
  return row;
}

forEachEngine('game announcements', (platform) => {
  it('answers the lobby’s seeded announcements by priority: maintenance, then the promotion, then the new game', async () => {
    const p = platform();
    const rng = await list(p, { category: 'RNG' });
    expect(rng.map((a) => [a.kind, a.vassalage, a.priority])).toEqual([
      ['maintenance', 'PG', 50],
      ['promotion', null, 20],
      ['newGame', 'PP', 10],
    ]);
    const game = await gameByCode(p, 'PP_0001');
    expect(rng[0]).toMatchObject({ title: 'Scheduled maintenance: PG Soft', gameId: null, promotionId: null, startTime: p.now() - HOUR, endTime: p.now() + 6 * HOUR });
    expect(rng[2]).toMatchObject({ title: `New game: ${game.name}`, text: `${game.name} by Pragmatic Play has just arrived in the lobby. Try it now!`, gameId: game.id });
    const [promotion] = await p.database.db.select().from(promotions).where(eq(promotions.id, rng[1]!.promotionId!));
    expect(promotion?.code).toBe('reload20');
    // The promotion's own title and summary, and the overlap of both windows.
    expect(rng[1]).toMatchObject({ title: promotion?.titles.EN, text: promotion?.summaries.EN, endTime: promotion?.endsAt.getTime() });
    expect((await list(p, { category: 'live' })).map((a) => a.kind)).toEqual(['promotion', 'newGame']);
    expect(await list(p, { category: 'SPORTS' })).toEqual([]);
  });

  it('answers every content language in itself (the game’s local name filled in), a regional code in its base, others in English', async () => {
    const p = platform();
    const game = await gameByCode(p, 'PP_0001');
    for (const language of CONTENT_LANGUAGES) {
      const pack = contentOf(language).gameAnnouncements;
      const rng = await list(p, { category: 'RNG' }, { language });
      const name = localName(game, language);
      expect(rng.find((a) => a.kind === 'newGame'), language).toMatchObject({
        title: fill(pack.newGame.title, { game: name }),
        text: fill(pack.newGame.text, { game: name, vendor: 'Pragmatic Play' }),
      });
      expect(rng.find((a) => a.kind === 'maintenance')?.title, language).toBe(fill(pack.maintenance.title, { vendor: 'PG Soft' }));
    }
    expect((await list(p, { category: 'RNG' }, { language: 'JA' })).find((a) => a.kind === 'newGame')?.title).toBe(`新作: ${game.names.JA ?? game.name}`);
    const regional = await list(p, { category: 'RNG' }, { language: 'FR-CA' });
    expect(regional[0]?.title).toBe('Maintenance programmée : PG Soft');
    const unknown = await list(p, { category: 'RNG' }, { language: 'XX' });
    expect(unknown[0]?.title).toBe('Scheduled maintenance: PG Soft');
  });

  it('answers only announcements whose window holds now, newest first within a priority, a promotion only while it runs', async () => {
    const p = platform();
    const db = p.database.db;
    const merchantId = await merchantIdOf(p, 'CRP001');
    const now = p.now();
    const game = await gameByCode(p, 'PP_0002');
    const row = (title: string, from: number, to: number, priority = 30) => ({
      merchantId, kind: 'newGame' as const, category: 'RNG', vendor: 'PP', gameId: game.id, titles: { EN: title }, texts: { EN: title },
      priority, startsAt: new Date(now + from), endsAt: new Date(now + to), createdAt: new Date(now),
    });
    const inserted = await db
      .insert(gameAnnouncements)
      .values([
        row('future', HOUR, 2 * HOUR),
        row('past', -2 * HOUR, -HOUR),
        row('ends now', -HOUR, 0),
        row('older', -3 * HOUR, HOUR),
        row('newer', -HOUR, HOUR),
        row('starts now', 0, HOUR, 29),
      ])
      .returning({ id: gameAnnouncements.id });
    try {
      const titles = (await list(p, { category: 'RNG' })).map((a) => a.title);
      expect(titles.filter((t) => ['future', 'past', 'ends now', 'older', 'newer', 'starts now'].includes(t))).toEqual(['newer', 'older', 'starts now']);
      expect(titles.indexOf('newer')).toBeGreaterThan(titles.indexOf('Scheduled maintenance: PG Soft'));
      expect(titles.indexOf('starts now')).toBeLessThan(titles.findIndex((t) => t.startsWith('New game')));

      // A promotion's announcement goes with the promotion: disabled, or its period over, it is not shown.
      const promotionId = (await list(p, { category: 'RNG' })).find((a) => a.kind === 'promotion')!.promotionId!;
      await db.update(promotions).set({ enabled: false }).where(eq(promotions.id, promotionId));
      expect((await list(p, { category: 'RNG' })).some((a) => a.kind === 'promotion')).toBe(false);
      const [saved] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
      await db.update(promotions).set({ enabled: true, endsAt: new Date(now) }).where(eq(promotions.id, promotionId));
      expect((await list(p, { category: 'RNG' })).some((a) => a.kind === 'promotion')).toBe(false);
      await db.update(promotions).set({ endsAt: saved!.endsAt }).where(eq(promotions.id, promotionId));
      expect((await list(p, { category: 'RNG' })).some((a) => a.kind === 'promotion')).toBe(true);

      // A window is refused by the table when it ends before it starts.
      await expect(db.insert(gameAnnouncements).values(row('backwards', HOUR, -HOUR))).rejects.toThrow();
    } finally {
      for (const { id } of inserted) await db.delete(gameAnnouncements).where(eq(gameAnnouncements.id, id));
    }
  });

  it('narrows to a vendor (its own and the lobby-wide ones) and to the caller’s merchant', async () => {
    const p = platform();
    expect((await list(p, { category: 'RNG', vassalage: 'PP' })).map((a) => [a.kind, a.vassalage])).toEqual([
      ['promotion', null],
      ['newGame', 'PP'],
    ]);
    expect((await list(p, { category: 'RNG', vassalage: 'PG' })).map((a) => [a.kind, a.vassalage])).toEqual([
      ['maintenance', 'PG'],
      ['promotion', null],
    ]);
    const db = p.database.db;
    const jade = await merchantIdOf(p, 'JADE01');
    const now = p.now();
    const [other] = await db
      .insert(gameAnnouncements)
      .values({ merchantId: jade, kind: 'maintenance', category: 'RNG', vendor: 'NE', titles: { EN: 'jade only' }, texts: { EN: 'jade only' }, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), createdAt: new Date(now) })
      .returning({ id: gameAnnouncements.id });
    try {
      expect((await list(p, { category: 'RNG' })).some((a) => a.title === 'jade only')).toBe(false);
      expect((await list(p, { category: 'RNG' }, { merchant: 'JADE01' })).some((a) => a.title === 'jade only')).toBe(true);
    } finally {
      await db.delete(gameAnnouncements).where(and(eq(gameAnnouncements.id, other!.id), eq(gameAnnouncements.merchantId, jade)));
    }
  });

  it('announces a vendor of the lobby under maintenance now, first and with no window, once, in the request’s language', async () => {
    const p = platform();
    const run = (...argv: string[]) => runCommand(p.database.db, argv, () => undefined, { now: p.now });
    expect(await run('vendor', 'default', 'CQ9', 'maintenance')).toBe(0);
    expect(await run('vendor', 'default', 'PG', 'maintenance')).toBe(0);
    expect(await run('vendor', 'default', 'EVO', 'maintenance')).toBe(0);
    try {
      const rng = await list(p, { category: 'RNG' });
      expect(rng[0]).toMatchObject({ id: 'maintenance:CQ9', kind: 'maintenance', vassalage: 'CQ9', title: 'CQ9 Gaming under maintenance', startTime: null, endTime: null });
      // PG has a current maintenance announcement: not announced twice.
      expect(rng.filter((a) => a.vassalage === 'PG').map((a) => a.id)).toHaveLength(1);
      expect(rng.filter((a) => a.kind === 'maintenance')).toHaveLength(2);
      expect((await list(p, { category: 'RNG' }, { language: 'DE' }))[0]?.title).toBe('CQ9 Gaming in Wartung');
      expect((await list(p, { category: 'RNG', vassalage: 'PP' })).some((a) => a.kind === 'maintenance')).toBe(false);
      expect((await list(p, { category: 'LIVE' }))[0]).toMatchObject({ id: 'maintenance:EVO', vassalage: 'EVO' });
      expect((await list(p, { category: 'RNG' }, { merchant: 'JADE01' })).some((a) => a.id === 'maintenance:CQ9')).toBe(false);
    } finally {
      for (const vendor of ['CQ9', 'PG', 'EVO']) expect(await run('vendor', 'default', vendor, 'normal')).toBe(0);
    }
    expect((await list(p, { category: 'RNG' })).some((a) => a.id.startsWith('maintenance:'))).toBe(false);
  });

  it('the operator command adds, lists and removes announcements with the templates of every language', async () => {
    const p = platform();
    const lines: string[] = [];
    const run = (...argv: string[]) => runCommand(p.database.db, argv, (line) => lines.push(line), { now: p.now });
    const iso = (ms: number) => new Date(ms).toISOString();
    const now = p.now();
    expect(await run('announcement', 'default', 'add', 'maintenance', 'hb', iso(now - HOUR), iso(now + HOUR), '60')).toBe(0);
    const added = Number(/announcement (\d+)/.exec(lines.at(-1)!)?.[1]);
    expect((await list(p, { category: 'RNG' }))[0]).toMatchObject({ id: String(added), kind: 'maintenance', vassalage: 'HB', title: 'Scheduled maintenance: Habanero', priority: 60 });
    expect((await list(p, { category: 'RNG' }, { language: 'KO' }))[0]?.title).toBe('Habanero 정기 점검 안내');
    expect(await run('announcement', 'default', 'add', 'newGame', 'PG', 'PG_0003', iso(now + HOUR), iso(now + 2 * HOUR))).toBe(0);
    expect(await run('announcement', 'default', 'add', 'promotion', 'fish', 'welcome100', iso(now - HOUR), iso(now + HOUR), '5')).toBe(0);
    expect((await list(p, { category: 'FISH' })).map((a) => [a.kind, a.priority])).toEqual([['newGame', 10], ['promotion', 5]]);
    lines.length = 0;
    expect(await run('announcement', 'default', 'list')).toBe(0);
    expect(lines.some((line) => line.includes('PG') && line.includes('scheduled'))).toBe(true);
    expect(lines.some((line) => line.trim().startsWith(String(added)) && line.includes('current'))).toBe(true);

    // Refused: a window backwards, an unknown game, vendor, lobby or promotion, a date that is no instant.
    expect(await run('announcement', 'default', 'add', 'maintenance', 'HB', iso(now + HOUR), iso(now))).toBe(2);
    expect(await run('announcement', 'default', 'add', 'newGame', 'PG', 'NOPE', iso(now), iso(now + HOUR))).toBe(2);
    expect(await run('announcement', 'default', 'add', 'maintenance', 'NOPE', iso(now), iso(now + HOUR))).toBe(2);
    expect(await run('announcement', 'default', 'add', 'promotion', 'NOPE', 'welcome100', iso(now), iso(now + HOUR))).toBe(2);
    expect(await run('announcement', 'default', 'add', 'promotion', 'RNG', 'nope', iso(now), iso(now + HOUR))).toBe(2);
    expect(await run('announcement', 'default', 'add', 'maintenance', 'HB', 'tomorrow', iso(now + HOUR))).toBe(2);

    // Removed, and only the merchant's own.
    expect(await run('announcement', 'jade', 'remove', String(added))).toBe(1);
    expect(await run('announcement', 'default', 'remove', String(added))).toBe(0);
    expect((await list(p, { category: 'RNG' })).some((a) => a.id === String(added))).toBe(false);
    const fish = await list(p, { category: 'FISH' });
    for (const a of fish.filter((x) => x.kind === 'promotion')) expect(await run('announcement', 'default', 'remove', a.id)).toBe(0);
    const pg = await p.database.db.select({ id: gameAnnouncements.id }).from(gameAnnouncements).innerJoin(games, eq(games.id, gameAnnouncements.gameId)).where(eq(games.code, 'PG_0003'));
    for (const { id } of pg) expect(await run('announcement', 'default', 'remove', String(id))).toBe(0);
  });

  it('refuses bad input with a 4xx, never a 5xx', async () => {
    const p = platform();
    for (const query of [{}, { category: '' }, { category: 'x'.repeat(21) }, { category: 'RNG', vassalage: 'v'.repeat(41) }]) {
      const res = await p.call('gameAnnouncements', query);
      expect(res.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(query)).toBeLessThan(500);
    }
    expect(await list(p, { category: 'NOPE' })).toEqual([]);
  });
});
