import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useInbox, useInboxRead, useUnreadMessageCount } from './inbox';
import { useMemberQuery } from './useMemberQuery';

const page = (unread: number) => ({ list: [], pageNum: 1, totalPages: 1, total: 0, unread });

describe('useMemberQuery', () => {
  it('fetches nothing without a token', async () => {
    const { render, fetch } = setupData(() => ok({ count: 1 }));
    const { result } = render(() => useUnreadMessageCount());
    await new Promise((r) => setTimeout(r, 30));
    expect(result.current.data).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
  });

  it('GETs with the token and the input as the query; another input fetches anew; null pauses', async () => {
    const { render, fetch } = setupData(() => ok(page(2)), { session: { token: 'tok' } });
    const { result, rerender } = render((props?: { pageNo: number | null }) =>
      useInbox(props?.pageNo === null ? null : { pageNo: props?.pageNo ?? 1, pageSize: 20 }),
    );
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/relay/CSP_getInbox?pageNo=1&pageSize=20`);
    expectHeaders(fetch.only(), { token: 'tok' });
    rerender({ pageNo: 2 });
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]!.url).toContain('pageNo=2');
    rerender({ pageNo: null });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(2);
  });
});

describe('useMemberMutation', () => {
  it('POSTs, then revalidates the queries it names and not others', async () => {
    let unread = 3;
    const { render, fetch } = setupData(
      (request) => {
        if (request.url.endsWith('/CSP_markRead')) {
          unread = 0;
          return ok({ changed: 3, unread });
        }
        if (request.url.includes('/CSP_unreadCount')) return ok({ count: unread });
        return ok({ mainBalance: 1, vendorWallets: [], held: 0, total: 1, turnoverRemaining: 0 });
      },
      { session: { token: 'tok' } },
    );
    const funds = render(() => useMemberQuery('fundsConsolidated'));
    await waitFor(() => expect(funds.result.current.data).toBeDefined());
    const { result } = render(() => ({ count: useUnreadMessageCount(), read: useInboxRead() }));
    await waitFor(() => expect(result.current.count.data).toEqual({ count: 3 }));
    const fundsCalls = () => fetch.calls.filter((c) => c.url.includes('/funds/consolidated')).length;
    await act(async () => {
      await result.current.read.trigger({ all: true });
    });
    const post = fetch.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({ all: true });
    expectHeaders(post, { token: 'tok', contentType: 'json' });
    await waitFor(() => expect(result.current.count.data).toEqual({ count: 0 }));
    expect(fundsCalls()).toBe(1);
  });
});
