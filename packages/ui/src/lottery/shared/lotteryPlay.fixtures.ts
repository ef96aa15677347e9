/** Draws, games and slips for the playing pieces' stories and tests, built on the contract's families. */
import {
  familyOf,
  playTypeOf,
  selectionOdds,
  type LotteryDraw,
  type LotteryFamily,
  type PlayTypeRule,
} from '@croupier/contract';

/** The stories' clock: 26 Nov 2026, 12:00:00 UTC. */
export const fixedNow = Date.UTC(2026, 10, 26, 12, 0, 0);
export const fixedClock = () => fixedNow;

const iso = (ms: number) => new Date(ms).toISOString();

export function family(code: string): LotteryFamily {
  const found = familyOf(code);
  if (!found) throw new Error(`no family ${code}`);
  return found;
}

export function playType(code: string, play: string): PlayTypeRule {
  const found = playTypeOf(family(code), play);
  if (!found) throw new Error(`no play type ${play}`);
  return found;
}

/** A period closing `closesInSeconds` after the fixed clock, drawn 10 s after its close. */
export function openDraw(
  gameCode: string,
  periodNo: string,
  closesInSeconds: number,
  status: LotteryDraw['status'] = 'open',
): LotteryDraw {
  const closesAt = fixedNow + closesInSeconds * 1000;
  return {
    gameCode,
    periodNo,
    status,
    opensAt: iso(closesAt - 170_000),
    closesAt: iso(closesAt),
    drawAt: iso(closesAt + 10_000),
    seedHash: '9f2c4e71b0a85d3c6e1f7a2b94d08c5e3a6b7f1029d4c8e5b3a7f60c1d2e9b48',
    seed: null,
    numbers: null,
    drawnAt: null,
  };
}

export function drawnDraw(gameCode: string, periodNo: string, numbers: string[]): LotteryDraw {
  return {
    ...openDraw(gameCode, periodNo, -180, 'settled'),
    seed: '4b1d0c9e7a3f5826d1e0b7c4a9f2e3d6c5b8a7f0e1d2c3b4a5f6e7d8c9b0a1f2',
    numbers,
    drawnAt: iso(fixedNow - 170_000),
  };
}

/** Slip lines for selections of a play type (the label is the selection text, as a page would write it). */
export function slipLines(code: string, play: string, selections: readonly string[]) {
  const f = family(code);
  const p = playType(code, play);
  return selections.map((selection) => ({ selection, label: selection, odds: selectionOdds(f, p, selection) }));
}
