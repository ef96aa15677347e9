/** SWR option sets shared by the query hooks. */
import type { SWRConfiguration } from 'swr';

/** Longest timer a browser honours (setTimeout clamps larger values, Infinity included, to 0). */
const MAX_TIMER_MS = 2_147_483_647;

/** Fetched once per page life: never revalidated, and concurrent mounts share one request. */
export const fetchOnceOptions = {
  dedupingInterval: MAX_TIMER_MS,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;
