import { useTranslation } from 'react-i18next';
import { RemarkCounter, RemarkInput } from '../../member-centre/shared/cashier.styles';
import { characterCount } from '../../member-centre/shared/RemarkField';
import { FieldRoot } from '../shared/field.styles';
import { FieldError, FieldHint, FieldLabel, hasContent, joinIds, useFieldIds } from '../shared/fieldParts';

export interface CountedTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** At least this many characters (shown in the counter's hint when above zero). */
  minLength?: number;
  maxLength: number;
  hint?: string;
  error?: string;
  required?: boolean;
  isOptional?: boolean;
  disabled?: boolean;
  rows?: number;
  'data-part'?: string;
}

/**
 * A multi-line text with a live "n / max" counter (characters as a member counts them). Typing past the limit is
 * allowed and flagged, never cut, so a pasted text is not lost; the form refuses it with a message.
 */
export function CountedTextArea({
  label,
  value,
  onChange,
  minLength = 0,
  maxLength,
  hint,
  error,
  required,
  isOptional,
  disabled,
  rows = 5,
  ...rest
}: CountedTextAreaProps) {
  const { t } = useTranslation('loyalty');
  const { inputId, hintId, errorId } = useFieldIds(undefined);
  const count = characterCount(value.trim());
  const counterId = `${inputId}-count`;
  const isOut = count > maxLength || (count > 0 && count < minLength);
  return (
    <FieldRoot data-full-width="" data-part={rest['data-part'] ?? 'TextArea'}>
      <FieldLabel htmlFor={inputId} required={required} isOptional={isOptional}>
        {label}
      </FieldLabel>
      <RemarkInput
        id={inputId}
        value={value}
        rows={rows}
        disabled={disabled}
        required={required}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={joinIds(hasContent(hint) && hintId, counterId, hasContent(error) && errorId)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <RemarkCounter id={counterId} data-over={isOut ? '' : undefined} data-part="Counter">
        {minLength > 0
          ? t('form.countRange', { count, min: minLength, max: maxLength })
          : t('form.count', { count, max: maxLength })}
      </RemarkCounter>
      {hasContent(hint) ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
