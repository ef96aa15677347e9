/** The one error type every call through the client rejects with. */
import { errorInfo, type EndpointKey, type ErrorCode, type ErrorInfo } from '@croupier/contract';

/**
 * Where the failure happened:
 * - `server`: the platform answered with a failure envelope (`success: false`);
 * - `http`: a non-2xx answer without a usable envelope (the code comes from the status);
 * - `timeout`: the client time-out fired, or the gateway answered 504;
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `aborted`: the caller's `signal` aborted the call;
 * - `invalidRequest`: the input did not pass the endpoint's request schema (nothing was sent);
 * - `invalidResponse`: the answer is not an envelope, or its `value` does not match the response schema;
 * - `sealing`: a sealed call could not be sealed (no sealer, bad public key).
 */
export type ApiErrorKind = 'server' | 'http' | 'timeout' | 'network' | 'aborted' | 'invalidRequest' | 'invalidResponse' | 'sealing';

/** A schema problem, path-first, as zod reports it (kept free of zod types). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A known error code, or any string a compatible platform sends (narrow with `isErrorCode`). */
export type ApiErrorCode = ErrorCode | (string & {});

export interface ApiErrorInit<V = unknown> {
  code: ApiErrorCode;
  message: string;
  endpoint: EndpointKey;
  kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  status: number;
  value?: V;
  issues?: readonly ValidationIssue[];
  cause?: unknown;
}

export class ApiError<V = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly endpoint: EndpointKey;
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The failure envelope's `value` (e.g. `{ captcha: true }` on login, the alternative games on maintenance). */
  readonly value: V | undefined;
  readonly issues: readonly ValidationIssue[];

  constructor(init: ApiErrorInit<V>) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.kind = init.kind;
    this.status = init.status;
    this.value = init.value;
    this.issues = init.issues ?? [];
  }

  /** The contract's table entry for the code (unknown codes get `unknown_error`'s). */
  get info(): ErrorInfo {
    return errorInfo(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
