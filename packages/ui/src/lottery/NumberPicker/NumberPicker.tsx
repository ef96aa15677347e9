import {
  isValidSelection,
  MAX_SLIP_SELECTIONS,
  QUICK_PICKS,
  quickPickBalls,
  quickPickNumbers,
  selectionOdds,
  sumDistribution,
  sumRange,
  sumSide,
  type QuickPick,
} from '@croupier/contract';
import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { ballRuleOf, ballText, useLotteryNumbers } from '../shared/lotteryPlay';
import {
  Card,
  Chips,
  OptionButton,
  Grid,
  Limit,
  QuickRow,
  RemovableChip,
  Root,
  Row,
  RowHead,
  Toggle,
  Typed,
} from './NumberPicker.styles';
import type { NumberPickerProps } from './NumberPicker.types';

const dsOptions = [
  ['B', 'big'],
  ['S', 'small'],
  ['O', 'odd'],
  ['E', 'even'],
] as const;

/**
 * Picks the selections of one play type, in the contract's text: the four sides of the sum, every sum, balls per
 * position (with quick picks), the 00-99 grid, or typed 3/4-digit numbers. Every toggle says what it is and its
 * odds; at `maxSelections` the unchosen ones are disabled and a line says why.
 */
export const NumberPicker = forwardRef<HTMLDivElement, NumberPickerProps>(function NumberPicker(
  { family, playType, selected, onChange, maxSelections = MAX_SLIP_SELECTIONS, disabled = false, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  const num = useLotteryNumbers();
  const limitId = useId();
  const chosen = new Set(selected);
  const isFull = selected.length >= maxSelections;
  const format = family.format;
  const rule = ballRuleOf(format);

  const valid = (list: readonly string[]) => list.filter((s) => isValidSelection(family, playType, s));
  const commit = (next: readonly string[]) => onChange([...new Set(valid(next))].slice(0, maxSelections));
  const toggle = (selection: string) =>
    chosen.has(selection) ? onChange(selected.filter((s) => s !== selection)) : commit([...selected, selection]);
  const lockFor = (selection: string) => disabled || (isFull && !chosen.has(selection));
  const describedBy = isFull ? limitId : undefined;
  const odds = (selection: string) => num.odds(selectionOdds(family, playType, selection));

  const toggleProps = (selection: string, label: string) => ({
    type: 'button' as const,
    'aria-pressed': chosen.has(selection),
    'aria-label': label,
    'aria-describedby': describedBy,
    disabled: lockFor(selection),
    onClick: () => toggle(selection),
  });

  const quickPicks = (apply: (pick: QuickPick) => void, labelOf: (pick: QuickPick) => string) => (
    <QuickRow data-part="QuickPicks">
      {QUICK_PICKS.map((pick) => (
        <Button
          key={pick}
          type="button"
          size="sm"
          variant={pick === 'clear' ? 'ghost' : 'outline'}
          disabled={disabled}
          aria-label={labelOf(pick)}
          onClick={() => apply(pick)}
        >
          {t(`play.quick.${pick}`)}
        </Button>
      ))}
    </QuickRow>
  );

  let body;
  switch (playType.shape) {
    case 'ds': {
      const sums = [...sumDistribution(format).keys()];
      const { min, max } = sumRange(format);
      const covered = (side: 'big' | 'small') => sums.filter((s) => sumSide(format, s)[side]);
      body = (
        <Grid data-layout="ds">
          {dsOptions.map(([code, side]) => {
            const span = side === 'big' || side === 'small' ? covered(side) : null;
            const range = span
              ? t('play.sumRange', { min: span[0], max: span[span.length - 1] })
              : t(`play.${side}Sums`, { min, max });
            const name = t(`play.side.${side}`);
            const rangeId = `${limitId}-${code}`;
            return (
              <Card key={code} data-side={side} data-pressed={chosen.has(code) ? '' : undefined}>
                <OptionButton
                  {...toggleProps(code, t('play.optionAria', { label: name, odds: odds(code) }))}
                  aria-describedby={[rangeId, describedBy].filter(Boolean).join(' ')}
                  data-part="Name"
                >
                  {name}
                </OptionButton>
                <span data-part="Odds">{odds(code)}</span>
                <span data-part="Range" id={rangeId}>
                  {range}
                </span>
              </Card>
            );
          })}
        </Grid>
      );
      break;
    }
    case 'sum': {
      const sums = [...sumDistribution(format).keys()];
      body = (
        <Grid data-layout="sum">
          {sums.map((sum) => {
            const code = String(sum);
            return (
              <Card key={code} data-shape="sum" data-pressed={chosen.has(code) ? '' : undefined}>
                <OptionButton {...toggleProps(code, t('play.sumAria', { sum, odds: odds(code) }))} data-part="Value">
                  {sum}
                </OptionButton>
                <span data-part="Odds">{odds(code)}</span>
              </Card>
            );
          })}
        </Grid>
      );
      break;
    }
    case 'position': {
      if (!rule) break;
      const balls = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => ballText(rule.min + i, rule.width));
      body = Array.from({ length: rule.balls }, (_, i) => i + 1).map((position) => {
        const rowLabel = format === 'pk10' ? t(`play.ranks.${position}`) : t('play.ballN', { n: position });
        const prefix = `${position}:`;
        const applyRow = (pick: QuickPick) =>
          commit([
            ...selected.filter((s) => !s.startsWith(prefix)),
            ...quickPickBalls(format, pick).map((b) => prefix + b),
          ]);
        return (
          <Row key={position} role="group" aria-label={rowLabel} data-part="PositionRow">
            <RowHead>
              <span data-part="RowLabel">{rowLabel}</span>
              <span data-part="Odds">{t('play.oddsEach', { odds: odds(`${prefix}${balls[0] ?? ''}`) })}</span>
            </RowHead>
            <Grid data-layout="balls" data-count={balls.length}>
              {balls.map((ball) => (
                <Toggle
                  key={ball}
                  {...toggleProps(prefix + ball, t('play.ballAria', { row: rowLabel, ball }))}
                  data-shape="ball"
                >
                  {ball}
                </Toggle>
              ))}
            </Grid>
            {quickPicks(applyRow, (pick) => t('play.quickAria', { row: rowLabel, pick: t(`play.quick.${pick}`) }))}
          </Row>
        );
      });
      break;
    }
    case 'digits2': {
      const all = quickPickNumbers(2, 'all');
      body = (
        <>
          {quickPicks(
            (pick) => commit(pick === 'clear' ? [] : quickPickNumbers(2, pick)),
            (pick) => t('play.quickAllAria', { pick: t(`play.quick.${pick}`) }),
          )}
          <Grid data-layout="digits2">
            {all.map((n) => (
              <Toggle
                key={n}
                {...toggleProps(n, t('play.numberAria', { number: n, odds: odds(n) }))}
                data-shape="number"
              >
                {n}
              </Toggle>
            ))}
          </Grid>
        </>
      );
      break;
    }
    default:
      body = (
        <TypedNumbers
          digits={playType.shape === 'digits3' ? 3 : 4}
          selected={selected}
          disabled={disabled || isFull}
          onAdd={(n) => commit([...selected, n])}
          onRemove={toggle}
          describedBy={describedBy}
          oddsOf={odds}
        />
      );
  }

  return (
    <Root
      ref={ref}
      data-component="NumberPicker"
      data-shape={playType.shape}
      aria-disabled={disabled || undefined}
      {...rest}
    >
      {body}
      <Limit id={limitId} data-part="Limit" aria-live="polite" hidden={!isFull}>
        {isFull ? t('play.maxReached', { max: maxSelections }) : null}
      </Limit>
    </Root>
  );
});

interface TypedNumbersProps {
  digits: 3 | 4;
  selected: readonly string[];
  disabled: boolean;
  describedBy: string | undefined;
  onAdd: (number: string) => void;
  onRemove: (number: string) => void;
  oddsOf: (number: string) => string;
}

/** Three- and four-digit numbers: typed (Enter adds) or drawn at random, shown as removable chips. */
function TypedNumbers({ digits, selected, disabled, describedBy, onAdd, onRemove, oddsOf }: TypedNumbersProps) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!new RegExp(`^[0-9]{${digits}}$`).test(text)) {
      setError(t('play.digitsError', { digits }));
      return;
    }
    setError(null);
    onAdd(text);
    setText('');
  };
  const random = () => {
    const bytes = new Uint32Array(1);
    crypto.getRandomValues(bytes);
    onAdd(String((bytes[0] ?? 0) % 10 ** digits).padStart(digits, '0'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Typed>
      <div data-part="Entry">
        <TextField
          label={t('play.digitsLabel', { digits })}
          hint={t('play.digitsHint', { digits })}
          error={error ?? undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          pattern={`[0-9]{${digits}}`}
          value={text}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.currentTarget.value.replace(/[^0-9]/g, '').slice(0, digits));
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={add}
          startIcon={<Icon name="plus" size="sm" />}
        >
          {t('play.add')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={random}
          startIcon={<Icon name="dice" size="sm" />}
        >
          {t('play.random')}
        </Button>
      </div>
      {selected.length > 0 ? (
        <Chips aria-label={t('play.chosenNumbers')}>
          {selected.map((n) => (
            <li key={n}>
              <RemovableChip
                type="button"
                aria-label={t('play.removeNumber', { number: n, odds: oddsOf(n) })}
                onClick={() => onRemove(n)}
              >
                <span>{n}</span>
                <Icon name="close" size="sm" />
              </RemovableChip>
            </li>
          ))}
        </Chips>
      ) : (
        <p data-part="Empty">{t('play.noNumbers')}</p>
      )}
    </Typed>
  );
}
