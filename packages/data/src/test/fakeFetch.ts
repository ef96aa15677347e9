/** Test helper: a fetch that records every request and answers from a handler (not exported by the package). */
import type { FetchLike } from '../client/createClient';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart call's body. */
  form?: FormData | undefined;
  signal: AbortSignal | undefined;
}

export type FakeAnswer = Response | { status?: number; json?: unknown; text?: string };
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch extends FetchLike {
  calls: RecordedRequest[];
  /** The only request, failing when there were none or several. */
  only(): RecordedRequest;
}

export function ok(value: unknown): FakeAnswer {
  return { json: { success: true, value } };
}

export function failure(code: string, message: string, value?: unknown, status = 200): FakeAnswer {
  return { status, json: value === undefined ? { success: false, code, message } : { success: false, code, message, value } };
}

export function fakeFetch(handler: FakeHandler = () => ok(null)): FakeFetch {
  const calls: RecordedRequest[] = [];
  const fn = (async (input: string, init: RequestInit) => {
    // The client passes a plain record: keep it as sent, so tests see the exact header names.
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
    const request: RecordedRequest = {
      url: input,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    const text = answer.text ?? JSON.stringify(answer.json);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as FakeFetch;
  fn.calls = calls;
  fn.only = () => {
    if (calls.length !== 1) throw new Error(`expected exactly one request, got ${calls.length}`);
    return calls[0]!;
  };
  return fn;
}

/** A sealer that records the plaintext and seals to a fixed, readable shape. */
export function recordingSealer() {
  const plaintexts: string[] = [];
  return {
    plaintexts,
    seal(plaintextJson: string) {
      plaintexts.push(plaintextJson);
      return Promise.resolve({ body: { value: `sealed:${plaintexts.length}` }, header: `wrapped-key-${plaintexts.length}` });
    },
  };
}
