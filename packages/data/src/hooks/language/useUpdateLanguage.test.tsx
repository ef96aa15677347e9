import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useUpdateLanguage } from './useUpdateLanguage';

describe('useUpdateLanguage', () => {
  it('PUTs { language } as JSON', async () => {
    const { render, fetch } = setupData(() => ok(null), { language: { hisLang: 'CN' } });
    const { result } = render(() => useUpdateLanguage());
    await act(async () => {
      await result.current.trigger({ language: 'CN' });
    });
    expect(fetch.only().method).toBe('PUT');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/language`);
    expectHeaders(fetch.only(), { language: 'CN', contentType: 'json' });
    expect(fetch.only().body).toBe('{"language":"CN"}');
  });

  it('is a polling call: errors never alert', async () => {
    for (const answer of [failure('internal_error', 'x', undefined, 500), { status: 504, text: '' }, failure('vendor_under_maintenance', 'x')]) {
      const { render, errors } = setupData(() => answer);
      const { result } = render(() => useUpdateLanguage());
      await act(async () => {
        await result.current.trigger({ language: 'EN' }).catch(() => undefined);
      });
      expect(errors.map((e) => e.behaviour.kind)).toEqual(['silent']);
    }
  });
});
