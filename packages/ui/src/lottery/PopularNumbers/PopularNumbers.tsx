import { forwardRef, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Grid, Root } from './PopularNumbers.styles';
import type { PopularNumbersProps } from './PopularNumbers.types';

const toggle = { type: 'button' } as const;

/**
 * Hot numbers: each as a chip with its hits and a heat bar (relative to the hottest), the number of draws counted,
 * and, with `onPick`, a toggle to pick it. A grid that wraps from 20 to all 100 numbers.
 */
export const PopularNumbers = forwardRef<HTMLElement, PopularNumbersProps>(function PopularNumbers(
  { numbers, draws, onPick, selected = [], title, headingLevel = 3, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation('lottery');
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const max = numbers.reduce((m, n) => Math.max(m, n.hits), 0);
  const count = new Intl.NumberFormat(i18n.language);

  return (
    <Root ref={ref} data-component="PopularNumbers" aria-labelledby={titleId} {...rest}>
      <header>
        <Title id={titleId}>{title ?? t('popular.title')}</Title>
        <p data-part="Draws">{t('popular.draws', { formatted: count.format(draws) })}</p>
      </header>
      <Grid aria-labelledby={titleId}>
        {numbers.map(({ number, hits }) => {
          const heat = { '--heat': max > 0 ? hits / max : 0 } as CSSProperties;
          const body = (
            <>
              <span data-part="Number">{number}</span>
              <span data-part="Hits">{t('popular.hits', { formatted: count.format(hits) })}</span>
              <span data-part="Heat" aria-hidden="true">
                <span />
              </span>
            </>
          );
          return (
            <li key={number}>
              {onPick ? (
                <Chip
                  as="button"
                  {...toggle}
                  style={heat}
                  aria-pressed={selected.includes(number)}
                  onClick={() => onPick(number)}
                  data-part="Pick"
                >
                  {body}
                </Chip>
              ) : (
                <Chip style={heat} data-part="Chip">
                  {body}
                </Chip>
              )}
            </li>
          );
        })}
      </Grid>
    </Root>
  );
});
