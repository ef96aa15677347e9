/**
 * The one HTTP client every screen talks through: paths from the registry (with brand overrides), the conventions'
 * headers, query / JSON / form / multipart / sealed bodies, a time-out, the envelope, response validation and the error
 * table. A multipart call's files ride in its input under the contract's part name (`multipart.files.field`); the
 * request schema checks the text fields, which travel as text parts.
 */
import {
  DEVICE_HEADER_VALUE,
  GATEWAY_VERSION,
  HEADERS,
  REQUEST_TIMEOUT_MS,
  endpoints,
  errorCodeForStatus,
  failureEnvelopeSchema,
  resolvePath,
  type Endpoint,
  type EndpointKey,
  type PathOverrides,
  type RequestOf,
  type ResponseOf,
} from '@croupier/contract';
import type { PayloadSealer } from '../sealing/PayloadSealer';
import { ApiError, type ApiErrorInit, type ValidationIssue } from './ApiError';
import { TIMEOUT_MESSAGE, errorBehaviour, type ClientBehaviour } from './errorPolicy';
import { toSearchParams } from './encodeParams';

/** A sealer, or a function that gives the current one (the platform's public key arrives with the status call). */
export type SealerSource = PayloadSealer | (() => PayloadSealer | null | undefined | Promise<PayloadSealer | null | undefined>);

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Origin (and prefix) of the platform, e.g. `https://api.example.com`; `''` for the same origin. */
  baseUrl: string;
  merchantCode: string;
  /** Current language code (`hisLang`, else the brand default), read on every call. */
  getLanguage: () => string;
  /** Current session token, read on every call; sent only on `token: true` calls. */
  getToken: () => string | null | undefined;
  /** Required for `encrypt: true` calls. */
  sealer?: SealerSource | undefined;
  fetch?: FetchLike | undefined;
  /** Default 20 000 ms (conventions). */
  timeoutMs?: number | undefined;
  /** Per-brand paths (brand.json); invalid ones are ignored by `resolvePath`. */
  pathOverrides?: PathOverrides | null | undefined;
  /** Called once per failed call with what the site should do, before the promise rejects. */
  onError?: ((behaviour: ClientBehaviour, error: ApiError) => void) | undefined;
}

export interface CallOptions {
  /** Aborting rejects with an `aborted` ApiError, which the error table treats as silent. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number | undefined;
  /** Extra headers (e.g. free play's `os` and `platform`); they cannot replace the conventions' headers. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Appended to the path, URI-encoded (e.g. the game code of `lotteryDrawByCode`). */
  pathSuffix?: string | undefined;
}

type IsOptional<T> = undefined extends T ? true : object extends T ? true : false;

/** `(input, options?)`, with `input` optional when the endpoint has no request schema or no required field. */
export type CallArgs<K extends EndpointKey> =
  IsOptional<RequestOf<K>> extends true
    ? [input?: RequestOf<K>, options?: CallOptions]
    : [input: RequestOf<K>, options?: CallOptions];

export interface Client {
  /** Calls an endpoint of the registry; resolves with the validated `value`, rejects with an `ApiError`. */
  call<K extends EndpointKey>(key: K, ...args: CallArgs<K>): Promise<ResponseOf<K>>;
  readonly merchantCode: string;
}

const BODY_METHODS = new Set(['POST', 'PUT']);
/** Headers the client owns; extra headers of a call cannot set them (in any letter case). */
const RESERVED_HEADERS = new Set([...Object.values(HEADERS), 'Accept', 'Content-Type'].map((name) => name.toLowerCase()));
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: [...issue.path], message: issue.message }));
}

/** The files of a multipart call: the Blobs of its input under the part name (one, or a list). */
function filesOf(input: unknown, field: string): Blob[] {
  if (typeof input !== 'object' || input === null) return [];
  const value: unknown = (input as Record<string, unknown>)[field];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is Blob => item instanceof Blob);
}

function parseJson(text: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createClient(options: ClientOptions): Client {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const defaultTimeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function resolveSealer(): Promise<PayloadSealer | null> {
    const source = options.sealer;
    if (!source) return null;
    if (typeof source === 'function') return (await source()) ?? null;
    return source;
  }

  async function execute(key: EndpointKey, input: unknown, callOptions: CallOptions): Promise<unknown> {
    const spec: Endpoint = endpoints[key];
    const fail = (init: Omit<ApiErrorInit, 'endpoint'>): ApiError => new ApiError({ ...init, endpoint: key });

    // ---- request ---------------------------------------------------------------------------------------------
    let payload: unknown = input;
    const files = spec.multipart ? filesOf(input, spec.multipart.files.field) : [];
    if (spec.request) {
      const parsed = spec.request.safeParse(input ?? {});
      if (!parsed.success) {
        throw fail({ code: 'validation_failed', message: `invalid request for ${key}`, kind: 'invalidRequest', status: 0, issues: issuesOf(parsed.error) });
      }
      payload = parsed.data;
    }

    let url = `${baseUrl}${resolvePath(key, options.pathOverrides)}`;
    if (callOptions.pathSuffix !== undefined) url += encodeURIComponent(callOptions.pathSuffix);

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) {
      if (!RESERVED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    headers.Accept = JSON_TYPE;
    headers[HEADERS.merchant] = options.merchantCode;
    headers[HEADERS.device] = DEVICE_HEADER_VALUE;
    headers[HEADERS.language] = options.getLanguage();
    headers[HEADERS.gatewayVersion] = String(GATEWAY_VERSION);
    if (spec.token) {
      const token = options.getToken();
      if (token) headers[HEADERS.authorization] = token;
    }

    let body: string | FormData | undefined;
    if (!BODY_METHODS.has(spec.method)) {
      const query = toSearchParams(payload).toString();
      if (query) url += `?${query}`;
    } else if (spec.encrypt) {
      const sealer = await resolveSealer().catch((cause: unknown) => {
        throw fail({ code: 'payload_not_sealed', message: `no sealer for ${key}`, kind: 'sealing', status: 0, cause });
      });
      if (!sealer) throw fail({ code: 'payload_not_sealed', message: `${key} must be sealed and the client has no sealer`, kind: 'sealing', status: 0 });
      const sealed = await sealer.seal(JSON.stringify(payload ?? {})).catch((cause: unknown) => {
        throw fail({ code: 'seal_invalid', message: `could not seal ${key}`, kind: 'sealing', status: 0, cause });
      });
      body = JSON.stringify(sealed.body);
      headers['Content-Type'] = JSON_TYPE;
      headers[HEADERS.encryption] = sealed.header;
    } else if (spec.multipart) {
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      const form = new FormData();
      for (const [name, value] of toSearchParams(payload)) form.append(name, value);
      for (const file of files) form.append(spec.multipart.files.field, file);
      body = form;
    } else if (spec.form) {
      body = toSearchParams(payload).toString();
      headers['Content-Type'] = FORM_TYPE;
    } else if (payload !== undefined) {
      body = JSON.stringify(payload);
      headers['Content-Type'] = JSON_TYPE;
    }

    // ---- transport -------------------------------------------------------------------------------------------
    const callerSignal = callOptions.signal;
    if (callerSignal?.aborted) throw fail({ code: 'network_error', message: 'aborted', kind: 'aborted', status: 0, cause: callerSignal.reason });
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, callOptions.timeoutMs ?? defaultTimeout);

    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(url, { method: spec.method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      if (timedOut) throw fail({ code: 'gateway_timeout', message: TIMEOUT_MESSAGE, kind: 'timeout', status: 0, cause });
      if (callerSignal?.aborted) throw fail({ code: 'network_error', message: 'aborted', kind: 'aborted', status: 0, cause });
      throw fail({ code: 'network_error', message: 'network connection abnormal, retry', kind: 'network', status: 0, cause });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    // ---- answer ----------------------------------------------------------------------------------------------
    if (status === 504) throw fail({ code: 'gateway_timeout', message: TIMEOUT_MESSAGE, kind: 'timeout', status });
    const ok = status >= 200 && status < 300;
    const parsedJson = parseJson(text);
    const json = parsedJson.ok ? parsedJson.json : undefined;

    const failure = failureEnvelopeSchema.safeParse(json);
    if (failure.success) {
      let value: unknown = failure.data.value;
      if (value !== undefined && spec.errorValue) {
        const typed = spec.errorValue.safeParse(value);
        if (typed.success) value = typed.data;
      }
      throw fail({ code: failure.data.code, message: failure.data.message, kind: 'server', status, value });
    }
    if (!ok) {
      const code = errorCodeForStatus(status);
      throw fail({ code, message: `HTTP ${status}`, kind: 'http', status });
    }
    if (typeof json !== 'object' || json === null || (json as { success?: unknown }).success !== true || !('value' in json)) {
      throw fail({ code: 'unknown_error', message: `${key}: the answer is not an envelope`, kind: 'invalidResponse', status });
    }
    const value = (json as { value: unknown }).value;
    if (!spec.response) return value;
    const checked = spec.response.safeParse(value);
    if (!checked.success) {
      throw fail({ code: 'unknown_error', message: `${key}: the answer does not match the contract`, kind: 'invalidResponse', status, value, issues: issuesOf(checked.error) });
    }
    return checked.data;
  }

  async function call(key: EndpointKey, input?: unknown, callOptions?: CallOptions): Promise<unknown> {
    try {
      return await execute(key, input, callOptions ?? {});
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError({ code: 'unknown_error', message: error instanceof Error ? error.message : String(error), endpoint: key, kind: 'invalidRequest', status: 0, cause: error });
      if (options.onError) {
        try {
          options.onError(errorBehaviour(key, apiError), apiError);
        } catch (hookError) {
          // A broken dialog must not replace the call's own error; report it out of band.
          queueMicrotask(() => {
            throw hookError;
          });
        }
      }
      throw apiError;
    }
  }

  return { call: call as Client['call'], merchantCode: options.merchantCode };
}
