import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { FieldRoot } from '../shared/field.styles';
import { FieldError, FieldHint, FieldLabel, hasContent, joinIds, useFieldIds } from '../shared/fieldParts';
import { EndAdornment, Input, InputBox, RevealButton, StartIcon } from './TextField.styles';
import type { TextFieldProps } from './TextField.types';

/**
 * A labelled text input with hint, error, icons and a password reveal toggle. The ref and the remaining
 * props reach the `<input>`, so `{...register('username')}` from react-hook-form works as is.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    isOptional = false,
    startIcon,
    endAdornment,
    size = 'md',
    isFullWidth = false,
    type = 'text',
    id,
    className,
    style,
    required,
    disabled,
    readOnly,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const { inputId, hintId, errorId } = useFieldIds(id);
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  const isInvalid = hasContent(error);
  const hasEnd = isPassword || hasContent(endAdornment);

  return (
    <FieldRoot
      data-component="TextField"
      data-disabled={disabled ? '' : undefined}
      data-full-width={isFullWidth ? '' : undefined}
      className={className}
      style={style}
    >
      <FieldLabel htmlFor={inputId} required={required} isOptional={isOptional}>
        {label}
      </FieldLabel>
      <InputBox
        data-part="Control"
        data-size={size}
        data-invalid={isInvalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-readonly={readOnly ? '' : undefined}
        data-end={hasEnd ? '' : undefined}
      >
        {startIcon ? <StartIcon data-part="StartIcon">{startIcon}</StartIcon> : null}
        <Input
          ref={ref}
          id={inputId}
          type={isPassword && isRevealed ? 'text' : type}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasContent(hint) && hintId, isInvalid && errorId)}
          data-part="Input"
          {...rest}
        />
        {isPassword ? (
          // One constant name plus aria-pressed: the WAI-ARIA toggle-button pattern (a label that flips
          // together with the state would read as "hide password, pressed").
          <RevealButton
            type="button"
            data-part="RevealButton"
            aria-label={t('textField.showPassword')}
            aria-pressed={isRevealed}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setIsRevealed((value) => !value)}
          >
            <Icon name={isRevealed ? 'eyeOff' : 'eye'} size={size === 'sm' ? 'sm' : 'md'} />
          </RevealButton>
        ) : null}
        {hasContent(endAdornment) ? <EndAdornment data-part="EndAdornment">{endAdornment}</EndAdornment> : null}
      </InputBox>
      {hasContent(hint) ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
