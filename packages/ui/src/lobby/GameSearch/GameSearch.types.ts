import type { FormHTMLAttributes } from 'react';

/** Optional filters beside the name search. */
export const gameSearchFilterKeys = ['hotOnly', 'trialOnly'] as const;
export type GameSearchFilterKey = (typeof gameSearchFilterKeys)[number];
export type GameSearchFilters = Partial<Record<GameSearchFilterKey, boolean>>;

/** The name filter waits this long after the last key press before reporting. */
export const GAME_SEARCH_DEBOUNCE_MS = 300;

export interface GameSearchProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'defaultValue'> {
  /** Controlled query (the input follows it when it changes from outside). */
  value?: string;
  /** Uncontrolled initial query. */
  defaultValue?: string;
  /** The name filter, debounced by `debounceMs`; Enter and the clear button report at once. */
  onQueryChange?: (query: string) => void;
  /** Enter in the field (after the query has been reported). */
  onSubmit?: (query: string) => void;
  /** Default 300 ms. */
  debounceMs?: number;
  /** Controlled filter state. */
  filters?: GameSearchFilters;
  /** Shows the filter toggles; without it only the name field shows. */
  onFiltersChange?: (filters: GameSearchFilters) => void;
  /** Which filter toggles to offer (both unless told). */
  availableFilters?: readonly GameSearchFilterKey[];
  /** The field's visible label; "Search games" unless told. */
  label?: string;
}
