import type { LiveCategoryCode } from '@croupier/contract';
import type { HTMLAttributes } from 'react';

export interface LiveCategorySliderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** The categories to offer, in order; all fifteen of SPEC §3 unless told. Names come from `lobby:live.categories`. */
  categories?: readonly LiveCategoryCode[];
  /** Controlled selection; null is "All". */
  value?: LiveCategoryCode | null;
  defaultValue?: LiveCategoryCode | null;
  onValueChange?: (code: LiveCategoryCode | null) => void;
  /** Offers an "All" item first (default true). */
  hasAll?: boolean;
}
