/**
 * The agent's affiliate summary (agentAffiliate, join us): agents only, the caller's own code and links on the
 * merchant's public domains, registrations through the code this month and in total (not the register centre's, not
 * another agent's), and the commission plan of the affiliate programme.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, merchants } from './db/schema';
import { linkDomains } from './services/agentTeam';
import { forEachEngine, freshIp, type TestPlatform } from './test/harness';
import { callAs, newMember, type TestMember } from './test/engagement';

const base = { login: true, registerUrl: 'http://localhost:8080/register', registerMethod: 'WEB', agreement: true };
const unique = () => randomUUID().replace(/-/g, '').slice(0, 6);

async function makeAgent(p: TestPlatform, merchant = 'CRP001'): Promise<TestMember & { code: string }> {
  const m = await newMember(p, { prefix: 'af', merchant });
  const code = `F${unique().toUpperCase()}`;
  await p.database.db.update(members).set({ type: 1, affiliateCode: code }).where(eq(members.id, m.id));
  return { ...m, code };
}

async function registerWithCode(p: TestPlatform, code: string): Promise<void> {
  const res = await p.call('register', { ...base, username: `afr${unique()}`, password: 'Passw0rd', affiliateCode: code }, { ip: freshIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

forEachEngine('agent affiliate', (platform) => {
  it('refuses a member who is not an agent (403 not_an_agent) and a caller without a session', async () => {
    const p = platform();
    const member = await newMember(p, { prefix: 'afm' });
    const res = await callAs(p, member, 'agentAffiliate');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_an_agent');
    expect((await p.call('agentAffiliate')).status).toBe(401);
  });

  it('answers the agent’s code, a link per public domain, its registrations and the programme’s plan', async () => {
    const p = platform();
    const agent = await makeAgent(p);
    const first = await callAs(p, agent, 'agentAffiliate');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const link = `/register?affiliateCode=${agent.code}`;
    expect(first.body.value).toMatchObject({
      affiliateCode: agent.code,
      link,
      // The seeded merchant lists localhost, 127.0.0.1 and croupier.example: only the public one gets a link.
      links: [{ domain: 'croupier.example', url: `https://croupier.example${link}` }],
      registrations: { month: '2026-11', thisMonth: 0, total: 0 },
    });
    expect(first.body.value.programme).toEqual((await p.call('affiliateProgramme')).body.value);
    expect(first.body.value.programme.tiers.length).toBeGreaterThan(0);

    await registerWithCode(p, agent.code);
    await registerWithCode(p, agent.code.toLowerCase());
    // The register centre's accounts are not registrations through the code.
    const centre = await callAs(p, agent, 'registerDownline', { username: `afc${unique()}`, password: 'Passw0rd', confirmPassword: 'Passw0rd', type: 0 });
    expect(centre.status, JSON.stringify(centre.body)).toBe(200);
    // One registered through the code last month (in the merchant's zone, Tokyo): in the total only.
    await p.database.db.insert(members).values({
      merchantId: agent.merchantId, account: `afo${unique()}`, type: 0, uplineId: agent.id, profile: { registerMethod: 'WEB', affiliateCode: agent.code },
      createdAt: new Date('2026-10-31T14:59:00Z'),
    });
    // A member moved under the agent, and a downline of a downline, are not the agent's registrations.
    const other = await makeAgent(p);
    await p.database.db.update(members).set({ uplineId: agent.id }).where(eq(members.id, other.id));
    await registerWithCode(p, other.code);

    const after = await callAs(p, agent, 'agentAffiliate');
    expect(after.body.value.registrations).toEqual({ month: '2026-11', thisMonth: 2, total: 3 });
    // The other agent sees its own figures only.
    expect((await callAs(p, other, 'agentAffiliate')).body.value.registrations).toEqual({ month: '2026-11', thisMonth: 1, total: 1 });
  });

  it('gives an agent without a code one (as the register centre does), and keeps it', async () => {
    const p = platform();
    const agent = await makeAgent(p);
    await p.database.db.update(members).set({ affiliateCode: null }).where(eq(members.id, agent.id));
    const first = await callAs(p, agent, 'agentAffiliate');
    expect(first.status).toBe(200);
    expect(first.body.value.affiliateCode).toMatch(/^AG[0-9A-F]{8}$/);
    expect((await callAs(p, agent, 'agentAffiliate')).body.value.affiliateCode).toBe(first.body.value.affiliateCode);
    expect((await callAs(p, agent, 'invitationInfo')).body.value.affiliateCode).toBe(first.body.value.affiliateCode);
  });

  it('a merchant with several public domains gets a link on each available one, once', async () => {
    const p = platform();
    const agent = await makeAgent(p, 'JADE01');
    const [jade] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'JADE01'));
    await p.database.db
      .update(merchants)
      .set({ domains: [...jade!.domains, { domain: 'm.jade.example', available: true }, { domain: 'old.jade.example', available: false }, { domain: 'JADE.example' }] })
      .where(eq(merchants.code, 'JADE01'));
    try {
      // The merchant cache follows the change on the next call.
      await new Promise((r) => setTimeout(r, 10));
      const res = await callAs(p, agent, 'agentAffiliate');
      expect(res.body.value.links.map((l: { domain: string }) => l.domain)).toEqual(['jade.example', 'm.jade.example']);
    } finally {
      await p.database.db.update(merchants).set({ domains: jade!.domains }).where(eq(merchants.code, 'JADE01'));
    }
    expect(linkDomains({ domains: [{ domain: 'localhost:5173' }, { domain: ' a.example ' }, { domain: 'A.example' }] })).toEqual(['a.example']);
  });
});
