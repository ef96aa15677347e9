import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, failedModuleUrl, loadChunk } from './lazySection';

const failure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

afterEach(() => vi.useRealTimers());

describe('loadChunk (SPEC §9: one retry, 120 s time-out)', () => {
  it('reads the module URL from the browser error', () => {
    expect(failedModuleUrl(failure('http://x.test/assets/home-abc.js'))).toBe('http://x.test/assets/home-abc.js');
    expect(failedModuleUrl(new Error('nothing here'))).toBeNull();
  });

  it('retries a failed load once, asking for the module again with a fresh query', async () => {
    const load = vi.fn().mockRejectedValueOnce(failure('http://x.test/assets/home-abc.js'));
    const importUrl = vi.fn().mockResolvedValue({ Component: 'home' });
    await expect(loadChunk(load, { importUrl })).resolves.toEqual({ Component: 'home' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls[0]![0]).toMatch(/^http:\/\/x\.test\/assets\/home-abc\.js\?retry=\d+$/);
  });

  it('gives up after the retry with a ChunkLoadError', async () => {
    const load = vi.fn().mockRejectedValue(failure('http://x.test/a.js'));
    const importUrl = vi.fn().mockRejectedValue(failure('http://x.test/a.js?retry=1'));
    const error = await loadChunk(load, { importUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect(importUrl).toHaveBeenCalledTimes(1);
  });

  it('times out after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await settled) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.reason).toBe('timeout');
  });
});
