import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../forms/shared/field.styles';
import { FieldError, FieldHint, FieldLabel, hasContent, joinIds, useFieldIds } from '../../forms/shared/fieldParts';
import { RemarkCounter, RemarkInput } from './cashier.styles';

/** Characters as a member counts them (an emoji or a kanji is one), not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export interface RemarkFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** At most this many characters (SPEC §5: 140). */
  maxLength: number;
  hint?: string;
  error?: string;
  isOptional?: boolean;
  disabled?: boolean;
}

/**
 * A multi-line remark with a live character counter. Typing past the limit is allowed and flagged (the counter
 * turns red, the form refuses it) rather than cut silently, so a pasted text is never lost mid-sentence.
 */
export function RemarkField({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  isOptional,
  disabled,
}: RemarkFieldProps) {
  const { t } = useTranslation('cashier');
  const { inputId, hintId, errorId } = useFieldIds(undefined);
  const count = characterCount(value);
  const counterId = `${inputId}-count`;
  return (
    <FieldRoot data-full-width="" data-part="RemarkField">
      <FieldLabel htmlFor={inputId} isOptional={isOptional}>
        {label}
      </FieldLabel>
      <RemarkInput
        id={inputId}
        value={value}
        rows={3}
        disabled={disabled}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={joinIds(hasContent(hint) && hintId, counterId, hasContent(error) && errorId)}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-part="Remark"
      />
      <RemarkCounter id={counterId} data-over={count > maxLength ? '' : undefined} data-part="Counter">
        {t('remark.count', { count, max: maxLength })}
      </RemarkCounter>
      {hasContent(hint) ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
