/**
 * The chat room overlay over a fake platform: launched on open, the shown room's messages marked read, a message sent
 * with a request id that a retry after a failure reuses, and a read-only room showing why.
 */
import { createClient, createLanguageStore, createMemoryStorage, createSessionStore, DataProvider } from '@croupier/data';
import { createBrandTheme, UiThemeProvider } from '@croupier/ui';
import { createUiI18n } from '@croupier/ui/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ChatRoomOverlay from './ChatRoomOverlay';

const lobby = { groupId: 1, code: 'lobby', minVipLevel: 0, canRead: true, canPost: true, readRefusal: null, postRefusal: null };
const message = (id: number, body: string, own = false) => ({ id, groupId: 1, sender: own ? 'de***01' : 'ag***01', own, body, createdAt: 1_764_000_000_000 + id });

interface Call {
  name: string;
  body: Record<string, unknown> | undefined;
}

function platform(options: { postRefusal?: string; sendFailsOnce?: boolean } = {}) {
  const calls: Call[] = [];
  const stored = [message(1, 'Welcome to the lobby'), message(2, 'Good luck')];
  let failNext = options.sendFailsOnce ?? false;
  const group = options.postRefusal ? { ...lobby, canPost: false, postRefusal: options.postRefusal } : lobby;
  const fetch = async (url: string, init: RequestInit) => {
    const name = /\/relay\/([^?]+)/.exec(url)?.[1] ?? url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ name, body });
    const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    switch (name) {
      case 'CBS_launchChat':
        return ok({ groups: [{ ...group, unread: 2 }], groupId: 1, messages: { groupId: 1, list: stored, hasOlder: false }, lastReadId: 0, launchedAt: 1 });
      case 'CBS_getMessages':
        return ok({ groupId: 1, list: [...stored], hasOlder: false });
      case 'CBS_markRead':
        return ok({ groupId: 1, lastReadId: body?.lastReadId, unread: 0 });
      case 'CBS_unreadCount':
        return ok({ count: 0, groups: [{ groupId: 1, unread: 0 }] });
      case 'CBS_sendMessage':
        if (failNext) {
          failNext = false;
          return new Response('', { status: 502 });
        }
        stored.push(message(stored.length + 1, String(body?.body), true));
        return ok(stored.at(-1));
      default:
        return ok(null);
    }
  };
  const client = createClient({ baseUrl: 'https://api.test', merchantCode: 'm-001', getLanguage: () => 'EN', getToken: () => 'token-1', fetch: fetch as never });
  const session = createSessionStore({ storage: createMemoryStorage({ token: 'token-1' }) });
  const language = createLanguageStore({ storage: createMemoryStorage(), defaultLanguage: 'EN', offered: ['EN'] });
  const i18n = createUiI18n('EN');
  const theme = createBrandTheme('test', { name: 'Test' });
  const cache = new Map();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DataProvider client={client} session={session} language={language} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <UiThemeProvider theme={theme} mode="dark" lang="en">
            {children}
          </UiThemeProvider>
        </I18nextProvider>
      </DataProvider>
    );
  }
  return { calls, Wrapper };
}

describe('ChatRoomOverlay', () => {
  it('launches, marks the newest message read, and sends once per message even when retried', async () => {
    const { calls, Wrapper } = platform({ sendFailsOnce: true });
    render(<ChatRoomOverlay onClose={() => undefined} />, { wrapper: Wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    await within(dialog).findByText('Good luck');
    expect(calls.filter((c) => c.name === 'CBS_launchChat')).toHaveLength(1);
    await waitFor(() => expect(calls.find((c) => c.name === 'CBS_markRead')?.body).toEqual({ groupId: 1, lastReadId: 2 }));

    const field = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.type(field, 'Hello all{Enter}');
    await within(dialog).findByRole('alert');
    expect(field.value).toBe('Hello all');
    await userEvent.type(field, '{Enter}');
    await within(dialog).findByText('Hello all');
    await waitFor(() => expect(field.value).toBe(''));
    const sends = calls.filter((c) => c.name === 'CBS_sendMessage').map((c) => c.body);
    expect(sends).toHaveLength(2);
    expect(sends[0]).toEqual(sends[1]);
    expect(sends[0]).toMatchObject({ groupId: 1, body: 'Hello all' });
    await waitFor(() => expect(calls.filter((c) => c.name === 'CBS_markRead').at(-1)?.body).toEqual({ groupId: 1, lastReadId: 3 }));
  });

  it('a room the member may not post in says why instead of the composer', async () => {
    const { Wrapper } = platform({ postRefusal: 'deposit_required' });
    render(<ChatRoomOverlay onClose={() => undefined} />, { wrapper: Wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    await within(dialog).findByText('Good luck');
    expect(within(dialog).getByRole('status').textContent).toContain('Make your first deposit to post in this room.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
