import type { ReactNode } from 'react';
import { Skeleton } from '../../feedback/Skeleton';
import { Strip, StripItem } from './panel.styles';

export interface SummaryItem {
  /** Stable key, also `data-summary` on the item. */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** The headline figure (win/loss, net), on a soft tint. */
  isEmphasized?: boolean;
}

export interface SummaryStripProps {
  /** The group's accessible name ("Totals for the period"). */
  label: string;
  items: readonly SummaryItem[];
  isLoading?: boolean;
}

const bone = { shape: 'text', width: '70%' } as const;

/** Totals of everything the filters match (not only the page shown), as label and figure pairs. */
export function SummaryStrip({ label, items, isLoading = false }: SummaryStripProps) {
  return (
    <div role="group" aria-label={label} aria-busy={isLoading || undefined} data-part="Summary">
      <Strip>
        {items.map((item) => (
          <StripItem key={item.id} data-summary={item.id} data-emphasis={item.isEmphasized ? '' : undefined}>
            <dt>{item.label}</dt>
            <dd>{isLoading ? <Skeleton {...bone} /> : item.value}</dd>
          </StripItem>
        ))}
      </Strip>
    </div>
  );
}
