import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { describe, expect, it, vi } from 'vitest';
import { collectServerData, serverDataScript } from './serverData';

const vendorsFetcher = vi.fn(async () => ['PNG', 'PG']);
const pageFetcher = vi.fn(async ([, , vendor, page]: readonly unknown[]) => ({ vendor, page, games: [`${String(vendor)} game ${String(page)}`] }));
const liveFetcher = vi.fn(async () => 42);
const brokenFetcher = vi.fn(async (): Promise<string> => {
  throw new Error('down');
});

/** A hall: the vendors, then (knowing them) the first vendor's pages; a live figure; a call that fails. */
function Hall() {
  const vendors = useSWR(['games', 'vendors', 'JA'], vendorsFetcher);
  const first = vendors.data?.[0];
  const list = useSWRInfinite((index) => (first ? (['games', 'list', first, index + 1] as const) : null), pageFetcher);
  const live = useSWR(['jackpot'], liveFetcher);
  const broken = useSWR(['games', 'broken'], brokenFetcher);
  const parts = [vendors.data?.join(',') ?? 'loading vendors', list.data?.flatMap((p) => p.games).join(',') ?? 'loading games', live.data ?? 'loading live', broken.data ?? 'loading broken'];
  return <p>{parts.join(' | ')}</p>;
}

const render = (config: SWRConfiguration) =>
  renderToString(
    <SWRConfig value={{ ...config, provider: () => new Map() }}>
      <Hall />
    </SWRConfig>,
  );

describe('collectServerData', () => {
  it('finds the wanted data pass by pass, with the hooks own fetchers, until a render asks for nothing new', async () => {
    const collector = collectServerData((key) => key[0] === 'games');
    expect(render(collector.swrConfig)).toContain('loading vendors | loading games');
    expect(await collector.load()).toBe(1); // the vendors (the broken call fails and is left out)
    expect(render(collector.swrConfig)).toContain('PNG,PG | loading games');
    expect(await collector.load()).toBe(1); // the first page of the first vendor's list
    const html = render(collector.swrConfig);
    expect(html).toContain('PNG,PG | PNG game 1 | loading live | loading broken');
    expect(await collector.load()).toBe(0);
    expect(liveFetcher).not.toHaveBeenCalled();
    expect(pageFetcher).toHaveBeenCalledTimes(1);

    // The browser's first render from the same data is the server's.
    const browser = render({ fallback: JSON.parse(serverDataScript(collector.data)) as Record<string, unknown> });
    expect(browser).toBe(html);
  });

  it('writes the data so that no text in it can end the script element', () => {
    const text = serverDataScript({ key: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ key: '</script><script>alert(1)</script>' });
  });
});
