/**
 * Lazy sections with the chunk rules of SPEC §9: a failed chunk load is retried once (with a fresh URL, since the
 * browser caches a failed module), and the whole load gives up after 120 s; the route's error element then offers a
 * reload.
 */
import { CHUNK_LOAD_RETRIES, CHUNK_LOAD_TIMEOUT_MS } from '@croupier/contract';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly reason: 'failed' | 'timeout',
  ) {
    super(message);
  }
}

const MODULE_URL = /(https?:\/\/[^\s'"]+\.m?js)/;

/** The URL of the module a failed dynamic import names (Chromium, Firefox and Safari all put it in the message). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return MODULE_URL.exec(message)?.[1] ?? null;
}

export interface LoadOptions {
  retries?: number;
  timeoutMs?: number;
  /** Re-imports a module by URL (a retry); injectable for tests. */
  importUrl?: (url: string) => Promise<unknown>;
}

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** Runs `load`, retrying a failure `retries` times, within `timeoutMs` overall. */
export function loadChunk<T>(load: () => Promise<T>, options: LoadOptions = {}): Promise<T> {
  const { retries = CHUNK_LOAD_RETRIES, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, importUrl = importByUrl } = options;
  const attempt = async (left: number, previous?: unknown): Promise<T> => {
    try {
      if (previous === undefined) return await load();
      const url = failedModuleUrl(previous);
      // The same specifier would give the cached failure: ask for the module again with a query.
      if (url) return (await importUrl(`${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`)) as T;
      return await load();
    } catch (error) {
      if (left > 0) return attempt(left - 1, error);
      throw new ChunkLoadError(error instanceof Error ? error.message : String(error), 'failed');
    }
  };
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`, 'timeout')), timeoutMs);
    attempt(retries).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
