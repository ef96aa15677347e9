import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { useMoney } from '../../member-centre/shared/money';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { Bone, Root } from './JackpotTicker.styles';
import type { JackpotTickerProps } from './JackpotTicker.types';
import { useCountUp } from './useCountUp';

/**
 * The live jackpot pool (`VIS_getJackpot`, polled by the site): each new amount counts up smoothly from the one
 * shown (no animation under `prefers-reduced-motion`). Screen readers get the amount once per update, not every
 * frame, and are not interrupted by polling.
 */
export const JackpotTicker = forwardRef<HTMLElement, JackpotTickerProps>(function JackpotTicker(
  {
    amount,
    variant = 'compact',
    title,
    countDurationMs = 1600,
    isLoading = false,
    onPlay,
    currency,
    currencySymbol,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('loyalty');
  const money = useMoney({ currency, currencySymbol });
  const isReduced = usePrefersReducedMotion();
  const shown = useCountUp(amount ?? 0, countDurationMs, isReduced);
  const titleId = useId();
  const text = money.format(shown);

  return (
    <Root
      ref={ref}
      data-component="JackpotTicker"
      data-variant={variant}
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      <h2 data-part="Title" id={titleId}>
        <Icon name="sparkles" size="sm" />
        {title ?? t('jackpot.title')}
      </h2>
      {amount === null || isLoading ? (
        <span data-part="Amount">
          <Bone data-part="Bone" aria-hidden="true" />
          <VisuallyHidden>{t('jackpot.loading')}</VisuallyHidden>
        </span>
      ) : (
        <>
          <VisuallyHidden data-part="AmountText">{money.format(amount)}</VisuallyHidden>
          <span data-part="Amount" aria-hidden="true" data-value={shown}>
            {variant === 'wide'
              ? [...text].map((char, i) =>
                  /\d/.test(char) ? (
                    <span key={i} data-part="Digit">
                      {char}
                    </span>
                  ) : (
                    <span key={i} data-part="Sep">
                      {char}
                    </span>
                  ),
                )
              : text}
          </span>
        </>
      )}
      {variant === 'wide' && onPlay ? (
        <Button variant="primary" size="md" onClick={onPlay} startIcon={<Icon name="play" size="sm" />}>
          {t('jackpot.play')}
        </Button>
      ) : null}
    </Root>
  );
});
