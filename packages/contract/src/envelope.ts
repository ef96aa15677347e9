/**
 * Every response is an envelope: `{ success: true, value }` or `{ success: false, code, message, value? }`.
 * `code` is a string on the wire (a compatible platform may send codes the kit does not know); narrow it with
 * `isErrorCode` from errors.ts.
 */
import { z } from 'zod';

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope<E = unknown> {
  success: false;
  code: string;
  message: string;
  value?: E | undefined;
}

export type Envelope<T, E = unknown> = SuccessEnvelope<T> | FailureEnvelope<E>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
});

/** The envelope schema around a value schema; `errorValue` describes the `value` of a failure when there is one. */
export function envelope<V extends z.ZodType, E extends z.ZodType = z.ZodUnknown>(valueSchema: V, errorValue?: E) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), value: valueSchema }),
    z.object({
      success: z.literal(false),
      code: z.string(),
      message: z.string(),
      value: ((errorValue ?? z.unknown()) as E).optional(),
    }),
  ]);
}

export type EnvelopeOf<V extends z.ZodType> = z.infer<ReturnType<typeof envelope<V>>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Structural check (no value validation): is this any envelope at all? */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (!isRecord(value)) return false;
  if (value.success === true) return 'value' in value;
  return value.success === false && typeof value.code === 'string' && typeof value.message === 'string';
}

export function isSuccess<V extends { success: boolean }>(envelope: V): envelope is Extract<V, { success: true }> {
  return envelope.success === true;
}

export function isFailure<V extends { success: boolean }>(envelope: V): envelope is Extract<V, { success: false }> {
  return envelope.success === false;
}

/** Builds a success envelope. */
export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}

/** Builds a failure envelope; `value` is omitted when undefined. */
export function fail<E = unknown>(code: string, message: string, value?: E): FailureEnvelope<E> {
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}
