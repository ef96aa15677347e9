/**
 * The one error table: what the site does with a failed call. Built from the contract's `errorTable`, with the
 * conventions' overrides: any HTTP 401 forces a re-login, `login_verify_required` opens the two-factor step, and a
 * call with `alert: false` or `polling: true` never alerts (everything it gets wrong is silent, except a re-login).
 */
import {
  endpoints,
  errorCodes,
  errorTable,
  gameSchema,
  isErrorCode,
  loginVerifyRequiredValueSchema,
  type Endpoint,
  type EndpointKey,
  type ErrorCode,
  type Game,
} from '@croupier/contract';
import type { ApiError, ApiErrorCode } from './ApiError';

export const clientBehaviourKinds = [
  'forceRelogin',
  'silent',
  'twoFactorRequired',
  'vendorMaintenance',
  'balanceTooLow',
  'domainUnavailable',
  'dialog',
  'alert',
] as const;
export type ClientBehaviourKind = (typeof clientBehaviourKinds)[number];

/** The pending login a `login_verify_required` failure carries. */
export interface LoginVerificationTicket {
  verifyToken: string;
  methods: readonly ('sms' | 'email' | 'ga' | 'bankName')[];
  maskedPhone?: string | undefined;
  maskedEmail?: string | undefined;
}

interface BehaviourBase {
  /** The code the behaviour was decided on (`gateway_timeout` for a 504, the server's code otherwise). */
  code: ApiErrorCode;
  /** i18n key of the message to show (`errors:<camelCase code>`). */
  messageKey: string;
}

export type ClientBehaviour =
  | (BehaviourBase & { kind: 'forceRelogin' })
  | (BehaviourBase & { kind: 'silent' })
  | (BehaviourBase & { kind: 'twoFactorRequired'; ticket: LoginVerificationTicket | null })
  | (BehaviourBase & { kind: 'vendorMaintenance'; alternativeGames: readonly Game[] })
  | (BehaviourBase & { kind: 'balanceTooLow' })
  | (BehaviourBase & { kind: 'domainUnavailable' })
  /** A warning dialog with the server message and a confirm button (contract: SMS send failure, trial account, rate conflict). */
  | (BehaviourBase & { kind: 'dialog' })
  | (BehaviourBase & { kind: 'alert' });

/** Behaviour of each code on a call that may alert (contract table, `login_verify_required` -> `twoFactorRequired`). */
export const behaviourTable: Readonly<Record<ErrorCode, ClientBehaviourKind>> = Object.fromEntries(
  errorCodes.map((code) => [code, code === 'login_verify_required' ? 'twoFactorRequired' : errorTable[code].behaviour]),
) as Record<ErrorCode, ClientBehaviourKind>;

/** Fixed message of an HTTP 504 / client time-out (conventions). */
export const TIMEOUT_MESSAGE = 'time-out, please retry';

function messageKeyOf(code: ApiErrorCode): string {
  return isErrorCode(code) ? errorTable[code].messageKey : errorTable.unknown_error.messageKey;
}

/** Alternative games of a `vendor_under_maintenance` failure: `value` is a game list, or `{ games | list | alternativeGames }`. */
export function alternativeGamesOf(value: unknown): Game[] {
  let list: unknown = value;
  if (!Array.isArray(list) && typeof list === 'object' && list !== null) {
    const record = list as Record<string, unknown>;
    list = record.alternativeGames ?? record.games ?? record.list;
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = gameSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function ticketOf(value: unknown): LoginVerificationTicket | null {
  const parsed = loginVerifyRequiredValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What to do with `error`, a failure of `endpoint`. */
export function errorBehaviour(endpoint: EndpointKey, error: ApiError): ClientBehaviour {
  const spec: Endpoint = endpoints[endpoint];
  const code = error.code;
  const known = isErrorCode(code) ? behaviourTable[code] : null;

  // The caller gave up: nobody is waiting for a message.
  if (error.kind === 'aborted') return { kind: 'silent', code, messageKey: messageKeyOf(code) };
  // Conventions: any 401 warns then logs out, whichever call saw it (a poll is usually the first to notice).
  if (error.status === 401 || known === 'forceRelogin') {
    return { kind: 'forceRelogin', code, messageKey: known === 'forceRelogin' ? messageKeyOf(code) : messageKeyOf('CUSTOMER_NOT_LOGIN') };
  }
  if (known === 'twoFactorRequired') return { kind: 'twoFactorRequired', code, messageKey: messageKeyOf(code), ticket: ticketOf(error.value) };
  if (!spec.alert || spec.polling === true) return { kind: 'silent', code, messageKey: messageKeyOf(code) };
  if (error.kind === 'timeout' || error.status === 504) {
    return { kind: 'alert', code: 'gateway_timeout', messageKey: messageKeyOf('gateway_timeout') };
  }
  const messageKey = messageKeyOf(code);
  switch (known) {
    case 'silent':
      return { kind: 'silent', code, messageKey };
    case 'vendorMaintenance':
      return { kind: 'vendorMaintenance', code, messageKey, alternativeGames: alternativeGamesOf(error.value) };
    case 'balanceTooLow':
      return { kind: 'balanceTooLow', code, messageKey };
    case 'domainUnavailable':
      return { kind: 'domainUnavailable', code, messageKey };
    case 'dialog':
      return { kind: 'dialog', code, messageKey };
    default:
      return { kind: 'alert', code, messageKey };
  }
}
