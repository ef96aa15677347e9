import { forwardRef, useLayoutEffect, useMemo, useRef } from 'react';
import { Icon } from '../../primitives/Icon';
import { FieldError, hasContent, joinIds, mergeRefs, useFieldIds } from '../shared/fieldParts';
import { CheckboxRoot, Control, Description, Input, Label } from './Checkbox.styles';
import type { CheckboxProps } from './Checkbox.types';

/**
 * A native checkbox drawn in the theme: keyboard, forms and react-hook-form's `register()` behave as for
 * any `<input type="checkbox">`; `indeterminate` sets the DOM property the attribute cannot.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    children,
    description,
    error,
    indeterminate = false,
    id,
    className,
    style,
    disabled,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  const innerRef = useRef<HTMLInputElement>(null);
  const isInvalid = hasContent(error);
  const inputRef = useMemo(() => mergeRefs(ref, innerRef), [ref]);

  // Runs after every render: a click clears the DOM flag, and the caller's prop decides whether it returns.
  useLayoutEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  });

  return (
    <CheckboxRoot
      data-component="Checkbox"
      data-disabled={disabled ? '' : undefined}
      className={className}
      style={style}
    >
      <Control data-part="Control">
        <Input
          ref={inputRef}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasContent(description) && hintId, isInvalid && errorId)}
          data-part="Input"
          {...rest}
        />
        <Icon name="check" size="sm" strokeWidth={3} />
        <Icon name="minus" size="sm" strokeWidth={3} />
      </Control>
      <Label htmlFor={inputId} data-part="Label" data-disabled={disabled ? '' : undefined}>
        {children}
      </Label>
      {hasContent(description) ? (
        <Description id={hintId} data-part="Description">
          {description}
        </Description>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </CheckboxRoot>
  );
});
