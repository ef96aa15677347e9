import { DEFAULT_CURRENCY_SYMBOL } from '@croupier/contract';
import { forwardRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { Skeleton, type SkeletonProps } from '../Skeleton';
import { formatDeltaIn, formatStatValue } from './formatStat';
import { Card, Delta, DeltaFigure, Grid, Hint, Label, StatCardsRoot, Value } from './StatCards.styles';
import type { StatCardItem, StatCardsProps, StatFormat } from './StatCards.types';

type Tone = 'positive' | 'negative' | undefined;

const defaultFormat: StatFormat = 'money';
/** A skeleton card: the label, the figure and the delta line. */
const bones: readonly SkeletonProps[] = [
  { shape: 'text', width: '45%' },
  { shape: 'rect', width: '70%', height: 28 },
  { shape: 'text', width: '35%', height: 10 },
];

function signTone(value: number): Tone {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : undefined;
}

function deltaTone({ delta = 0, deltaIntent = 'higherIsBetter' }: StatCardItem): Tone {
  if (deltaIntent === 'neutral') return undefined;
  const tone = signTone(delta);
  if (deltaIntent === 'higherIsBetter' || tone === undefined) return tone;
  return tone === 'positive' ? 'negative' : 'positive';
}

/**
 * Summary figures of a period (deposits, withdrawals, valid bet, profit and loss): a label, the figure in the UI
 * language's number format, an optional change against the previous period and a hint. One column on a phone,
 * two on a tablet, up to four on a desktop (by the container's width); skeleton cards while loading.
 */
export const StatCards = forwardRef<HTMLDivElement, StatCardsProps>(function StatCards(
  {
    items,
    isLoading = false,
    loadingCount,
    currencySymbol = DEFAULT_CURRENCY_SYMBOL,
    comparisonLabel,
    maxColumns = 4,
    style,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('feedback');
  const lang = i18n.language;
  const count = isLoading ? (loadingCount ?? (items.length || 4)) : items.length;
  const columns = { '--stat-columns': Math.max(1, Math.min(maxColumns, count)), ...style } as CSSProperties;

  if (isLoading) {
    return (
      <StatCardsRoot ref={ref} data-component="StatCards" aria-busy style={columns} {...rest}>
        <Grid as="div" role="status" aria-label={t('stats.loading')}>
          {Array.from({ length: count }, (_, i) => (
            <Card key={i} data-part="Card" data-loading="">
              {bones.map((bone, j) => (
                <Skeleton key={j} {...bone} />
              ))}
            </Card>
          ))}
        </Grid>
      </StatCardsRoot>
    );
  }

  return (
    <StatCardsRoot ref={ref} data-component="StatCards" style={columns} {...rest}>
      <Grid data-part="Grid">
        {items.map((item) => {
          const format = item.format ?? defaultFormat;
          const isSigned = item.isSigned ?? false;
          const tone = isSigned && item.value !== null ? signTone(item.value) : undefined;
          const dTone = item.delta === undefined ? undefined : deltaTone(item);
          return (
            <Card key={item.id} data-part="Card" data-stat={item.id}>
              <Label data-part="Label">
                {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                <span>{item.label}</span>
              </Label>
              <Value data-part="Value" data-tone={tone}>
                {item.value === null
                  ? t('stats.unknown')
                  : formatStatValue(lang, item.value, format, currencySymbol, isSigned)}
              </Value>
              {item.delta !== undefined ? (
                <Delta data-part="Delta">
                  <DeltaFigure data-tone={dTone}>
                    <Icon name={item.delta > 0 ? 'chevronUp' : item.delta < 0 ? 'chevronDown' : 'minus'} size="xs" />
                    {formatDeltaIn(lang, item.delta)}
                  </DeltaFigure>
                  <span>{comparisonLabel ?? t('stats.vsPrevious')}</span>
                </Delta>
              ) : null}
              {item.hint ? <Hint data-part="Hint">{item.hint}</Hint> : null}
            </Card>
          );
        })}
      </Grid>
    </StatCardsRoot>
  );
});
