import { DEFAULT_CURRENCY_SYMBOL } from '@croupier/contract';
import { forwardRef, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, ChipRow } from '../shared/chip.styles';
import { mergeRefs } from '../shared/fieldParts';
import { TextField } from '../TextField';
import {
  amountToText,
  decimalSeparatorOf,
  formatChipAmount,
  isTypableAmount,
  normaliseAmountText,
  parseAmount,
  toCents,
  validateAmount,
} from './amount';
import { AmountRoot, CurrencyPrefix, FeeLine } from './AmountInput.styles';
import type { AmountInputProps } from './AmountInput.types';
import { useAmountRules } from './useAmountRules';

/** Sets an input's value the way typing does, so React's onChange (and react-hook-form) see it. */
function setNativeValue(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A money field on TextField: the currency symbol before the amount, a decimal keypad on phones, at most two
 * decimals (a third typed digit is refused, pasted text is normalised), the min/max hint and localized
 * errors, quick-amount chips and an optional fee line.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  {
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    currencySymbol = DEFAULT_CURRENCY_SYMBOL,
    currency,
    min,
    max,
    hint,
    error,
    quickAmounts,
    balance,
    hasMaxChip = false,
    fee,
    validateOnBlur = true,
    required,
    disabled,
    readOnly,
    className,
    style,
    isFullWidth = false,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const rules = useAmountRules({ min, max, currency, isRequired: required ?? true });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const text = value ?? ownText;
  const amount = parseAmount(text);

  // The text before each edit, so a keystroke that would leave a third decimal or a stray character can be
  // refused (the field goes back to it); paste, drop and autofill are normalised instead.
  const beforeEditRef = useRef<string | null>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onBeforeInput = () => {
      beforeEditRef.current = input.value;
    };
    input.addEventListener('beforeinput', onBeforeInput);
    return () => input.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const swapped = raw.replace(',', '.');
    const isTyped = (event.nativeEvent as InputEvent).inputType === 'insertText';
    const before = beforeEditRef.current;
    beforeEditRef.current = null;
    const next = isTypableAmount(swapped)
      ? swapped
      : isTyped && before !== null && isTypableAmount(before)
        ? before
        : normaliseAmountText(raw, decimalSeparatorOf(locale));
    if (next !== raw) {
      const caret = (input.selectionStart ?? raw.length) - (raw.length - next.length);
      input.value = next;
      if (document.activeElement === input) input.setSelectionRange(Math.max(0, caret), Math.max(0, caret));
    }
    if (value === undefined) setOwnText(next);
    onChange?.(event);
    onValueChange?.(next, parseAmount(next));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setIsTouched(true);
    onBlur?.(event);
  };

  const setAmount = (next: number) => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, amountToText(next));
    setIsTouched(true);
  };

  const ownIssue =
    validateOnBlur && isTouched ? validateAmount(text, { min, max, isRequired: required ?? true }) : undefined;
  const shownError = error ?? (ownIssue ? rules.messageFor(ownIssue) : undefined);
  const maxChip =
    hasMaxChip && balance !== undefined ? Math.floor(toCents(Math.min(balance, max ?? balance))) / 100 : undefined;
  const feeAmount =
    fee !== undefined && amount !== null && amount > 0 ? (typeof fee === 'function' ? fee(amount) : fee) : undefined;
  const isLocked = disabled || readOnly;
  const chips = quickAmounts ?? [];

  return (
    <AmountRoot
      data-component="AmountInput"
      data-full-width={isFullWidth ? '' : undefined}
      className={className}
      style={style}
    >
      <TextField
        ref={mergeRefs(ref, inputRef)}
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={handleChange}
        onBlur={handleBlur}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        isFullWidth
        startIcon={<CurrencyPrefix data-part="CurrencySymbol">{currencySymbol}</CurrencyPrefix>}
        hint={hint ?? rules.hint}
        error={shownError}
      />
      {chips.length > 0 || maxChip !== undefined ? (
        <ChipRow role="group" aria-label={t('amountInput.quickAmounts')} data-part="QuickAmounts">
          {chips.map((chip) => (
            <Chip
              key={chip}
              type="button"
              data-part="QuickAmount"
              aria-pressed={amount !== null && toCents(amount) === toCents(chip)}
              disabled={isLocked}
              onClick={() => setAmount(chip)}
            >
              {formatChipAmount(chip, locale)}
            </Chip>
          ))}
          {maxChip !== undefined ? (
            <Chip
              type="button"
              data-part="MaxAmount"
              aria-pressed={amount !== null && toCents(amount) === toCents(maxChip)}
              disabled={isLocked || maxChip <= 0}
              onClick={() => setAmount(maxChip)}
            >
              {t('amountInput.max')}
            </Chip>
          ) : null}
        </ChipRow>
      ) : null}
      {fee !== undefined ? (
        <FeeLine data-part="Fee" aria-live="polite">
          {feeAmount !== undefined && amount !== null
            ? t('amountInput.fee', {
                fee: rules.format(feeAmount),
                receive: rules.format(Math.max(0, toCents(amount) - toCents(feeAmount)) / 100),
              })
            : null}
        </FeeLine>
      ) : null}
    </AmountRoot>
  );
});
