/**
 * The guard of SPEC §2 on the members-only brand (themes/jade, loginedToHomePage true): a visitor without a token is
 * sent to /login except on /login, /register, /register.html, /helpmc and /download; after logging in the member is
 * taken back to where they were going.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import { h1, header, loginModal, openPage, session, shotsDir, submitUsernameLogin, tx } from './helpers';

let site: Running;
beforeAll(async () => {
  site = await startSite({ brand: 'jade' });
});
afterAll(async () => site?.stop());

describe('guard (jade, loginedToHomePage)', () => {
  it('sends a visitor opening /vip (and /) to /login', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/vip`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/vip');
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.login.title'));
    await expect.poll(() => loginModal(page).isVisible()).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'jade-guard-login.png') });
    await page.goto(`${site.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('leaves /download, /helpmc and /register reachable', async () => {
    const { page, context } = await openPage(site);
    for (const [path, key] of [
      ['/download', 'download'],
      ['/helpmc', 'help'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect.poll(() => h1(page).textContent(), { message: path }).toBe(tx(`pages.${key}.title`));
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto(`${site.url}/register`);
    await expect.poll(() => page.locator('[data-pattern="RegisterModal"]').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('takes jade01 back to /vip after logging in', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/vip`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    // /login opens the login modal by itself.
    await expect.poll(() => loginModal(page).isVisible()).toBe(true);
    await submitUsernameLogin(page, 'jade01', 'Jade1234');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/vip');
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.vip.title'));
    expect((await session(page)).merchantCode).toBe('JADE01');
    expect(await header(page).locator('[data-part="AccountButton"]').textContent()).toContain('jade01');
    await context.close();
  });
});
