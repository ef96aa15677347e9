/**
 * The kit's promotion, VIP, mall, jackpot and feedback texts live in the member centre's namespaces (engage, loyalty,
 * centre, records, cashier), never in the first paint: a page that shows them waits for them, in the language shown,
 * behind `fallback` (the page's heading alone, or nothing).
 */
import { Suspense, type ReactNode } from 'react';
import { useCentreTranslations } from '../centres/centreTranslations';

function Loaded({ children }: { children: ReactNode }) {
  useCentreTranslations();
  return children;
}

export function EngageTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Loaded>{children}</Loaded>
    </Suspense>
  );
}
