/**
 * The lobby announcements in SectionPage's heading slot, over a fake platform: the lobby's announcements are asked
 * for (with the vendor on a vendor page), shown as the strip, and their arrival moves nothing on the page (the
 * heading's line keeps its height, the hall below stays where it was); with none, nothing is shown.
 */
import { createClient, createLanguageStore, createMemoryStorage, createSessionStore, DataProvider } from '@croupier/data';
import { createBrandTheme, UiThemeProvider } from '@croupier/ui';
import { createUiI18n } from '@croupier/ui/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SectionPage } from '../sections/SectionPage';
import { LobbyAnnouncements } from './LobbyAnnouncements';
import type { GameLauncher } from './useLaunch';

const announcement = (id: string, kind: string, title: string, extra: Record<string, unknown> = {}) => ({
  id, kind, category: 'RNG', vassalage: null, title, text: `${title}.`, priority: 10, startTime: 1, endTime: 2, gameId: null, promotionId: null, ...extra,
});

function platform(list: unknown[]) {
  const calls: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (url: string) => {
    calls.push(url);
    await held;
    return new Response(JSON.stringify({ success: true, value: { list } }), { headers: { 'Content-Type': 'application/json' } });
  };
  const client = createClient({ baseUrl: 'https://api.test', merchantCode: 'm-001', getLanguage: () => 'EN', getToken: () => null, fetch: fetch as never });
  const session = createSessionStore({ storage: createMemoryStorage() });
  const language = createLanguageStore({ storage: createMemoryStorage(), defaultLanguage: 'EN', offered: ['EN'] });
  const i18n = createUiI18n('EN');
  const theme = createBrandTheme('test', { name: 'Test' });
  const launcher = { tileProps: { onLaunch: vi.fn() } } as unknown as GameLauncher;
  function Page({ children }: { children: ReactNode }) {
    return (
      <DataProvider client={client} session={session} language={language} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <UiThemeProvider theme={theme} mode="light" lang="en">
            {children}
          </UiThemeProvider>
        </I18nextProvider>
      </DataProvider>
    );
  }
  const show = (vassalage?: string) => {
    const router = createMemoryRouter(
      [
        {
          path: '/rng',
          handle: { page: 'rng' },
          element: (
            <SectionPage headingAside={<LobbyAnnouncements category="RNG" vassalage={vassalage} launcher={launcher} />}>
              <div data-testid="hall" style={{ height: 400 }} />
            </SectionPage>
          ),
        },
        { path: '/promoDetail', element: <p>promotion page</p> },
      ],
      { initialEntries: ['/rng'] },
    );
    render(<Page><RouterProvider router={router} /></Page>);
    return router;
  };
  return { calls, release, launcher, show, i18n };
}

describe('LobbyAnnouncements', () => {
  it('asks for the lobby’s announcements and shows them beside the heading without moving the page', async () => {
    const p = platform([
      announcement('maintenance:CQ9', 'maintenance', 'CQ9 Gaming under maintenance', { vassalage: 'CQ9', startTime: null, endTime: null }),
      announcement('12', 'promotion', '20% reload bonus', { promotionId: 12 }),
      announcement('7', 'newGame', 'New game: Lucky Reels', { gameId: 7, vassalage: 'PP' }),
    ]);
    const router = p.show('PP');
    const hall = await screen.findByTestId('hall');
    const heading = screen.getByRole('heading', { level: 1 });
    const before = { hall: hall.getBoundingClientRect().top, heading: heading.parentElement!.getBoundingClientRect().height };
    expect(before.heading).toBeGreaterThan(0);
    expect(document.querySelector('[data-component="GameAnnouncementStrip"]')).toBeNull();
    p.release();
    const strip = await screen.findByRole('region', { name: p.i18n.t('lobby:announcements.label') });
    expect(new URL(p.calls[0]!).pathname).toBe('/wps/relay/GCSGAME_getGameAnnouncements');
    expect(Object.fromEntries(new URL(p.calls[0]!).searchParams)).toEqual({ category: 'RNG', vassalage: 'PP' });
    expect(strip.querySelectorAll('li')).toHaveLength(3);
    expect(hall.getBoundingClientRect().top).toBe(before.hall);
    expect(heading.parentElement!.getBoundingClientRect().height).toBe(before.heading);
    // A new game launches; a promotion opens its page; maintenance is no button.
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Lucky Reels/ }));
    expect(p.launcher.tileProps.onLaunch).toHaveBeenCalledWith({ gameId: 7, vassalage: 'PP' });
    await userEvent.click(screen.getByRole('button', { name: /20% reload bonus/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
    expect(router.state.location.pathname).toBe('/promoDetail');
  });

  it('shows nothing for a lobby without announcements', async () => {
    const p = platform([]);
    p.show();
    p.release();
    await waitFor(() => expect(p.calls).toHaveLength(1));
    expect(Object.fromEntries(new URL(p.calls[0]!).searchParams)).toEqual({ category: 'RNG' });
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-component="GameAnnouncementStrip"]')).toBeNull();
  });
});
