import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { newChatRequestId, useChatMessages, useChatRead, useChatSend, useChatUnreadCount } from './chat';

const lobbyQuery = { groupId: 1 };
const message = (id: number, body: string) => ({ id, groupId: 1, sender: 'de***01', own: true, body, createdAt: 1 });

describe('chat hooks', () => {
  it('asks nothing for the unread count without a token, or when disabled', async () => {
    const loggedOut = setupData(() => ok({ count: 1, groups: [] }));
    loggedOut.render(() => useChatUnreadCount());
    const disabled = setupData(() => ok({ count: 1, groups: [] }), { session: { token: 'tok' } });
    disabled.render(() => useChatUnreadCount(false));
    await new Promise((r) => setTimeout(r, 30));
    expect(loggedOut.fetch.calls).toHaveLength(0);
    expect(disabled.fetch.calls).toHaveLength(0);
  });

  it('GETs the unread count with the token; a send POSTs and revalidates the messages and the count', async () => {
    const stored: ReturnType<typeof message>[] = [];
    let unread = 2;
    const { render, fetch } = setupData(
      (request) => {
        if (request.url.endsWith('/CBS_sendMessage')) {
          const sent = JSON.parse(request.body!) as { body: string };
          stored.push(message(stored.length + 1, sent.body));
          unread = 0;
          return ok(stored.at(-1));
        }
        if (request.url.includes('/CBS_getMessages')) return ok({ groupId: 1, list: [...stored], hasOlder: false });
        return ok({ count: unread, groups: [{ groupId: 1, unread }] });
      },
      { session: { token: 'tok' } },
    );
    const messages = render(() => useChatMessages(lobbyQuery, false));
    await waitFor(() => expect(messages.result.current.data?.list).toEqual([]));
    const { result } = render(() => ({ count: useChatUnreadCount(), send: useChatSend() }));
    await waitFor(() => expect(result.current.count.data?.count).toBe(2));
    const countCall = fetch.calls.find((c) => c.url.includes('/CBS_unreadCount'))!;
    expect(countCall.url).toBe(`${BASE_URL}/wps/relay/CBS_unreadCount`);
    expectHeaders(countCall, { token: 'tok' });
    expect(fetch.calls.find((c) => c.url.includes('/CBS_getMessages'))!.url).toBe(`${BASE_URL}/wps/relay/CBS_getMessages?groupId=1`);
    const requestId = newChatRequestId();
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await act(async () => {
      await result.current.send.trigger({ groupId: 1, requestId, body: 'hello' });
    });
    const post = fetch.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({ groupId: 1, requestId, body: 'hello' });
    expectHeaders(post, { token: 'tok', contentType: 'json' });
    await waitFor(() => expect(messages.result.current.data?.list.map((m) => m.body)).toEqual(['hello']));
    await waitFor(() => expect(result.current.count.data?.count).toBe(0));
  });

  it('moving the read cursor revalidates the unread count', async () => {
    let unread = 4;
    const { render, fetch } = setupData(
      (request) => {
        if (request.url.endsWith('/CBS_markRead')) {
          unread = 0;
          return ok({ groupId: 1, lastReadId: 9, unread });
        }
        return ok({ count: unread, groups: [{ groupId: 1, unread }] });
      },
      { session: { token: 'tok' } },
    );
    const { result } = render(() => ({ count: useChatUnreadCount(), read: useChatRead() }));
    await waitFor(() => expect(result.current.count.data?.count).toBe(4));
    await act(async () => {
      await result.current.read.trigger({ groupId: 1, lastReadId: 9 });
    });
    await waitFor(() => expect(result.current.count.data?.count).toBe(0));
    expect(fetch.calls.filter((c) => c.url.includes('/CBS_unreadCount'))).toHaveLength(2);
  });
});
