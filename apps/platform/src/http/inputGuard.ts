/**
 * The input guard: every request's query, path parameters and body (and, on sealed calls, the opened plaintext) pass
 * it before any handler sees them. It refuses, with `validation_failed` naming the field's path, what no field of any
 * call may hold and what the database cannot store or compare: U+0000 (PostgreSQL text cannot hold it, so a query
 * with one fails inside the driver), lone UTF-16 surrogates (not encodable as UTF-8), non-finite numbers, `__proto__`
 * keys, strings longer than any field needs, structures nested deeper than any call sends, and, outside the
 * contract's calls, query keys given twice. Schemas then check types and bounds; this guard is what keeps a route
 * without a schema (or with a loose one) from reaching SQL with them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailure, type ValidationIssue } from '../failure';

/** No field of any call needs more than this many characters (the longest, feedback content, takes 2000). */
export const MAX_STRING_LENGTH = 2048;
/** Deeper than any request of the contract or of the vendors' calls (a slider track is three levels). */
export const MAX_DEPTH = 16;

type Path = (string | number)[];

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed is ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (no lone surrogate)';
  return null;
}

/** The first thing in `value` the guard refuses, with its path; null when all of it may go on. */
export function findUnsafeInput(value: unknown, path: Path = [], depth = 0): ValidationIssue | null {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) return { path, message: `at most ${MAX_STRING_LENGTH} characters` };
    const problem = textProblem(value);
    return problem ? { path, message: problem } : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, message: 'must be a finite number' };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { path, message: `nested deeper than ${MAX_DEPTH} levels` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeInput(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = [...path, key];
    if (key === '__proto__') return { path: at, message: 'this key is not allowed' };
    const keyProblem =
      key.length > MAX_STRING_LENGTH ? `keys take at most ${MAX_STRING_LENGTH} characters` : textProblem(key);
    if (keyProblem) return { path: at, message: `key ${keyProblem}` };
    const found = findUnsafeInput((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Throws `validation_failed` (422) when `value` holds anything `findUnsafeInput` refuses. The issue's path is the
 * field's, as in the schemas' issues (the client maps it onto its form), without a query/body prefix.
 */
export function assertSafeInput(value: unknown): void {
  const issue = findUnsafeInput(value);
  if (issue)
    throw validationFailure([issue], `invalid request: ${issue.path.join('.') || 'the payload'} ${issue.message}`);
}

const isContractRoute = (request: FastifyRequest): boolean =>
  typeof (request.routeOptions.config as { endpointKey?: unknown } | undefined)?.endpointKey === 'string';

function guardRequest(request: FastifyRequest): void {
  assertSafeInput(request.params);
  assertSafeInput(request.query);
  // A route outside the contract reads its query as text: a key given twice would reach it as an array. (Contract
  // calls repeat a key for a list, and their schemas say where one is taken; pages of the site keep their query.)
  if (!request.is404 && !isContractRoute(request) && request.query !== null && typeof request.query === 'object') {
    for (const [key, value] of Object.entries(request.query)) {
      if (Array.isArray(value))
        throw validationFailure(
          [{ path: [key], message: 'given more than once' }],
          `invalid request: ${key} given more than once`,
        );
    }
  }
  if (request.body !== undefined) assertSafeInput(request.body);
}

/**
 * Runs the guard on every route of `app` (contract calls, seamless wallet, demo games, art, avatars, the operator
 * relay, the not-found handler) before validation and handlers. Register it before the routes.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => guardRequest(request));
}
