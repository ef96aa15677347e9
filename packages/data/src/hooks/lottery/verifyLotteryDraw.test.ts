import { drawMessages, numbersFromDigests, slotCount, type LotteryDraw, type LotteryFormat } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { verifyLotteryDraw } from './verifyLotteryDraw';

/**
 * node:crypto, the platform's side of the proof. The data package compiles without Node's types (it runs in browsers),
 * so the module is imported by a computed name and typed here with just what the test uses.
 */
interface NodeHash {
  update(data: string): NodeHash;
  digest(): Uint8Array;
  digest(encoding: 'hex'): string;
}
interface NodeCrypto {
  createHash(algorithm: 'sha256'): NodeHash;
  createHmac(algorithm: 'sha256', key: string): NodeHash;
}
const nodeCryptoModule = 'node:crypto';
const { createHash, createHmac } = (await import(/* @vite-ignore */ nodeCryptoModule)) as NodeCrypto;

// A fixed seed in the platform's shape (64 lower-case hex characters).
const SEED = createHash('sha256').update('croupier lottery test seed').digest('hex');
const OTHER_SEED = 'a'.repeat(64);

/** The platform's side of the proof, computed with node:crypto. */
function drawnWithNode(format: LotteryFormat, gameCode: string, periodNo: string, seed = SEED): LotteryDraw {
  const digests = drawMessages(format, gameCode, periodNo).map((message) => new Uint8Array(createHmac('sha256', seed).update(message).digest()));
  return {
    gameCode,
    periodNo,
    status: 'drawn',
    opensAt: '2026-11-26T10:00:00.000Z',
    closesAt: '2026-11-26T10:00:50.000Z',
    drawAt: '2026-11-26T10:01:00.000Z',
    seedHash: createHash('sha256').update(seed).digest('hex'),
    seed,
    numbers: numbersFromDigests(format, digests),
    drawnAt: '2026-11-26T10:01:00.400Z',
  };
}

const cases: [LotteryFormat, string, string][] = [
  ['digits5', 'ELOTT_1M', '20261126-0601'],
  ['pk10', 'PK10_1M', '20261126-0601'],
  ['vnNorth', 'VN_HN', '20261126'],
  ['sea4d', 'SEA_4D', '20261126'],
  ['pick11', '11X5_1M', '20261126-0601'],
];

describe('verifyLotteryDraw', () => {
  it.each(cases)('%s: the WebCrypto result equals node:crypto', async (format, gameCode, periodNo) => {
    const draw = drawnWithNode(format, gameCode, periodNo);
    expect(SEED).toMatch(/^[0-9a-f]{64}$/);
    const result = await verifyLotteryDraw(draw, format);
    expect(result).toEqual({ seedMatchesHash: true, numbers: draw.numbers, numbersMatch: true });
    expect(result.numbers).toHaveLength(slotCount(format));
  });

  it('pk10 numbers are ten distinct two-digit balls', async () => {
    const { numbers } = await verifyLotteryDraw(drawnWithNode('pk10', 'PK10_1M', '20261126-0002'), 'pk10');
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.every((n) => /^(0[1-9]|10)$/.test(n))).toBe(true);
  });

  it('a revealed seed other than the committed one fails the hash and gives other numbers', async () => {
    const honest = drawnWithNode('digits5', 'ELOTT_1M', '20261126-0601');
    const swapped = { ...honest, seed: OTHER_SEED };
    const result = await verifyLotteryDraw(swapped, 'digits5');
    expect(result.seedMatchesHash).toBe(false);
    expect(result.numbers).toEqual(drawnWithNode('digits5', 'ELOTT_1M', '20261126-0601', OTHER_SEED).numbers);
    // Five digits of another seed could by chance be the same; for this seed pair they are not.
    expect(result.numbersMatch).toBe(false);
  });

  it('published numbers that the seed does not give fail, while the seed still matches its hash', async () => {
    const honest = drawnWithNode('sea4d', 'SEA_4D', '20261126');
    const numbers = [...honest.numbers!];
    numbers[0] = numbers[0] === '0000' ? '0001' : '0000';
    const result = await verifyLotteryDraw({ ...honest, numbers }, 'sea4d');
    expect(result).toEqual({ seedMatchesHash: true, numbers: honest.numbers, numbersMatch: false });
  });

  it('numbers recomputed for another period (a replayed result) do not match', async () => {
    const honest = drawnWithNode('vnNorth', 'VN_HN', '20261126');
    const replayed = { ...honest, numbers: drawnWithNode('vnNorth', 'VN_HN', '20261125').numbers };
    expect((await verifyLotteryDraw(replayed, 'vnNorth')).numbersMatch).toBe(false);
  });

  it('a hash published in upper case still matches', async () => {
    const draw = drawnWithNode('digits5', 'ELOTT_1M', '20261126-0601');
    expect((await verifyLotteryDraw({ ...draw, seedHash: draw.seedHash.toUpperCase() }, 'digits5')).seedMatchesHash).toBe(true);
  });

  it('an undrawn period (no seed yet) verifies nothing', async () => {
    const draw = { ...drawnWithNode('digits5', 'ELOTT_1M', '20261126-0601'), seed: null, numbers: null, status: 'open' as const };
    expect(await verifyLotteryDraw(draw, 'digits5')).toEqual({ seedMatchesHash: false, numbers: [], numbersMatch: false });
  });
});
