import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useFeedback } from './useFeedback';

describe('useFeedback', () => {
  it('PUTs JSON with the token', async () => {
    const { render, fetch } = setupData(() => ok(null), { session: { token: 'tok' } });
    const { result } = render(() => useFeedback());
    await act(async () => {
      await result.current.trigger({ type: 'bug', content: 'The lobby is slow', images: ['https://img.test/1.png'] });
    });
    expect(fetch.only().method).toBe('PUT');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/feedback`);
    expectHeaders(fetch.only(), { token: 'tok', contentType: 'json' });
    expect(fetch.only().body).toBe('{"type":"bug","content":"The lobby is slow","images":["https://img.test/1.png"]}');
  });
});
