/**
 * Logging in and out (SPEC §4, §6, §8): username with the slider, wrong password and the captcha after 3 failures, SMS
 * code, free trial, the new-IP two-factor step, logout, and the member and agent centres.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startSite, type Running } from './harness';
import { codeSentTo, dialog, enterSmsCode, field, header, lastOutboxId, loginAs, loginModal, openLogin, openPage, session, shotsDir, submitUsernameLogin, tx } from './helpers';

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const accountButton = (page: Page) => header(page).locator('[data-part="AccountButton"]');

describe('login by username (slider, failures, captcha)', () => {
  it('shows the localized wrong-password message, and the captcha field after 3 failures', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    const modal = await openLogin(page);
    const alert = modal.getByRole('alert');
    for (let i = 1; i <= 3; i += 1) {
      await submitUsernameLogin(page, 'bank01', `Wrong${i}pass`);
      await expect.poll(() => alert.textContent()).toBe(tx('errors:wrongCredentials'));
      const captcha = field(modal, 'captcha');
      if (i < 3) expect(await captcha.count(), `captcha after ${i} failures`).toBe(0);
      else {
        await expect.poll(() => captcha.isVisible()).toBe(true);
        await expect.poll(() => modal.locator(`img[alt="${tx('auth:captcha.image')}"]`).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      }
    }
    await page.screenshot({ path: join(shotsDir, 'login-captcha.png') });
    expect(await session(page)).not.toHaveProperty('token');
    await context.close();
  });

  it('logs demo01 in: header shows account and balance, session storage has the token', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginAs(page, 'demo01', 'Demo1234');
    await expect.poll(() => accountButton(page).textContent()).toContain('demo01');
    const balance = header(page).locator('[data-part="Amount"]');
    await expect.poll(() => balance.textContent()).toMatch(/^P\s*[\d,]+\.\d{2}$/);
    const stored = await session(page);
    expect(stored.token).toMatch(/^[\w-]{20,}$/);
    expect(stored).toMatchObject({ account: 'demo01', merchant: 'CRP001', merchantCode: 'CRP001' });
    expect(await loginModal(page).count()).toBe(0);
    await page.screenshot({ path: join(shotsDir, 'logged-in-demo01.png') });
    await context.close();
  });
});

describe('login by SMS code', () => {
  it('logs sms01 in with the code from the outbox, with no forced password change', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    const modal = await openLogin(page);
    await modal.getByRole('tab', { name: tx('auth:login.tabMobile') }).click();
    const form = modal.locator('[data-part="SmsForm"]');
    const entry = await enterSmsCode(site, form, '0812345671');
    expect(entry.channel).toBe('sms');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => accountButton(page).textContent()).toContain('sms01');
    expect(await page.locator('[data-pattern="ChangePasswordModal"]').count()).toBe(0);
    expect(await page.locator('[data-pattern="TwoFactorModal"]').count()).toBe(0);
    expect((await session(page)).token).toBeTruthy();
    await context.close();
  });
});

describe('free trial (FREEPLAY3)', () => {
  it('logs in a trial account; the member centre answers with the need-a-true-account warning and one confirm button', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    const modal = await openLogin(page);
    await modal.locator('[data-part="FreePlayButton"]').click();
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect((await session(page)).isAgent).toBe('4');
    await accountButton(page).click();
    const warning = dialog(page, tx('account.needRealAccountTitle'));
    await expect.poll(() => warning.isVisible()).toBe(true);
    const actions = warning.locator('[data-part="Action"]');
    expect(await actions.count()).toBe(1);
    expect(await actions.textContent()).toBe(tx('account.increaseSubmit'));
    expect(await page.locator('[data-centre="member"]').count()).toBe(0);
    await page.screenshot({ path: join(shotsDir, 'trial-need-real-account.png') });
    await actions.click();
    await expect.poll(() => warning.count()).toBe(0);
    await context.close();
  });
});

describe('new-IP two-factor step', () => {
  it('asks mail01 for the e-mailed code on the first login from this IP, then logs in', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    const before = await lastOutboxId(site);
    await submitUsernameLogin(page, 'mail01', 'Mail1234');
    const modal = page.locator('[data-pattern="TwoFactorModal"]');
    await expect.poll(() => modal.isVisible()).toBe(true);
    const { code } = await codeSentTo(site, 'mail01@example.com', before);
    await field(modal, 'emailCode').fill(code);
    await modal.getByRole('button', { name: tx('auth:twoFactor.submit') }).click();
    await expect.poll(() => accountButton(page).textContent()).toContain('mail01');
    expect(await modal.count()).toBe(0);
    await context.close();
  });

  it('asks ga01 for the authenticator code (TOTP of the demo secret), then logs in', async () => {
    const requireFromPlatform = createRequire(join(root, 'apps/platform/package.json'));
    const { TOTP } = requireFromPlatform('otpauth') as {
      TOTP: new (options: { secret: string; digits: number; period: number; algorithm: string }) => { generate(): string };
    };
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await submitUsernameLogin(page, 'ga01', 'Ga123456');
    const modal = page.locator('[data-pattern="TwoFactorModal"]');
    await expect.poll(() => modal.isVisible()).toBe(true);
    const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', digits: 6, period: 30, algorithm: 'SHA1' });
    await field(modal, 'gaCode').fill(totp.generate());
    await modal.getByRole('button', { name: tx('auth:twoFactor.submit') }).click();
    await expect.poll(() => accountButton(page).textContent()).toContain('ga01');
    await context.close();
  });
});

describe('logout (SPEC §4)', () => {
  it('confirms, shows the loader, calls logout, clears the session but the merchant, lands on /index logged out', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginAs(page, 'demo01', 'Demo1234');
    const calls: Request[] = [];
    await page.route('**/wps/session/logout', async (route) => {
      calls.push(route.request());
      await new Promise((r) => setTimeout(r, 2500)); // long enough to see the loader
      await route.continue();
    });
    await header(page).locator('[data-part="LogoutButton"]').click();
    const confirm = page.getByRole('alertdialog', { name: tx('logout.title') });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: tx('common:actions.logout') }).click();
    // The loader shows while the (slowed) logout call runs; checked softly so the rest of the flow is checked too.
    const loaderSeen = await expect
      .poll(() => page.locator('[data-component="LoadingOverlay"]').filter({ hasText: tx('logout.progress') }).isVisible(), { timeout: 2000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    expect.soft(loaderSeen, 'the logout loader is shown while the logout call runs').toBe(true);
    await expect.poll(() => header(page).locator('[data-part="LoginButton"]').isVisible()).toBe(true);
    expect(await header(page).locator('[data-part="RegisterButton"]').isVisible()).toBe(true);
    expect(calls.map((r) => r.method())).toEqual(['DELETE']);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
    expect(await session(page)).toEqual({ merchant: 'CRP001', merchantCode: 'CRP001' });
    await context.close();
  });
});

describe('member and agent centres', () => {
  it('opens the member centre on securityCenter from the account button and by deep link; demo01 cannot open the agent centre', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginAs(page, 'demo01', 'Demo1234');
    await accountButton(page).click();
    const centre = page.locator('[data-centre="member"]');
    await expect.poll(() => centre.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');
    expect(await centre.locator('button[data-page="securityCenter"]').getAttribute('aria-current')).toBe('page');
    expect(await centre.getByRole('heading', { name: tx('memberCentre.pages.securityCenter.label') }).isVisible()).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'member-centre.png') });

    await page.goto(`${site.url}/index?mc=transactionHistory`);
    await expect.poll(() => centre.locator('button[data-page="transactionHistory"]').getAttribute('aria-current')).toBe('page');
    expect(await centre.locator('button[data-page="securityCenter"]').getAttribute('aria-current')).toBeNull();

    await page.goto(`${site.url}/index?mc=securityCenter`);
    await expect.poll(() => centre.locator('button[data-page="securityCenter"]').getAttribute('aria-current')).toBe('page');

    await page.goto(`${site.url}/index?ac=agentTeamOverview`);
    await expect.poll(() => page.locator('[data-component="Toast"]').filter({ hasText: tx('errors:notAnAgent') }).isVisible()).toBe(true);
    expect(await page.locator('[data-centre="agent"]').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.has('ac')).toBe(false);
    await context.close();
  });

  it('lets agent01 open the agent centre by deep link', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginAs(page, 'agent01', 'Agent1234');
    await page.goto(`${site.url}/index?ac=agentTeamOverview`);
    const centre = page.locator('[data-centre="agent"]');
    await expect.poll(() => centre.isVisible()).toBe(true);
    expect(await centre.locator('button[data-page="agentTeamOverview"]').getAttribute('aria-current')).toBe('page');
    // The centre's page title (the panel's own title is a second, visually hidden heading of the same name).
    await expect.poll(() => centre.getByRole('heading', { name: tx('agentCentre.pages.agentTeamOverview.label') }).first().isVisible()).toBe(true);
    await context.close();
  });
});
