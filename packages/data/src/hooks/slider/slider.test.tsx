import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useSliderChallenge } from './useSliderChallenge';
import { useSliderCheck } from './useSliderCheck';

const png = 'iVBORw0KGgoAAAA';

describe('slider hooks', () => {
  it('useSliderChallenge GETs a fresh challenge per trigger', async () => {
    let n = 0;
    const { render, fetch } = setupData(() => ok({ challengeId: `c${++n}`, background: png, piece: png, y: 12, width: 300, height: 150 }));
    const { result } = render(() => useSliderChallenge());
    const ids: string[] = [];
    await act(async () => {
      ids.push((await result.current.trigger()).challengeId, (await result.current.trigger()).challengeId);
    });
    expect(ids).toEqual(['c1', 'c2']);
    expect(fetch.calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE_URL}/wps/verification/slider/challenge`],
      ['GET', `${BASE_URL}/wps/verification/slider/challenge`],
    ]);
    expectHeaders(fetch.calls[0]!);
  });

  it('useSliderCheck POSTs the position and returns the slider result', async () => {
    const { render, fetch } = setupData(() => ok({ challengeId: 'c1', token: 'slider-ok' }));
    const { result } = render(() => useSliderCheck());
    let value: unknown;
    await act(async () => {
      value = await result.current.trigger({ challengeId: 'c1', x: 143 });
    });
    expect(value).toEqual({ challengeId: 'c1', token: 'slider-ok' });
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/verification/slider/check`);
    expectHeaders(fetch.only(), { contentType: 'json' });
    expect(fetch.only().body).toBe('{"challengeId":"c1","x":143}');
  });
});
