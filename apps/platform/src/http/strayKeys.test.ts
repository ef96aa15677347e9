/** The response check of defineRoute (validateResponses, on in every platform test): undeclared fields fail it. */
import { gameListResponseSchema } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strayKeys } from './route';

const check = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error('does not parse');
  return strayKeys(value, parsed.data);
};

describe('strayKeys', () => {
  it('names the fields a strict object drops, nested in objects and arrays', () => {
    const schema = z.object({ list: z.array(z.object({ id: z.number() })), page: z.object({ no: z.number() }) });
    expect(check(schema, { list: [{ id: 1 }, { id: 2, secret: 'x' }], page: { no: 1, total: 9 }, extra: true })).toEqual([
      'list[1].secret',
      'page.total',
      'extra',
    ]);
    expect(check(schema, { list: [{ id: 1 }], page: { no: 1 } })).toEqual([]);
  });

  it('accepts what loose objects, records and optional fields declare', () => {
    expect(check(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toEqual([]);
    expect(check(z.record(z.string(), z.number()), { a: 1, b: 2 })).toEqual([]);
    expect(check(z.object({ a: z.number().optional() }), { a: undefined })).toEqual([]);
  });

  it('the game list answer the platform sends (with totalCount) is all declared', () => {
    expect(check(gameListResponseSchema, { games: [], pageNum: 1, totalPages: 0, totalCount: 0 })).toEqual([]);
  });
});
