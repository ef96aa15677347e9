import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, setupData } from '../../test/renderWithData';
import { useFeedback } from './useFeedback';

describe('useFeedback', () => {
  it('PUTs multipart with the token: the text fields, then the images', async () => {
    const { render, fetch } = setupData(() => ok(null), { session: { token: 'tok' } });
    const { result } = render(() => useFeedback());
    const images = [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' })];
    await act(async () => {
      await result.current.trigger(Object.assign({ type: 'bug' as const, content: 'The lobby is slow today' }, { images }));
    });
    expect(fetch.only().method).toBe('PUT');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/feedback`);
    const body = fetch.only().form;
    if (!body) throw new Error('not multipart');
    expect(body.get('type')).toBe('bug');
    expect(body.get('content')).toBe('The lobby is slow today');
    expect((body.getAll('images') as File[]).map((file) => file.name)).toEqual(['shot.png']);
  });
});
