/** The label, hint and error pieces every form control in the kit shares, and the ids that tie them together. */
import { useId, type ReactNode, type Ref, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ErrorRegion, Hint, LabelRow, OptionalMarker, RequiredMarker } from './field.styles';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Ids for a control and its hint and error; `id` from the caller wins for the control. */
export function useFieldIds(id: string | undefined): FieldIds {
  const auto = useId();
  const base = id ?? auto;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Joins the ids a control is described by, dropping empty ones; undefined when none remain. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Whether an error prop holds something to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** One ref callback that feeds the caller's ref (react-hook-form's `register().ref` too) and an inner one. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

export interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  isOptional?: boolean;
  children: ReactNode;
}

/** The visible label, with an asterisk plus a localized "required" for screen readers, or an "optional" tag. */
export function FieldLabel({ htmlFor, required, isOptional, children }: FieldLabelProps) {
  const { t } = useTranslation('ui');
  return (
    <LabelRow htmlFor={htmlFor} data-part="Label">
      {children}
      {required ? (
        <RequiredMarker data-part="RequiredMarker">
          <VisuallyHidden>{t('textField.required')}</VisuallyHidden>
        </RequiredMarker>
      ) : isOptional ? (
        <OptionalMarker data-part="OptionalMarker">{t('textField.optional')}</OptionalMarker>
      ) : null}
    </LabelRow>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Hint id={id} data-part="Hint">
      {children}
    </Hint>
  );
}

/**
 * A polite live region that is always mounted, so an error that appears after submit or blur is announced
 * once, without the interruption of role="alert". The control points at it with aria-describedby only
 * while it holds a message.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorRegion id={id} data-part="Error" aria-live="polite">
      {hasContent(children) ? (
        <>
          <Icon name="warning" size="sm" />
          <span>{children}</span>
        </>
      ) : null}
    </ErrorRegion>
  );
}
