/**
 * The data a page is rendered with on the server, found the way the page asks for it: each render records the keys
 * its hooks ask for (an SWR middleware), the wanted ones are loaded with the hooks' own fetchers, and the next render
 * has them as SWR's `fallback`, until a render asks for nothing new (the hall asks for the vendors, then, knowing
 * them, for the first page of a vendor's games). The browser hydrates the page with the same `fallback`, so its first
 * render is the server's.
 */
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { unstable_serialize as unstable_serializeInfinite, type SWRInfiniteKeyLoader } from 'swr/infinite';

/** SWR's cache keys (serialized) and their data: what `SWRConfig`'s `fallback` takes. */
export type ServerData = Record<string, unknown>;

export interface ServerDataCollector {
  /** For the page's DataProvider: the data loaded so far as `fallback`, and the recorder. */
  readonly swrConfig: SWRConfiguration;
  /** The data loaded so far (JSON-safe: what the fetchers answered). */
  readonly data: ServerData;
  /**
   * Loads what the last render asked for and does not have yet (a failed load is left out: the page renders it
   * loading, as the browser then does), then forgets the render's keys. Answers how many were loaded.
   */
  load(): Promise<number>;
}

type Load = () => Promise<unknown>;

/**
 * `isWanted(key)`: whether a query key's data belongs in the page (the rest renders loading: live figures, anything a
 * visitor's own browser should ask for). A `useSWRInfinite` list is loaded for its first page.
 */
export function collectServerData(isWanted: (key: readonly unknown[]) => boolean): ServerDataCollector {
  const data: ServerData = {};
  const asked = new Map<string, Load>();
  const record = (key: unknown, fetcher: ((...args: never[]) => unknown) | null) => {
    if (!fetcher) return;
    const run = fetcher as (key: unknown) => unknown;
    if (typeof key === 'function') {
      // useSWRInfinite hands its middlewares the page key (index, previous page) and the page fetcher.
      let first: unknown;
      try {
        first = (key as (index: number, previous: null) => unknown)(0, null);
      } catch {
        return;
      }
      if (!Array.isArray(first) || !isWanted(first)) return;
      const cacheKey = unstable_serializeInfinite(key as SWRInfiniteKeyLoader);
      if (!(cacheKey in data)) asked.set(cacheKey, async () => [await run(first)]);
      return;
    }
    if (!Array.isArray(key) || !isWanted(key)) return;
    const cacheKey = unstable_serialize(key);
    if (!(cacheKey in data)) asked.set(cacheKey, async () => run(key));
  };
  const recorder: Middleware = (useSWRNext) => (key, fetcher, config) => {
    record(key, fetcher as ((...args: never[]) => unknown) | null);
    return useSWRNext(key, fetcher, config);
  };
  return {
    swrConfig: { fallback: data, use: [recorder] },
    data,
    async load() {
      const pending = [...asked];
      asked.clear();
      const loaded = await Promise.all(
        pending.map(async ([cacheKey, load]) => {
          try {
            data[cacheKey] = await load();
            return 1;
          } catch {
            return 0;
          }
        }),
      );
      return loaded.reduce<number>((sum, n) => sum + n, 0);
    },
  };
}

/** The data of a page rendered on the server, as the page carries it (a JSON script element's text: `<` escaped). */
export function serverDataScript(data: ServerData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
