import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, fail, isEnvelope, isFailure, isSuccess, ok } from './envelope';
import { loginFailureValueSchema, loginResponseSchema } from './schemas/session';

describe('envelope', () => {
  const schema = envelope(z.object({ n: z.number() }));

  it('parses success and failure', () => {
    expect(schema.parse({ success: true, value: { n: 1 } })).toEqual({ success: true, value: { n: 1 } });
    expect(schema.parse({ success: false, code: 'not_found', message: 'Not found' })).toEqual({
      success: false, code: 'not_found', message: 'Not found',
    });
  });

  it('rejects malformed envelopes', () => {
    expect(schema.safeParse({ success: true, value: { n: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ success: false, message: 'no code' }).success).toBe(false);
    expect(schema.safeParse({ success: 'yes', value: { n: 1 } }).success).toBe(false);
    expect(schema.safeParse({ value: { n: 1 } }).success).toBe(false);
  });

  it('validates the failure value when a schema is given', () => {
    const login = envelope(loginResponseSchema, loginFailureValueSchema);
    const parsed = login.parse({ success: false, code: 'wrong_credentials', message: 'x', value: { captcha: true } });
    expect(isFailure(parsed) && parsed.value?.captcha).toBe(true);
    expect(login.safeParse({ success: false, code: 'c', message: 'm', value: { captcha: 'yes' } }).success).toBe(false);
  });

  it('type guards and constructors agree', () => {
    const good = ok({ n: 2 });
    const bad = fail('bad_request', 'Bad');
    expect(isSuccess(good)).toBe(true);
    expect(isFailure(bad)).toBe(true);
    expect(bad).toEqual({ success: false, code: 'bad_request', message: 'Bad' });
    expect('value' in bad).toBe(false);
    expect(fail('captcha_required', 'm', { captcha: true }).value).toEqual({ captcha: true });
    expect(isEnvelope(good)).toBe(true);
    expect(isEnvelope(bad)).toBe(true);
    expect(isEnvelope({ success: true })).toBe(false);
    expect(isEnvelope({ success: false, code: 1, message: 'm' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
