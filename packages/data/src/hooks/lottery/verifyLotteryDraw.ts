/**
 * Checks a drawn period's fairness proof in the browser (WebCrypto), as the contract's lottery rules define it: the
 * revealed seed hashes (SHA-256 of its text, hex) to the `seedHash` published before betting opened, and the numbers
 * follow from HMAC-SHA256(key: the seed's text, message: `drawMessages(...)[i]`) through `numbersFromDigests`.
 */
import { drawMessages, numbersFromDigests, type LotteryDraw, type LotteryFormat } from '@croupier/contract';

export interface LotteryDrawVerification {
  /** SHA-256 of the revealed seed equals the published seedHash. */
  seedMatchesHash: boolean;
  /** The numbers the seed gives (empty while no seed is revealed). */
  numbers: string[];
  /** Those numbers are the draw's, in order. */
  numbersMatch: boolean;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export async function verifyLotteryDraw(draw: LotteryDraw, format: LotteryFormat): Promise<LotteryDrawVerification> {
  const { seed } = draw;
  // Not drawn yet (or an empty seed, which HMAC cannot take as a key): nothing to check.
  if (!seed) return { seedMatchesHash: false, numbers: [], numbersMatch: false };
  const subtle = globalThis.crypto.subtle;
  const seedBytes = encoder.encode(seed);
  const seedHash = hex(await subtle.digest('SHA-256', seedBytes));
  const key = await subtle.importKey('raw', seedBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digests = await Promise.all(
    drawMessages(format, draw.gameCode, draw.periodNo).map(async (message) => new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)))),
  );
  const numbers = numbersFromDigests(format, digests);
  const drawn = draw.numbers;
  return {
    seedMatchesHash: seedHash === draw.seedHash.toLowerCase(),
    numbers,
    numbersMatch: drawn !== null && drawn.length === numbers.length && drawn.every((n, i) => n === numbers[i]),
  };
}
