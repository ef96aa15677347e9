import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { FieldRoot } from '../shared/field.styles';
import { FieldError, FieldHint, FieldLabel, hasContent, joinIds, useFieldIds } from '../shared/fieldParts';
import { NativeSelect, SelectBox } from './Select.styles';
import type { SelectProps } from './Select.types';

/** A labelled native select with hint, error and a localized placeholder option. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    isOptional = false,
    options,
    placeholder,
    size = 'md',
    isFullWidth = false,
    id,
    className,
    style,
    required,
    disabled,
    value,
    defaultValue,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const { inputId, hintId, errorId } = useFieldIds(id);
  const isInvalid = hasContent(error);
  const placeholderText = placeholder === null ? null : (placeholder ?? t('select.placeholder'));
  // Without a value the browser would pick the first real option; start on the placeholder instead.
  const initialValue =
    value === undefined && defaultValue === undefined && placeholderText !== null ? '' : defaultValue;

  return (
    <FieldRoot
      data-component="Select"
      data-disabled={disabled ? '' : undefined}
      data-full-width={isFullWidth ? '' : undefined}
      className={className}
      style={style}
    >
      <FieldLabel htmlFor={inputId} required={required} isOptional={isOptional}>
        {label}
      </FieldLabel>
      <SelectBox data-part="Control" data-size={size} data-invalid={isInvalid ? '' : undefined}>
        <NativeSelect
          ref={ref}
          id={inputId}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={initialValue}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasContent(hint) && hintId, isInvalid && errorId)}
          data-part="Select"
          {...rest}
        >
          {placeholderText !== null ? (
            <option value="" disabled={required}>
              {placeholderText}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
        <Icon name="chevronDown" size={size === 'sm' ? 'sm' : 'md'} />
      </SelectBox>
      {hasContent(hint) ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
