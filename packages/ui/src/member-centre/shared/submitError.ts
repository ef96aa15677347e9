/**
 * What a panel's callbacks may reject with, and how the panel turns it into localized messages: a form-level
 * message and one message per field. The shape fits the data layer's ApiError (code, message, issues) and adds
 * `fieldErrors` for a site that knows which field a failure belongs to.
 */
import { errorInfo, isErrorCode } from '@croupier/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Field problems the panels name themselves (`centre:fieldIssues.<issue>`). */
export const centreFieldIssues = [
  'required',
  'invalid',
  'taken',
  'mismatch',
  'codeInvalid',
  'codeExpired',
  'wrongPassword',
] as const;
export type CentreFieldIssue = (typeof centreFieldIssues)[number];

export interface CentreSubmitError {
  /** An error code of the contract (`insufficient_balance`...): shown with its localized message. */
  code?: string;
  /** The server's message, shown when the code is not one the kit knows. */
  message?: string;
  /**
   * Field name -> a `CentreFieldIssue`, an error code of the contract, or a message already in the member's language.
   */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Schema issues (the data layer's `ApiError.issues`): the first path segment names the field. */
  issues?: readonly { path: readonly PropertyKey[]; message: string }[];
}

export interface DescribedSubmitError<F extends string> {
  /** The message above the form, when the failure is not about one field only. */
  form?: string;
  fields: Partial<Record<F, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns whatever a callback rejected with into localized form and field messages. */
export function useSubmitErrorText<F extends string>(fieldNames: readonly F[]) {
  const { t } = useTranslation('centre');
  return useCallback(
    (error: unknown): DescribedSubmitError<F> => {
      const known = (name: string): name is F => (fieldNames as readonly string[]).includes(name);
      const text = (value: string) => {
        if ((centreFieldIssues as readonly string[]).includes(value)) return t(`fieldIssues.${value}`);
        if (isErrorCode(value)) return t(errorInfo(value).messageKey);
        return value;
      };
      const fields: Partial<Record<F, string>> = {};
      const source = isRecord(error) ? (error as CentreSubmitError) : {};
      for (const [name, value] of Object.entries(source.fieldErrors ?? {})) {
        if (known(name) && typeof value === 'string' && value !== '') fields[name] = text(value);
      }
      for (const issue of source.issues ?? []) {
        const name = issue.path[0];
        if (typeof name === 'string' && known(name) && fields[name] === undefined)
          fields[name] = t('fieldIssues.invalid');
      }
      const hasFields = Object.keys(fields).length > 0;
      const code = typeof source.code === 'string' ? source.code : undefined;
      let form: string | undefined;
      if (code && isErrorCode(code) && code !== 'unknown_error') {
        // "Some fields are not filled in correctly" says nothing the field messages do not.
        form = code === 'validation_failed' && hasFields ? undefined : t(errorInfo(code).messageKey);
      } else if (!hasFields) {
        form =
          typeof source.message === 'string' && source.message.trim() !== '' ? source.message : t('errors.generic');
      }
      // Said once: a message the field already shows is not repeated above the form.
      if (form !== undefined && Object.values(fields).includes(form)) form = undefined;
      return { form, fields };
    },
    [t, fieldNames],
  );
}
