import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useCaptcha } from './useCaptcha';

const png = (n: number) => `iVBORw0KGgo${'A'.repeat(n)}`;

afterEach(() => vi.restoreAllMocks());

describe('useCaptcha', () => {
  it('GETs the captcha and normalises a bare base64 PNG to { image, captchaId: null }', async () => {
    const { render, fetch } = setupData(() => ok(png(4)));
    const { result } = render(() => useCaptcha());
    await waitFor(() => expect(result.current.data).toEqual({ image: png(4), captchaId: null }));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/captcha`);
    expect(fetch.only().method).toBe('GET');
    expectHeaders(fetch.only());
  });

  it('keeps the captchaId of the { image, captchaId } form', async () => {
    const { render } = setupData(() => ok({ image: png(8), captchaId: 'c-1' }));
    const { result } = render(() => useCaptcha());
    await waitFor(() => expect(result.current.data).toEqual({ image: png(8), captchaId: 'c-1' }));
  });

  it('fetches nothing while disabled', async () => {
    const { render, fetch } = setupData(() => ok(png(4)));
    const { result } = render(() => useCaptcha({ enabled: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
    expect(result.current.refresh()).toBe(false);
  });

  it('refresh loads a new image at most once per 1000 ms', async () => {
    let n = 0;
    const { render, fetch } = setupData(() => ok(png(4 * ++n)));
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { result } = render(() => useCaptcha());
    await waitFor(() => expect(result.current.data?.image).toBe(png(4)));

    let refreshed: boolean[] = [];
    act(() => {
      refreshed = [result.current.refresh(), result.current.refresh()];
    });
    expect(refreshed).toEqual([true, false]);
    await waitFor(() => expect(result.current.data?.image).toBe(png(8)));
    expect(fetch.calls).toHaveLength(2);

    now.mockReturnValue(10_999);
    act(() => {
      refreshed = [result.current.refresh()];
    });
    expect(refreshed).toEqual([false]);
    now.mockReturnValue(11_000);
    act(() => {
      refreshed = [result.current.refresh()];
    });
    expect(refreshed).toEqual([true]);
    await waitFor(() => expect(result.current.data?.image).toBe(png(12)));
    expect(fetch.calls).toHaveLength(3);
  });
});
