import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { systemStatusResponseSchema } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { merchants } from './db/schema';
import { CONTENT_LANGUAGES, contentOf } from './seed/content';
import { deobfuscateServiceLink } from './services/serviceLink';
import { forEachEngine } from './test/harness';

forEachEngine('system calls', (platform) => {
  it('answers the permission call with the whole site configuration and the sealing key', async () => {
    const { status, body } = await platform().call('systemStatus', { url: 'localhost:8080' });
    expect(status).toBe(200);
    const value = systemStatusResponseSchema.parse(body.value);
    expect(value.systemStatus).toBe(0);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'JP' });
    const modIds = JSON.stringify(value.whitelabel);
    for (const flag of ['MANPLAYREB3', 'AGENTPOLICY3', 'CHNGPASSVERIF3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'USERNAMEREG3', 'AGETRANSFERUP3', 'REWCEN3', 'MAILCEN', 'DEPOSIT', 'WITHDRAW', 'CREDITMAR3', 'PLYRBT', 'FEEDBACK3', 'AGENTANNOUNCE3', 'AGEINFO3', 'REGCEN', 'DOWNMAN', 'TRANSBETREPMEM3', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'DIVIDEND', 'DAYSAL', 'HOURSAL3', 'RTSALARY3', 'PAYMENTPASS3', 'BINDGA3', 'DEPUPDATEREM3', 'MANUPLOADBID3', 'BIRTHDAY3', 'DISPLAYLOCATION3']) {
      expect(modIds, flag).toContain(`"${flag}"`);
    }
    expect(value.registerValidation.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 4, maxLength: 16 });
    expect(value.resources.appAndroid?.url).toContain('android');
    expect(value.analytics.gtagId).toBe('G-CRP0010001');
    expect(value.rsaPublicKey).toContain('BEGIN PUBLIC KEY');
    const pathList = (value.customerService as { pathList: { type: number; path: string }[] }).pathList;
    const type3 = pathList.find((e) => e.type === 3);
    expect(type3 && deobfuscateServiceLink(type3.path)).toBe('https://chat.croupier.example/secure?merchant=CRP001');
  });

  it('computes systemStatus from the merchant status and the region rules for this client', async () => {
    const p = platform();
    const set = (values: Partial<typeof merchants.$inferInsert>) => p.database.db.update(merchants).set(values).where(eq(merchants.code, 'CRP001'));
    const statusOf = async (ip = '127.0.0.1') => (await p.call('systemStatus', { url: 'localhost' }, { ip })).body.value;
    await set({ status: 'maintenance' });
    expect(await statusOf()).toMatchObject({ systemStatus: 1, maintenance: true, regionRestriction: false });
    await set({ status: 'restricted' });
    expect(await statusOf()).toMatchObject({ systemStatus: 2, regionRestriction: true });
    await set({ status: 'normal', regionDeny: ['CN'] });
    expect(await statusOf('198.51.100.7')).toMatchObject({ systemStatus: 2, location: { ip: '198.51.100.7', country: 'CN' } });
    expect((await statusOf()).systemStatus).toBe(0);
    await set({ regionDeny: ['192.0.2.0/24'] });
    expect((await statusOf('192.0.2.9')).systemStatus).toBe(2);
    await set({ regionDeny: [], regionAllow: ['JP'] });
    expect((await statusOf('203.0.113.5')).systemStatus).toBe(2);
    expect((await statusOf('127.0.0.1')).systemStatus).toBe(0);
    await set({ regionAllow: [] });
    // Maintenance also refuses logins with the maintenance code.
    await set({ status: 'maintenance' });
    const login = await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' });
    expect(login.body.code).toBe('system_maintenance');
    await set({ status: 'normal' });
  });

  it('serves location, whitelabel menu, register validation, countries and domain routes', async () => {
    const p = platform();
    expect((await p.call('location', undefined, { ip: '203.0.113.200' })).body.value).toEqual({ ip: '203.0.113.200', country: 'VN' });
    expect((await p.call('location', undefined, { ip: '8.8.4.4' })).body.value).toEqual({ ip: '8.8.4.4', country: 'ZZ' });
    expect(JSON.stringify((await p.call('whitelabelMenu')).body.value)).toContain('FREEPLAY3');
    expect((await p.call('registerValidation')).body.value.password.patternId).toBe(14);
    const countries = (await p.call('countryList')).body.value as { countryCode: string; countryDialingCode: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(30);
    const dial = Object.fromEntries(countries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(dial).toMatchObject({ JP: '81', CN: '86', KR: '82', TH: '66', VN: '84', ID: '62', PH: '63', MY: '60', US: '1', GB: '44' });
    expect((await p.call('domainRoutes')).body.value).toContainEqual({ domain: 'localhost', type: 'web', available: true });
    expect((await p.call('customerServiceLink')).body.value.version.pathList).toHaveLength(2);
  });

  it('serves help-centre articles and templates by language, falling back to English for a language without content', async () => {
    const p = platform();
    const en = (await p.call('helpCenter', { language: 'EN' })).body.value as { title: string; articles: { title: string }[] }[];
    expect(en.map((c) => c.title)).toContain('Security');
    expect(en.flatMap((c) => c.articles.map((a) => a.title))).toContain('I forgot my password');
    const ja = (await p.call('helpCenter', undefined, { language: 'JA' })).body.value as { title: string }[];
    expect(ja[0]?.title).toBe('アカウントと登録');
    expect((await p.call('helpCenter', { language: 'SW' })).body.value[0].title).toBe('Account and registration');
    const ko = (await p.call('helpCenter', { language: 'KO' })).body.value as { title: string }[];
    expect(ko.map((c) => c.title)).toEqual(Object.values(contentOf('KO').helpCentre).map((c) => c.title));
    const about = (await p.call('templates', { type: 'page', language: 'PT-BR' })).body.value as { key: string; content: string }[];
    expect(about).toEqual([{ key: 'about', type: 'page', title: contentOf('PT-BR').templates.about!.title, content: contentOf('PT-BR').templates.about!.content }]);
    const terms = (await p.call('templates', { type: 'agreement', language: 'JA' })).body.value as { key: string; title: string }[];
    expect(terms.find((t) => t.key === 'terms')?.title).toBe('利用規約');
    expect(terms.find((t) => t.key === 'age')).toBeDefined();
  });

  it("has every help topic the brands' footers link to (responsible gaming...), in each content language, whole", async () => {
    const p = platform();
    const themes = join(import.meta.dirname, '../../../themes');
    const topics = new Set<string>();
    for (const brand of readdirSync(themes)) {
      const file = join(themes, brand, 'brand.json');
      if (!existsSync(file)) continue;
      const links = (JSON.parse(readFileSync(file, 'utf8')) as { footerLinks?: { href: string }[] }).footerLinks ?? [];
      for (const link of links) {
        const topic = new URL(link.href, 'https://site.test').searchParams.get('topic');
        if (topic) topics.add(topic);
      }
    }
    expect(topics).toContain('responsible-gaming');
    const englishTitles = new Map<string, string>();
    for (const language of CONTENT_LANGUAGES) {
      const categories = (await p.call('helpCenter', { language })).body.value as { id: string; title: string; articles: unknown[] }[];
      for (const topic of topics) {
        const category = categories.find((c) => c.id === topic);
        expect(category?.articles.length, `${language} ${topic}`).toBeGreaterThan(0);
        if (language === 'EN') englishTitles.set(topic, category!.title);
        // Responsible gaming is in the member's own language, not an English fallback.
        else if (topic === 'responsible-gaming') expect(category!.title, language).not.toBe(englishTitles.get(topic));
      }
      // Every category, in the language itself (no category falls back to English on its own).
      expect(categories.map((c) => c.id), language).toEqual(['account', 'funds', 'security', 'responsible-gaming']);
      expect(categories.map((c) => c.title), language).toEqual(Object.values(contentOf(language).helpCentre).map((c) => c.title));
    }
  });

  it('records the language of a logged-in member, and acknowledges a guest', async () => {
    const p = platform();
    expect((await p.call('languageUpdate', { language: 'th' })).body.value).toEqual({ language: 'TH', recorded: false });
    const login = await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' });
    const token = login.body.value.token as string;
    expect((await p.call('languageUpdate', { language: 'KO' }, { token })).body.value).toEqual({ language: 'KO', recorded: true });
  });

  it('takes feedback from members with validated lengths', async () => {
    const p = platform();
    const token = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body.value.token as string;
    expect((await p.call('feedback', { content: 'Great site', type: 'suggestion' }, { token })).status).toBe(200);
    const tooLong = await p.call('feedback', { content: 'x'.repeat(2001) }, { token });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('validation_failed');
    const blank = await p.call('feedback', { content: '   ' }, { token });
    expect(blank.body.code).toBe('validation_failed');
    expect((await p.call('feedback', { content: 'hi' })).body.code).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('checks affiliate codes', async () => {
    const p = platform();
    expect((await p.call('affiliateCheck', { code: 'agent01' })).body.value).toEqual({ valid: true });
    expect((await p.call('affiliateCheck', { code: 'NOPE99' })).body.value).toEqual({ valid: false });
  });
});
