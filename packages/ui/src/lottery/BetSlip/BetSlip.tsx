import { MAX_MULTIPLIER, UNIT_STAKES } from '@croupier/contract';
import { forwardRef, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { AmountInput } from '../../forms/AmountInput';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { sumMoney, useMoney } from '../../member-centre/shared/money';
import { useLotteryNumbers } from '../shared/lotteryPlay';
import { Details, Figures, Lines, Problems, Root, Stepper, Summary } from './BetSlip.styles';
import type { BetSlipProps } from './BetSlip.types';

const toCents = (value: number) => Math.round(value * 100);
const clampMultiplier = (value: number) => Math.min(MAX_MULTIPLIER, Math.max(1, Math.round(value)));

/**
 * The bet slip: the selections with their odds, the unit stake (the contract's chips or typed), the multiplier, the
 * total and the most it can win, what stops the bet (nothing chosen, amount outside the play type's limits, total
 * above the balance, the period closed) and the button that places it. A side panel on wide screens; on phones a
 * sticky summary at the bottom that opens into the whole slip.
 */
export const BetSlip = forwardRef<HTMLElement, BetSlipProps>(function BetSlip(
  {
    selections,
    unitStake,
    multiplier,
    onUnitStakeChange,
    onMultiplierChange,
    onRemove,
    onClear,
    onSubmit,
    minAmount,
    maxAmount,
    balance = null,
    isSubmitting = false,
    isClosed = false,
    error = null,
    title,
    currency,
    currencySymbol,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('lottery');
  const money = useMoney({ currency, currencySymbol });
  const num = useLotteryNumbers();
  const titleId = useId();
  const detailsId = useId();
  const problemsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [stakeText, setStakeText] = useState(String(unitStake));
  const [multiplierText, setMultiplierText] = useState(String(multiplier));

  useEffect(() => {
    setStakeText((text) => (Number(text) === unitStake ? text : String(unitStake)));
  }, [unitStake]);
  useEffect(() => {
    setMultiplierText(String(multiplier));
  }, [multiplier]);

  const count = selections.length;
  const amount = toCents(unitStake * multiplier) / 100;
  const total = (toCents(amount) * count) / 100;
  const potential = sumMoney(selections.map((s) => Math.floor(toCents(amount) * s.odds + 1e-9) / 100));

  const problems: string[] = [];
  if (count === 0) problems.push(t('slip.problems.empty'));
  if (count > 0 && (toCents(amount) < toCents(minAmount) || toCents(amount) > toCents(maxAmount)))
    problems.push(t('slip.problems.limits', { min: money.format(minAmount), max: money.format(maxAmount) }));
  if (count > 0 && balance !== null && toCents(total) > toCents(balance))
    problems.push(t('slip.problems.balance', { balance: money.format(balance) }));
  if (isClosed) problems.push(t('slip.problems.closed'));
  const canSubmit = problems.length === 0 && !isSubmitting;

  const setMultiplier = (value: number) => onMultiplierChange(clampMultiplier(value));

  return (
    <Root ref={ref} data-component="BetSlip" data-open={isOpen ? '' : undefined} aria-labelledby={titleId} {...rest}>
      <Summary data-part="Summary">
        <h2 id={titleId} data-part="Title">
          {title ?? t('slip.title')} <span data-part="Count">{t('slip.count', { count })}</span>
        </h2>
        <Figures data-part="Figures">
          <div>
            <dt>{t('slip.total')}</dt>
            <dd data-part="Total">{money.format(total)}</dd>
          </div>
          <div>
            <dt>{t('slip.potential')}</dt>
            <dd data-part="Potential">{t('slip.upTo', { amount: money.format(potential) })}</dd>
          </div>
        </Figures>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          data-part="Toggle"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          endIcon={<Icon name={isOpen ? 'chevronDown' : 'chevronUp'} size="sm" />}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('slip.hideDetails') : t('slip.showDetails')}
        </Button>
      </Summary>

      <Details id={detailsId} data-part="Details">
        {count > 0 ? (
          <Lines aria-label={t('slip.selections')}>
            {selections.map((s) => (
              <li key={s.selection} data-part="Line">
                <span data-part="Label">{s.label}</span>
                <span data-part="Odds">{t('slip.odds', { odds: num.odds(s.odds) })}</span>
                <IconButton
                  size="sm"
                  variant="ghost"
                  icon="close"
                  label={t('slip.remove', { label: s.label })}
                  disabled={isSubmitting}
                  onClick={() => onRemove(s.selection)}
                />
              </li>
            ))}
          </Lines>
        ) : (
          <p data-part="Empty">{t('slip.emptyHint')}</p>
        )}
        {count > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            data-part="Clear"
            disabled={isSubmitting}
            onClick={onClear}
            startIcon={<Icon name="trash" size="sm" />}
          >
            {t('slip.clear')}
          </Button>
        ) : null}

        <AmountInput
          label={t('slip.unitStake')}
          hint={t('slip.unitStakeHint')}
          value={stakeText}
          quickAmounts={UNIT_STAKES}
          currency={currency}
          currencySymbol={currencySymbol ?? money.symbol}
          validateOnBlur={false}
          isFullWidth
          disabled={isSubmitting}
          onValueChange={(text, value) => {
            setStakeText(text);
            if (value !== null && value > 0) onUnitStakeChange(value);
          }}
        />

        <Stepper data-part="Multiplier">
          <IconButton
            variant="outline"
            icon="minus"
            label={t('slip.multiplierDown')}
            disabled={isSubmitting || multiplier <= 1}
            onClick={() => setMultiplier(multiplier - 1)}
          />
          <TextField
            label={t('slip.multiplier')}
            hint={t('slip.multiplierHint', { max: num.count(MAX_MULTIPLIER) })}
            inputMode="numeric"
            autoComplete="off"
            value={multiplierText}
            disabled={isSubmitting}
            onChange={(event) => {
              const text = event.currentTarget.value.replace(/[^0-9]/g, '').slice(0, 4);
              setMultiplierText(text);
              const value = Number(text);
              if (text !== '' && value >= 1 && value <= MAX_MULTIPLIER) onMultiplierChange(value);
            }}
            onBlur={() => {
              const value = clampMultiplier(Number(multiplierText) || 1);
              setMultiplierText(String(value));
              onMultiplierChange(value);
            }}
          />
          <IconButton
            variant="outline"
            icon="plus"
            label={t('slip.multiplierUp')}
            disabled={isSubmitting || multiplier >= MAX_MULTIPLIER}
            onClick={() => setMultiplier(multiplier + 1)}
          />
        </Stepper>

        <Figures data-part="Breakdown">
          <div>
            <dt>{t('slip.perSelection')}</dt>
            <dd>{money.format(amount)}</dd>
          </div>
          <div>
            <dt>{t('slip.formula')}</dt>
            <dd>{t('slip.formulaValue', { count, stake: money.format(unitStake), multiplier })}</dd>
          </div>
          {balance !== null ? (
            <div>
              <dt>{t('slip.balance')}</dt>
              <dd>{money.format(balance)}</dd>
            </div>
          ) : null}
        </Figures>
      </Details>

      {error ? (
        <p role="alert" data-part="Error">
          {error}
        </p>
      ) : null}
      <Problems id={problemsId} data-part="Problems" aria-live="polite">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Problems>
      <Button
        type="button"
        variant="primary"
        size="lg"
        isFullWidth
        data-part="Submit"
        isLoading={isSubmitting}
        disabled={!canSubmit}
        aria-describedby={problems.length > 0 ? problemsId : undefined}
        onClick={onSubmit}
      >
        {t('slip.submit', { total: money.format(total) })}
      </Button>
    </Root>
  );
});
