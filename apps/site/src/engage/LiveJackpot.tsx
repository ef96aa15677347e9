/**
 * The jackpot pool (VIS_getJackpot), polled: each new amount counts up from the one shown. Nothing at all when the
 * pool cannot be read (the page around it stays as it is).
 */
import { useSiteQuery } from '@croupier/data';
import { JackpotTicker, type JackpotTickerVariant } from '@croupier/ui';
import { brand } from '../brand';
import { EngageTexts } from './EngageTexts';

/** How often the pool is asked for (it grows with every slot stake). */
export const JACKPOT_POLL_MS = 10_000;

export interface LiveJackpotProps {
  variant?: JackpotTickerVariant;
  onPlay?: () => void;
  className?: string;
}

function Ticker({ variant = 'compact', onPlay, className }: LiveJackpotProps) {
  const jackpot = useSiteQuery('jackpot', undefined, { refreshInterval: JACKPOT_POLL_MS, refreshWhenHidden: false });
  if (jackpot.error && !jackpot.data) return null;
  return (
    <JackpotTicker
      className={className}
      variant={variant}
      amount={jackpot.data?.amount ?? null}
      isLoading={!jackpot.data}
      currencySymbol={brand.currencySymbol}
      onPlay={onPlay}
    />
  );
}

/** The ticker once its texts are in (nothing before: it never holds up the page around it). */
export function LiveJackpot(props: LiveJackpotProps) {
  return (
    <EngageTexts>
      <Ticker {...props} />
    </EngageTexts>
  );
}
