/**
 * The one place where the contract's validation message keys (`validation:pattern3`, `validation:required`,
 * `validation:passwordFormat`...) become `auth` namespace keys, with the length parameters filled in: a pattern
 * message takes `{{min}}`/`{{max}}`, a single `{{count}}` when min === max (SPEC §5), or `{{min}}` alone when the
 * server sets no maximum.
 */
import {
  REQUIRED_MESSAGE_KEY,
  validateField,
  type FieldRule,
  type FieldValidationConfig,
  type LengthParams,
} from '@croupier/contract';
import type { TFunction } from 'i18next';

/** `validation:pattern3` -> `auth:validation.pattern3`; keys of other namespaces pass through. */
export function authMessageKey(contractKey: string): string {
  const split = contractKey.indexOf(':');
  const ns = split === -1 ? 'validation' : contractKey.slice(0, split);
  const key = split === -1 ? contractKey : contractKey.slice(split + 1);
  return ns === 'validation' ? `auth:validation.${key}` : contractKey;
}

/** The key and interpolation values for a message with length parameters. */
export function lengthMessage(contractKey: string, params: LengthParams): { key: string; values: Record<string, number> } {
  const key = authMessageKey(contractKey);
  const isPattern = /validation\.pattern\d+$/.test(key);
  if (typeof params === 'number') {
    return { key: isPattern ? `${key}Exact` : key, values: { count: params, min: params, max: params } };
  }
  if (params.max <= 0) return { key: isPattern ? `${key}AtLeast` : key, values: { min: params.min } };
  return { key, values: { min: params.min, max: params.max } };
}

type Translate = TFunction;

/**
 * Validates with the contract and returns the localized message, or `true` (react-hook-form's `validate`
 * shape). A `FieldRule` (username, password, mobile, e-mail rules) shows its own message; a server field config
 * shows its pattern's message. An empty required value asks for `field` by name.
 */
export function checkField(
  t: Translate,
  value: string | null | undefined,
  config: FieldValidationConfig | FieldRule,
  field: string,
): string | true {
  const error = validateField(value, config);
  if (!error) return true;
  if (error.messageKey === REQUIRED_MESSAGE_KEY) return t(authMessageKey(REQUIRED_MESSAGE_KEY), { field });
  const messageKey = 'messageKey' in config ? config.messageKey : error.messageKey;
  const { key, values } = lengthMessage(messageKey, error.params);
  return t(key, { ...values, field });
}
