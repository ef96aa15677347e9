/**
 * The jackpot pool (VIS_getJackpot), polled: each new amount counts up from the one shown. Nothing at all when the
 * pool cannot be read (the page around it stays as it is).
 */
import { useSiteQuery } from '@croupier/data';
import { JackpotTicker, type JackpotTickerVariant } from '@croupier/ui';
import { memo, Suspense } from 'react';
import styled from 'styled-components';
import { brand } from '../brand';
import { useLoyaltyTranslations } from '../centres/centreTranslations';

/** How often the pool is asked for (it grows with every slot stake). */
export const JACKPOT_POLL_MS = 10_000;

export interface LiveJackpotProps {
  variant?: JackpotTickerVariant;
  onPlay?: () => void;
  className?: string;
}

/** The compact ticker's height, held while its texts load, so the home page below it does not move (layout shift). */
const CompactSpace = styled.div`
  min-height: 48px;
`;

function Ticker({ variant = 'compact', onPlay, className }: LiveJackpotProps) {
  useLoyaltyTranslations();
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

/**
 * The ticker once its texts (the loyalty namespace only) are in; until then the compact one keeps its place and the
 * wide one shows nothing. It never holds up the page around it. Memoized: in a hydrating page the boundary keeps the
 * server's ticker while its texts load, and a render of the page around it (with the same props) would make React
 * drop that for the fallback.
 */
export const LiveJackpot = memo(function LiveJackpot(props: LiveJackpotProps) {
  const space = (props.variant ?? 'compact') === 'compact' ? <CompactSpace aria-hidden /> : null;
  return (
    <Suspense fallback={space}>
      <Ticker {...props} />
    </Suspense>
  );
});
