import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchants, missions, notices, pointRewards, promotionCategories, promotions, vipLevels, walletAccounts } from './db/schema';
import { runCommand } from './operator';
import { defaultThemesDir, readBrandFolders, syncMerchants } from './seed/provision';
import { CONTENT_LANGUAGES } from './seed/content';
import { SEED_NOTICES } from './seed/notices';
import { forEachEngine } from './test/harness';

const NOTICES_PER_MERCHANT = SEED_NOTICES.length * CONTENT_LANGUAGES.length;

// A copy of the real themes/ plus a brand made the way `pnpm new-brand acme --merchant ACME01` makes it.
let themes: string;
beforeAll(() => {
  themes = mkdtempSync(join(tmpdir(), 'provision-themes-'));
  cpSync(defaultThemesDir(), themes, { recursive: true });
  const addBrand = (id: string, name: string, code: string) => {
    mkdirSync(join(themes, id));
    const brand = JSON.parse(readFileSync(join(themes, '_template', 'brand.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(themes, id, 'brand.json'), JSON.stringify({ ...brand, id, name, merchantCode: code }));
  };
  rmSync(join(themes, 'acme'), { recursive: true, force: true }); // an uncommitted example brand must not count twice
  addBrand('acme', 'Acme Casino', 'ACME01');
  addBrand('nova', 'Nova Play', 'NOVA01');
});
afterAll(() => rmSync(themes, { recursive: true, force: true }));

const LIST = { clientType: 3, platform: 'html5-desktop', language: 'EN', pageNo: 1, pageSize: 24 };

it('reads every brand folder but _template, and names the folders it cannot use', () => {
  const dir = mkdtempSync(join(tmpdir(), 'provision-bad-'));
  try {
    cpSync(join(defaultThemesDir(), '_template'), join(dir, '_template'), { recursive: true });
    mkdirSync(join(dir, 'good'));
    writeFileSync(
      join(dir, 'good', 'brand.json'),
      JSON.stringify({ id: 'good', name: 'Good', merchantCode: 'GOOD01' }),
    );
    mkdirSync(join(dir, 'wrong-id'));
    writeFileSync(join(dir, 'wrong-id', 'brand.json'), JSON.stringify({ id: 'other', name: 'X', merchantCode: 'X1' }));
    mkdirSync(join(dir, 'bad-code'));
    writeFileSync(
      join(dir, 'bad-code', 'brand.json'),
      JSON.stringify({ id: 'bad-code', name: 'X', merchantCode: 'A B\u0000' }),
    );
    mkdirSync(join(dir, 'empty'));
    const { brands, problems } = readBrandFolders(dir);
    expect(brands).toEqual([{ id: 'good', name: 'Good', merchantCode: 'GOOD01' }]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^themes\/bad-code\/brand.json: merchantCode/);
    expect(problems[1]).toBe('themes/empty: no brand.json');
    expect(problems[2]).toBe('themes/wrong-id/brand.json: id is "other" but the folder is "wrong-id"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

forEachEngine('merchant provisioning from themes/', (platform) => {
  const merchantRow = async (code: string) =>
    (await platform().database.db.select().from(merchants).where(eq(merchants.code, code)))[0];

  it('creates a new brand’s merchant with its own content, keeps existing merchants, and writes nothing the second time', async () => {
    const p = platform();
    const db = p.database.db;
    // Operator changes before the sync must survive it.
    await db
      .update(merchants)
      .set({ status: 'maintenance', vendorMaintenance: ['PG'] })
      .where(eq(merchants.code, 'JADE01'));
    const [jadeNotice] = await db
      .select()
      .from(notices)
      .innerJoin(merchants, eq(merchants.id, notices.merchantId))
      .where(eq(merchants.code, 'JADE01'))
      .limit(1);
    await db.update(notices).set({ title: 'Edited by the operator' }).where(eq(notices.id, jadeNotice!.notices.id));
    const before = { crp: await merchantRow('CRP001'), jade: await merchantRow('JADE01') };
    const countsBefore = await p.rowCounts();

    const first = await syncMerchants(db, { themesDir: themes, now: new Date(p.now()) });
    expect(first).toEqual({ created: ['ACME01', 'NOVA01'], existing: ['CRP001', 'JADE01'], problems: [] });
    const afterFirst = await p.rowCounts();
    // Per new merchant: one row, house and cash accounts, six notices and two agent announcements in every content language.
    expect(afterFirst.merchants).toBe(countsBefore.merchants! + 2);
    expect(afterFirst.walletAccounts).toBe(countsBefore.walletAccounts! + 4);
    expect(afterFirst.notices).toBe(countsBefore.notices! + 2 * NOTICES_PER_MERCHANT);

    const second = await syncMerchants(db, { themesDir: themes, now: new Date(p.now()) });
    expect(second).toEqual({ created: [], existing: ['ACME01', 'CRP001', 'JADE01', 'NOVA01'], problems: [] });
    expect(await p.rowCounts()).toEqual(afterFirst);

    expect(await merchantRow('CRP001')).toEqual(before.crp);
    expect(await merchantRow('JADE01')).toEqual({ ...before.jade, status: 'maintenance', vendorMaintenance: ['PG'] });
    expect((await db.select().from(notices).where(eq(notices.id, jadeNotice!.notices.id)))[0]?.title).toBe(
      'Edited by the operator',
    );

    const acme = await merchantRow('ACME01');
    expect(acme).toMatchObject({ brandId: 'acme', name: 'Acme Casino', status: 'normal', analyticsId: null });
    // A brand without a profile gets the default brand's settings and validation, with its own service key.
    expect(acme?.settings).toEqual(before.crp?.settings);
    expect(acme?.registerValidation).toEqual(before.crp?.registerValidation);
    expect(acme?.features).toEqual(before.crp?.features);
    expect(acme?.customerService.url).toContain('merchant=ACME01');
    expect(acme?.customerService.pathList[1]?.path).not.toBe(before.crp?.customerService.pathList[1]?.path);
    expect(acme?.resources.licenceSeal?.url).toBe('/brand/acme/licence-seal.svg');
    const house = await db.select().from(walletAccounts).where(eq(walletAccounts.merchantId, acme!.id));
    expect(house.map((a) => a.kind).sort()).toEqual(['cash', 'house']);
    // The default engagement catalogue, as the default brand's seeded merchant has it: promotions with their
    // categories, missions, VIP levels and mall rewards (created once: the second sync's row counts were equal).
    const catalogue = async (merchantId: number) => {
      const n = async (table: typeof promotions | typeof promotionCategories | typeof missions | typeof vipLevels | typeof pointRewards) =>
        Number((await db.select({ n: count() }).from(table).where(eq(table.merchantId, merchantId)))[0]?.n ?? 0);
      return {
        promotions: await n(promotions),
        categories: await n(promotionCategories),
        missions: await n(missions),
        vipLevels: await n(vipLevels),
        rewards: await n(pointRewards),
      };
    };
    const seeded = await catalogue(before.crp!.id);
    expect(Object.values(seeded).every((n) => n > 0)).toBe(true);
    expect(await catalogue(acme!.id)).toEqual(seeded);
    expect(await catalogue((await merchantRow('NOVA01'))!.id)).toEqual(seeded);
    const contents = await db.select({ contents: promotions.contents }).from(promotions).where(eq(promotions.merchantId, acme!.id));
    expect(contents.some((c) => c.contents.EN?.includes('Welcome to Acme Casino'))).toBe(true);
  });


  it('serves the new merchant: status, settings, notices and banners named after it, the shared game list', async () => {
    const p = platform();
    const opts = { merchant: 'ACME01' };
    expect((await p.call('systemStatus', { url: 'localhost' }, opts)).body.value.systemStatus).toBe(0);
    const settings = await p.call('registerValidation', {}, opts);
    expect(settings.status).toBe(200);
    for (const language of ['EN', 'JA', 'CN']) {
      const all = await p.call(
        'notices',
        { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
        { ...opts, language },
      );
      expect(all.body.value).toHaveLength(6);
      const text = JSON.stringify(all.body.value);
      expect(text).toContain('Acme Casino');
      expect(text).not.toMatch(/croupier/i);
    }
    const banners = await p.call('notices', { types: 'B', platform: 'W', execution: 'B', group: 'banners' }, opts);
    expect(banners.body.value.length).toBeGreaterThan(0);
    // Its /promotions, /vip and /pointMall are not empty.
    const promos = await p.call('merchantAvailablePromotions', { pageSize: 50 }, { ...opts, language: 'EN' });
    expect(promos.status, JSON.stringify(promos.body)).toBe(200);
    expect(promos.body.value.list.length).toBeGreaterThan(0);
    const levels = await p.call('vipLevels', {}, { ...opts, language: 'EN' });
    expect(levels.body.value.levels.map((l: { name: string }) => l.name)).toContain('Bronze');
    const rewards = await p.call('pointRewards', { type: 'cash', pageNo: 1, pageSize: 10 }, opts);
    expect(rewards.status, JSON.stringify(rewards.body)).toBe(200);
    expect(rewards.body.value.list.length).toBeGreaterThan(0);
    const games = await p.call('gameList', { ...LIST, merchant: 'ACME01', vassalage: 'PNG' }, opts);
    expect(games.status).toBe(200);
    expect(games.body.value.games).toHaveLength(24);
    const vendors = await p.call('gameVendors', {}, opts);
    expect(vendors.body.value.length).toBeGreaterThan(0);
    // Trial play works for a brand with the default features (free play on).
    expect((await p.call('freePlayLogin', { randomStr: '12345678' }, opts)).status).toBe(200);
  });

  it('refuses to split a brand: a changed merchant code or a code taken by another brand is reported, not created', async () => {
    const p = platform();
    const dir = mkdtempSync(join(tmpdir(), 'provision-conflict-'));
    try {
      mkdirSync(join(dir, 'acme'));
      writeFileSync(
        join(dir, 'acme', 'brand.json'),
        JSON.stringify({ id: 'acme', name: 'Acme', merchantCode: 'ACME02' }),
      );
      mkdirSync(join(dir, 'other'));
      writeFileSync(
        join(dir, 'other', 'brand.json'),
        JSON.stringify({ id: 'other', name: 'Other', merchantCode: 'CRP001' }),
      );
      const counts = await p.rowCounts();
      const report = await syncMerchants(p.database.db, { themesDir: dir, now: new Date(p.now()) });
      expect(report.created).toEqual([]);
      expect(report.problems.join('\n')).toMatch(/acme: the brand's merchant is ACME01, brand.json says ACME02/);
      expect(report.problems.join('\n')).toMatch(/other: merchant code CRP001 belongs to brand "default"/);
      expect(await p.rowCounts()).toEqual(counts);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two syncs at once create each merchant once', async () => {
    const p = platform();
    const dir = mkdtempSync(join(tmpdir(), 'provision-race-'));
    try {
      mkdirSync(join(dir, 'race'));
      writeFileSync(
        join(dir, 'race', 'brand.json'),
        JSON.stringify({ id: 'race', name: 'Race', merchantCode: 'RACE01' }),
      );
      const reports = await Promise.all(
        [1, 2, 3].map(() => syncMerchants(p.database.db, { themesDir: dir, now: new Date(p.now()) })),
      );
      expect(reports.flatMap((r) => r.created)).toEqual(['RACE01']);
      expect(reports.flatMap((r) => r.existing)).toEqual(['RACE01', 'RACE01']);
      const race = await merchantRow('RACE01');
      expect(await p.database.db.select().from(notices).where(eq(notices.merchantId, race!.id))).toHaveLength(NOTICES_PER_MERCHANT);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pnpm platform merchant sync: reports what it created, then nothing; bad arguments print the usage', async () => {
    const p = platform();
    const dir = mkdtempSync(join(tmpdir(), 'provision-cli-'));
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCommand(p.database.db, argv, (l) => lines.push(l), { now: p.now, themesDir: dir });
      return { code, text: lines.join('\n') };
    };
    try {
      mkdirSync(join(dir, 'cli-brand'));
      writeFileSync(
        join(dir, 'cli-brand', 'brand.json'),
        JSON.stringify({ id: 'cli-brand', name: 'Cli Brand', merchantCode: 'CLI001' }),
      );
      const first = await run('merchant', 'sync');
      expect(first).toEqual({ code: 0, text: 'merchants created: CLI001\nmerchants already provisioned: none' });
      const counts = await p.rowCounts();
      expect(await run('merchant', 'sync')).toEqual({
        code: 0,
        text: 'merchants created: none\nmerchants already provisioned: CLI001',
      });
      expect(await p.rowCounts()).toEqual(counts);
      expect((await run('status', 'cli-brand', 'maintenance')).code).toBe(0);
      expect((await p.call('systemStatus', { url: 'localhost' }, { merchant: 'CLI001' })).body.value.systemStatus).toBe(
        1,
      );
      writeFileSync(join(dir, 'cli-brand', 'brand.json'), '{ not json');
      const broken = await run('merchant', 'sync');
      expect(broken.code).toBe(1);
      expect(broken.text).toMatch(/skipped themes\/cli-brand\/brand.json: not valid JSON/);
      for (const argv of [['merchant'], ['merchant', 'add'], ['merchant', 'sync', 'now']]) {
        const result = await run(...argv);
        expect(result.code, argv.join(' ')).toBe(2);
        expect(result.text).toContain('Usage: pnpm platform');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
