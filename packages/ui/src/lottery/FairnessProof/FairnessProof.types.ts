import type { HTMLAttributes } from 'react';
import type { LotteryDraw, LotteryFormat } from '@croupier/contract';

/** What the site's in-browser check found (WebCrypto): the seed's SHA-256 against the hash, and the numbers again. */
export interface FairnessCheck {
  /** SHA-256 of the revealed seed's text equals the published `seedHash`. */
  seedMatchesHash: boolean;
  /** The numbers recomputed from the seed and the messages (contract `numbersFromDigests`). */
  numbers: string[];
  /** The recomputed numbers equal the published ones. */
  numbersMatch: boolean;
}

export interface FairnessProofProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  draw: LotteryDraw;
  format: LotteryFormat;
  /** The HMAC messages, one per slot (the draw call's `messages`); computed with the contract's `drawMessages` when left out. */
  messages?: readonly string[];
  /** Recomputes the hash and the numbers in the browser; rejects when it cannot (no WebCrypto). */
  onVerify: (draw: LotteryDraw) => Promise<FairnessCheck>;
  headingLevel?: 3 | 4;
}
