/**
 * The periods near now of one game (the one taking bets, the next, the last drawn) with the server clock's offset,
 * kept fresh around the two moments the page cares about: when betting closes (the period taking bets changes) and
 * when the draw happens (the result arrives). The draw is polled briefly, since the platform draws a moment after
 * `drawAt`; nothing is fetched by these timers while the tab is hidden (the refetch waits until it is shown again).
 */
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchNearNumeros, type NearNumeros } from './fetchers';
import { lotteryKeys } from './keys';

/** The first refetch after a period's drawAt, and the retries until it shows as the last drawn one. */
export const NEAR_DRAW_DELAY_MS = 1_500;
export const NEAR_DRAW_RETRY_MS = 2_000;
export const NEAR_DRAW_MAX_TRIES = 30;
/** The refetch after a period closes (or the next one opens), a little after the moment. */
export const NEAR_EDGE_DELAY_MS = 500;

/** Longest timer a browser honours. */
const MAX_TIMER_MS = 2_147_483_647;
const clampDelay = (ms: number) => Math.min(Math.max(0, ms), MAX_TIMER_MS);

type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface NearWatcherOptions {
  /** Refetches and resolves with the new answer (SWR's bound `mutate()`). */
  refresh: () => Promise<NearNumeros | undefined>;
  now?: () => number;
  /** Where the tab's visibility is read; none outside a browser. */
  visibility?: VisibilitySource | undefined;
}

export interface NearWatcher {
  /** Every answer goes through here: it (re)arms the close and draw timers. Idempotent. */
  observe(data: NearNumeros): void;
  dispose(): void;
}

/** The timers of useNearNumeros, apart from React. */
export function createNearWatcher({ refresh, now = Date.now, visibility = globalThis.document }: NearWatcherOptions): NearWatcher {
  let disposed = false;
  let latest: NearNumeros | undefined;
  // The draw awaited: the period that was taking bets, until it is the last drawn one (or the tries run out).
  let awaited: { periodNo: string; tries: number } | null = null;
  let lastAwaitedPeriodNo: string | null = null;
  let drawTimer: ReturnType<typeof setTimeout> | undefined;
  // The close (or opening) moment armed, by its text, so one moment is fetched once.
  let edgeArmed: string | null = null;
  let edgeTimer: ReturnType<typeof setTimeout> | undefined;
  const deferred = new Set<() => void>();

  const hidden = () => visibility?.visibilityState === 'hidden';
  const serverNow = () => now() + (latest?.serverTimeOffsetMs ?? 0);
  const isDrawn = (data: NearNumeros, periodNo: string) => data.last !== null && data.last.periodNo >= periodNo;
  const onVisibilityChange = () => {
    if (hidden() || disposed) return;
    // One look serves every moment that passed while hidden; the draw's keeps polling if the result is not in yet.
    const job = deferred.has(fireDraw) ? fireDraw : [...deferred][0];
    deferred.clear();
    job?.();
  };
  visibility?.addEventListener('visibilitychange', onVisibilityChange);

  const refetch = () =>
    refresh().then(
      (data) => {
        if (data && !disposed) observe(data);
        return data;
      },
      () => undefined,
    );

  function fireDraw() {
    const target = awaited;
    if (disposed || !target) return;
    if (hidden()) {
      deferred.add(fireDraw);
      return;
    }
    target.tries += 1;
    void refetch().then(() => {
      if (disposed || awaited !== target) return;
      if (target.tries >= NEAR_DRAW_MAX_TRIES) {
        awaited = null;
        if (latest) observe(latest);
        return;
      }
      drawTimer = setTimeout(fireDraw, NEAR_DRAW_RETRY_MS);
    });
  }

  function fireEdge() {
    if (disposed) return;
    if (hidden()) {
      deferred.add(fireEdge);
      return;
    }
    void refetch();
  }

  function observe(data: NearNumeros) {
    if (disposed) return;
    latest = data;
    if (awaited && isDrawn(data, awaited.periodNo)) {
      clearTimeout(drawTimer);
      deferred.delete(fireDraw);
      awaited = null;
    }
    const { current } = data;
    if (!awaited && current && current.periodNo !== lastAwaitedPeriodNo && !isDrawn(data, current.periodNo)) {
      const drawAtMs = Date.parse(current.drawAt);
      if (Number.isFinite(drawAtMs)) {
        awaited = { periodNo: current.periodNo, tries: 0 };
        lastAwaitedPeriodNo = current.periodNo;
        drawTimer = setTimeout(fireDraw, clampDelay(drawAtMs + NEAR_DRAW_DELAY_MS - serverNow()));
      }
    }
    // The close of the period taking bets (unless it is its draw, fetched above), else the next period's opening.
    const edge = current ? (current.closesAt === current.drawAt ? null : current.closesAt) : (data.next?.opensAt ?? null);
    const edgeMs = edge ? Date.parse(edge) : Number.NaN;
    if (edge && edge !== edgeArmed && Number.isFinite(edgeMs) && edgeMs > serverNow()) {
      clearTimeout(edgeTimer);
      deferred.delete(fireEdge);
      edgeArmed = edge;
      edgeTimer = setTimeout(fireEdge, clampDelay(edgeMs + NEAR_EDGE_DELAY_MS - serverNow()));
    }
  }

  return {
    observe,
    dispose() {
      disposed = true;
      clearTimeout(drawTimer);
      clearTimeout(edgeTimer);
      deferred.clear();
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/**
 * The periods near now of a game plus `serverTimeOffsetMs` (server time minus local time, so a countdown reads
 * `Date.parse(drawAt) - (Date.now() + serverTimeOffsetMs)`). `null`: no game yet.
 */
export function useNearNumeros(gameCode: string | null, config?: SWRConfiguration<NearNumeros, ApiError>): SWRResponse<NearNumeros, ApiError> {
  const client = useClient();
  const swr = useSWR(gameCode ? lotteryKeys.near(gameCode) : null, ([, , code]) => fetchNearNumeros(client, code), config);
  const { data, mutate } = swr;
  const watcher = useRef<NearWatcher | null>(null);
  useEffect(() => {
    if (!gameCode) return undefined;
    const created = createNearWatcher({ refresh: () => mutate() });
    watcher.current = created;
    return () => {
      created.dispose();
      if (watcher.current === created) watcher.current = null;
    };
  }, [gameCode, mutate]);
  useEffect(() => {
    // A previous game's answer (kept by `keepPreviousData`) arms nothing for this one.
    const code = data ? (data.current ?? data.next ?? data.last)?.gameCode : undefined;
    if (data && (code === undefined || code === gameCode)) watcher.current?.observe(data);
  }, [data, gameCode]);
  return swr;
}
