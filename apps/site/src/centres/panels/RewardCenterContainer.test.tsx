/**
 * The reward centre's container over a fake platform: what the member can claim comes from the mission list, a claim
 * asks the platform for that mission and then asks again for what it changed, a refused claim reads in the member's
 * language, and a deposit bonus to join is offered and joined with an idempotency key.
 */
import {
  createClient,
  createLanguageStore,
  createMemoryStorage,
  createSessionStore,
  DataProvider,
} from '@croupier/data';
import { createBrandTheme, ToastProvider, UiThemeProvider } from '@croupier/ui';
import { createUiI18n } from '@croupier/ui/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import RewardCenterContainer from './RewardCenterContainer';

// The brand is made by the site's build (a virtual module); the container only reads its currency symbol.
vi.mock('../../brand', () => ({ brand: { currencySymbol: 'P' } }));

const mission = (id: number, status: string, title: string) => ({
  id,
  code: `m${id}`,
  title,
  description: '',
  kind: 'validBet',
  category: 'LIVE',
  target: 1000,
  progress: status === 'claim' ? 1000 : 10,
  reward: 20,
  turnoverMultiple: 1,
  period: 'daily',
  periodFrom: '2026-11-26',
  periodTo: '2026-11-26',
  endsAt: 1_764_169_200_000,
  status,
});

const welcome = {
  id: 3,
  code: 'welcome100',
  kind: 'depositBonus',
  categoryId: 1,
  categoryCode: 'deposit',
  title: 'First deposit bonus',
  summary: 'Double it',
  imageUrl: '/p.svg',
  target: 'all',
  vipLevels: [],
  newMemberDays: null,
  startTime: 1,
  endTime: 4_000_000_000_000,
  status: 'join',
  eligible: true,
  rules: { turnoverMultiple: 10 },
};

interface Call {
  name: string;
  body: unknown;
}

/** A platform answering the reward centre's calls; `claimFails` refuses the mission claim with that code. */
function platform(options: { claimFails?: string } = {}) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const name = /\/relay\/([^?]+)/.exec(url)?.[1] ?? url;
    calls.push({ name, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    const ok = (value: unknown) =>
      new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    switch (name) {
      case 'MCSFE_getMissionList':
        return ok({
          list: [mission(7, 'inProcess', 'Daily spins'), mission(8, 'claim', 'Live table regular')],
          timeZone: 'Asia/Tokyo',
        });
      case 'MCS2_getPromotionClaimList':
        return ok({ list: [], pageNo: 1, pageSize: 10, totalPages: 1, total: 0 });
      case 'MCSFE_getAvailablePromotions':
        return ok({ list: [welcome], pageNo: 1, pageSize: 50, totalPages: 1, total: 1 });
      case 'MCSFE_claimMissionReward':
        if (options.claimFails)
          return new Response(JSON.stringify({ success: false, code: options.claimFails, message: 'dev text' }), {
            headers: { 'Content-Type': 'application/json' },
          });
        return ok({ missionId: 8, amount: 20, turnover: 20, balance: 120, status: 'claimed' });
      case 'MCSFE_joinPromotion':
        return ok({
          promotionId: 3,
          status: 'joined',
          repeated: false,
          entry: {
            id: 1,
            status: 'joined',
            createdAt: 1,
            bonusAmount: null,
            comment: null,
            rejectReason: null,
            ticketNo: null,
            prize: null,
            images: 0,
          },
        });
      default:
        return ok(null);
    }
  };
  const client = createClient({
    baseUrl: 'https://api.test',
    merchantCode: 'm-001',
    getLanguage: () => 'EN',
    getToken: () => 'token-1',
    fetch: fetch as never,
  });
  const session = createSessionStore({ storage: createMemoryStorage({ token: 'token-1' }) });
  const language = createLanguageStore({ storage: createMemoryStorage(), defaultLanguage: 'EN', offered: ['EN'] });
  const i18n = createUiI18n('EN');
  const theme = createBrandTheme('test', { name: 'Test' });
  const cache = new Map();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DataProvider
        client={client}
        session={session}
        language={language}
        swrConfig={{ provider: () => cache, dedupingInterval: 0 }}
      >
        <I18nextProvider i18n={i18n}>
          <UiThemeProvider theme={theme} mode="dark" lang="en">
            <ToastProvider>
              <MemoryRouter>{children}</MemoryRouter>
            </ToastProvider>
          </UiThemeProvider>
        </I18nextProvider>
      </DataProvider>
    );
  }
  return { calls, i18n, Wrapper, count: (name: string) => calls.filter((c) => c.name === name).length };
}

describe('RewardCenterContainer', () => {
  it('offers the completed mission only, claims it by its id and asks again for the missions', async () => {
    const p = platform();
    render(<RewardCenterContainer />, { wrapper: p.Wrapper });
    const claim = await screen.findByRole('button', { name: /Live table regular/ });
    expect(screen.queryByRole('button', { name: /Daily spins/ })).toBeNull();
    const before = p.count('MCSFE_getMissionList');
    await userEvent.click(claim);
    await waitFor(() =>
      expect(p.calls.find((c) => c.name === 'MCSFE_claimMissionReward')?.body).toEqual({ missionId: 8 }),
    );
    await waitFor(() => expect(p.count('MCSFE_getMissionList')).toBeGreaterThan(before));
    expect(p.count('MCSFE_getMissionSummary') + p.count('MCS2_getPromotionClaimList')).toBeGreaterThan(1);
  });

  it("shows a refused claim in the member's language", async () => {
    const p = platform({ claimFails: 'mission_already_claimed' });
    render(<RewardCenterContainer />, { wrapper: p.Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Live table regular/ }));
    expect((await screen.findByText(p.i18n.t('errors:missionAlreadyClaimed'))).textContent).toBe(
      p.i18n.t('errors:missionAlreadyClaimed'),
    );
  });

  it('offers the deposit bonus to join, and joins it with an idempotency key', async () => {
    const p = platform();
    render(<RewardCenterContainer />, { wrapper: p.Wrapper });
    const card = (await screen.findByText('First deposit bonus')).closest(
      '[data-component="PromotionCard"]',
    ) as HTMLElement;
    await userEvent.click(card.querySelector<HTMLButtonElement>('[data-part="ActionButton"][data-status="join"]')!);
    await waitFor(() =>
      expect(p.calls.find((c) => c.name === 'MCSFE_joinPromotion')?.body).toMatchObject({ promotionId: 3 }),
    );
    const body = p.calls.find((c) => c.name === 'MCSFE_joinPromotion')?.body as { requestId: string };
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
