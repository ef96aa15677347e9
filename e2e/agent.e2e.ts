/**
 * The agent centre on the platform, as its users meet it (issue 17): agent01 opens the centre from the header,
 * registers a downline agent in the register centre and finds it in team management, with a member who registered
 * through agent01's invitation link; the downline deposits and plays, and the overview, team betting and user profit
 * and loss show it; agent01 offers it a daily-salary contract, the downline accepts, the settlement job pays the day
 * (run by the operator as of the next day: the test clock), and the payout shows in my income and the account record;
 * a lower rate than the downline gave below shows the rate conflict warning and changes nothing when cancelled.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import {
  alertdialog,
  centre,
  depositOnSandbox,
  desktop,
  header,
  openCentrePage,
  openPage,
  phone,
  registerMember,
  rows,
  settled,
  shotsDir,
  tx,
} from './helpers';
import { gameFrame, headerBalance, inGame, loginMember, nonTrialTiles, spinOnce } from './lobbyHelpers';

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const suffix = randomUUID().replace(/-/g, '').slice(0, 6);
const PASSWORD = 'Passw0rd1';
const agentCentre = (page: Page) => centre(page, 'agent');
const panelText = (page: Page, name: string) => agentCentre(page).locator(`[data-component="${name}"]`).textContent();

/** Registers a downline in the register centre of the agent signed in on `page`. */
async function registerDownline(page: Page, account: string, type: 'agent' | 'member'): Promise<void> {
  await openCentrePage(page, 'registerCenter', 'agent');
  const root = await settled(page, 'RegisterCentrePanel', 'agent');
  const form = root.locator('[data-part="RegisterForm"]');
  await form.locator('[name="username"]').fill(account);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('[name="confirm"]').fill(PASSWORD);
  await form.getByRole('radio', { name: tx(`centre:agent.types.${type}`) }).click();
  await form.locator('[data-part="SubmitButton"]').click();
  await expect.poll(() => root.locator('[data-part="Success"]').textContent(), { timeout: 20_000 }).toContain(account);
}

/** Opens a contract page of the agent centre and waits for its data. */
async function contractsPage(page: Page, name: string) {
  await page.goto(`${site.url}/index?ac=${name}`);
  await agentCentre(page).waitFor({ timeout: 30_000 });
  return settled(page, 'ContractsPanel', 'agent');
}

/** One round of a slot on /rng. */
async function playOneRound(page: Page): Promise<void> {
  await page.goto(`${site.url}/rng`);
  await expect.poll(() => nonTrialTiles(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await nonTrialTiles(page).first().locator('[data-part="LaunchButton"]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
  await gameFrame(page).waitFor();
  // The highest bet level, so that a salary of 1 % of it is at least a cent (the levels arrive with the game's session).
  await expect.poll(() => inGame(page).locator('#bet option').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const levels = await inGame(page).locator('#bet option').evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
  await inGame(page).locator('#bet').selectOption(String(Math.max(...levels)));
  expect(await spinOnce(page)).toMatchObject({ ok: true, trial: false });
}

/** The next midnight in Tokyo (the merchant's zone) plus a few minutes, as an ISO time: the daily periods end by then. */
function nextTokyoDay(): string {
  const tokyo = new Date(Date.now() + 9 * 3_600_000);
  const midnight = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() + 1) - 9 * 3_600_000;
  return new Date(midnight + 5 * 60_000).toISOString();
}

describe('the agent centre on the platform (issue 17)', () => {
  it('agent01 builds its team, sees its figures, signs a daily salary with a downline that is paid once; a conflicting rate warns', async () => {
    const downline = `dla${suffix}`;
    const invited = `inv${suffix}`;
    const second = `dlb${suffix}`;

    // agent01 opens the agent centre from the header (1280 px).
    const agent = await openPage(site, { viewport: desktop });
    const page = agent.page;
    await page.goto(`${site.url}/index`);
    await loginMember(page, 'agent01', 'Agent1234');
    await header(page).locator('[data-part="AgentCentreButton"]').click();
    await agentCentre(page).waitFor({ timeout: 30_000 });
    await settled(page, 'TeamOverviewPanel', 'agent');

    // The register centre creates a downline agent; a member signs up through the invitation link it shows.
    await registerDownline(page, downline, 'agent');
    const shown = (await panelText(page, 'RegisterCentrePanel')) ?? '';
    const invite = /https?:\/\/[^\s]+\/register\?affiliateCode=[A-Z0-9]+/.exec(shown)?.[0] ?? '';
    expect(invite).toBe(`${site.url}/register?affiliateCode=AGENT01`);
    const member = await openPage(site, { viewport: phone });
    await registerMember(member.page, invite, invited, PASSWORD);
    await member.context.close();

    // Team management lists both under agent01.
    await openCentrePage(page, 'downlineManagement', 'agent');
    let root = await settled(page, 'DownlineManagementPanel', 'agent');
    await expect.poll(() => root.textContent(), { timeout: 20_000 }).toContain(downline);
    expect(await root.textContent()).toContain(invited);
    await page.screenshot({ path: join(shotsDir, 'agent-team-dark.png') });

    // The downline deposits 500.00 and plays a round.
    const dl = await openPage(site, { viewport: desktop });
    await dl.page.goto(`${site.url}/index`);
    await loginMember(dl.page, downline, PASSWORD);
    await depositOnSandbox(site, dl.page, '500');
    await expect.poll(async () => (await headerBalance(dl.page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/500\.00/);
    await playOneRound(dl.page);

    // The overview, team betting and user profit and loss show it.
    await page.goto(`${site.url}/index?ac=agentTeamOverview`);
    root = await settled(page, 'TeamOverviewPanel', 'agent');
    await expect.poll(() => root.textContent(), { timeout: 20_000 }).toContain('500.00');
    await page.screenshot({ path: join(shotsDir, 'agent-overview-dark.png') });
    await openCentrePage(page, 'teamBetting', 'agent');
    root = await settled(page, 'TeamBettingPanel', 'agent');
    await expect.poll(() => rows(root).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await rows(root).first().textContent()).toContain(downline);
    await openCentrePage(page, 'userProfitAndLoss', 'agent');
    root = await settled(page, 'UserProfitLossPanel', 'agent');
    await expect.poll(() => root.textContent(), { timeout: 20_000 }).toContain(downline);

    // agent01 offers the downline a daily salary of 1.00 %.
    root = await contractsPage(page, 'dailySalary');
    const offer = root.locator('[data-component="OfferContractForm"]');
    await offer.locator('[name="downline"]').selectOption(downline);
    await offer.locator('[name="rate"]').fill('1.00');
    await offer.locator('[name="minActiveMembers"]').fill('1');
    await offer.locator('button[type="submit"]').click();
    const offered = root.locator(`[data-component="ContractCard"][data-status="new"]`).filter({ hasText: downline });
    await expect.poll(() => offered.count(), { timeout: 20_000 }).toBe(1);

    // The downline accepts it in its own agent centre.
    let mine = await contractsPage(dl.page, 'dailySalary');
    await mine.locator('[data-component="ContractCard"][data-status="new"] [data-action="accept"]').click();
    await expect.poll(() => mine.locator('[data-component="ContractCard"][data-status="signed"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await dl.page.screenshot({ path: join(shotsDir, 'agent-contract-signed-dark.png') });

    // The settlement job, as of the next day (the test clock): the day is paid once, a second run pays nothing.
    const at = nextTokyoDay();
    expect(await site.platform('contract', 'settle', '--at', at)).toMatch(/settled [1-9]\d* contract period/);
    expect(await site.platform('contract', 'settle', '--at', at)).toContain('settled 0 contract period');
    const listed = await site.platform('contract', 'list', 'CRP001', 'daily');
    expect(listed).toMatch(new RegExp(`signed\\s+agent01\\s+-> ${downline}\\s+1\\.00 %`));

    // The payout in the downline's my income and account record (the day of the settlement: tomorrow in Tokyo).
    const day = new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10);
    await dl.page.goto(`${site.url}/index?ac=myIncome`);
    await settled(dl.page, 'MyIncomePanel', 'agent');
    const paid = await dl.page.evaluate(async ({ day: d }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(`/wps/relay/MCSFE_getAgentIncome?from=${d}&to=${d}`, { headers: { Authorization: token, Merchant: 'CRP001', Device: 'web', Language: 'JA', 'X-Gateway-Version': '3' } });
      return (await res.json()) as { value: { totals: { salary: number }; list: { type: string; amount: number }[] } };
    }, { day });
    expect(paid.value.totals.salary).toBeGreaterThan(0);
    expect(paid.value.list).toEqual([expect.objectContaining({ type: 'salary', amount: paid.value.totals.salary })]);
    mine = await contractsPage(dl.page, 'dailySalary');
    await expect.poll(() => mine.locator('[data-component="ContractCard"][data-status="signed"] [data-part="Settlements"]').first().textContent(), { timeout: 20_000 }).toContain(paid.value.totals.salary.toFixed(2));
    const record = await dl.page.evaluate(async ({ day: d }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(`/wps/relay/ODSFE2_getTransactionRecords?from=${d}&to=${d}&type=income`, { headers: { Authorization: token, Merchant: 'CRP001', Device: 'web', Language: 'JA', 'X-Gateway-Version': '3' } });
      return (await res.json()) as { value: { list: { type: string; amount: number }[] } };
    }, { day });
    expect(record.value.list).toEqual([expect.objectContaining({ type: 'income', amount: paid.value.totals.salary })]);

    // The downline gives its own downline 0.80 %; agent01 then offering it 0.50 % shows the rate conflict warning.
    await dl.page.goto(`${site.url}/index?ac=registerCenter`);
    await agentCentre(dl.page).waitFor();
    await registerDownline(dl.page, second, 'agent');
    mine = await contractsPage(dl.page, 'dailySalary');
    const given = mine.locator('[data-component="OfferContractForm"]');
    await given.locator('[name="downline"]').selectOption(second);
    await given.locator('[name="rate"]').fill('0.80');
    await given.locator('button[type="submit"]').click();
    await expect.poll(() => mine.locator('[data-component="ContractCard"][data-status="new"]').filter({ hasText: second }).count(), { timeout: 20_000 }).toBe(1);
    const third = await openPage(site, { viewport: desktop });
    await third.page.goto(`${site.url}/index`);
    await loginMember(third.page, second, PASSWORD);
    const theirs = await contractsPage(third.page, 'dailySalary');
    await theirs.locator('[data-component="ContractCard"][data-status="new"] [data-action="accept"]').click();
    await expect.poll(() => theirs.locator('[data-component="ContractCard"][data-status="signed"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await third.page.screenshot({ path: join(shotsDir, 'agent-contract-offer-accepted-dark.png') });
    await third.context.close();

    root = await contractsPage(page, 'dailySalary');
    const lower = root.locator('[data-component="OfferContractForm"]');
    await lower.locator('[name="downline"]').selectOption(downline);
    await lower.locator('[name="rate"]').fill('0.50');
    await lower.locator('button[type="submit"]').click();
    const warning = alertdialog(page, tx('errors:contractRateConflict'));
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.textContent()).toContain(second);
    await page.screenshot({ path: join(shotsDir, 'agent-contract-conflict-dark.png') });
    await warning.getByRole('button', { name: tx('common:actions.cancel') }).click();
    await expect.poll(() => warning.count()).toBe(0);
    // Nothing was offered: the downline's contracts are as they were.
    const after = await site.platform('contract', 'list', 'CRP001', 'daily');
    expect(after).not.toMatch(new RegExp(`new\\s+agent01\\s+-> ${downline}`));
    expect(after).toMatch(new RegExp(`signed\\s+${downline}\\s+-> ${second}\\s+0\\.80 %`));

    expect(agent.errors).toEqual([]);
    expect(dl.errors).toEqual([]);
    await dl.context.close();
    await agent.context.close();
  }, 420_000);
});
