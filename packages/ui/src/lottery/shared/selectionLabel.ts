/** How a selection reads on the bet slip: "Big", "Sum 23", "1st: 07", "Ball 2: 5", "0427". */
import { FORMAT_RULES, LOTTERY_FAMILIES, type LotteryFamily, type PlayTypeRule } from '@croupier/contract';
import type { TFunction } from 'i18next';

const SIDES: Record<string, string> = { B: 'big', S: 'small', O: 'odd', E: 'even' };

export function selectionLabel(t: TFunction, family: LotteryFamily, play: PlayTypeRule, selection: string): string {
  switch (play.shape) {
    case 'ds':
      return t(`lottery:play.side.${SIDES[selection] ?? 'big'}`);
    case 'sum':
      return t('lottery:play.sum', { sum: selection });
    case 'position': {
      const [position = '', ball = ''] = selection.split(':');
      const row = family.format === 'pk10' ? t(`lottery:play.ranks.${position}`) : t('lottery:play.ballN', { n: position });
      return `${row}: ${ball}`;
    }
    default:
      return selection;
  }
}

/** The same for a bet that names only its play type's code (the member's bets): the selection itself when unknown. */
export function selectionLabelOf(t: TFunction, playTypeCode: string, selection: string): string {
  for (const family of LOTTERY_FAMILIES) {
    const play = family.playTypes.find((p) => p.code === playTypeCode);
    if (play) return selectionLabel(t, family, play, selection);
  }
  return selection;
}

/** Whether the play type's selections are two-digit numbers (popular numbers can be picked into it). */
export const takesTwoDigits = (play: PlayTypeRule): boolean => play.shape === 'digits2';

/** Whether the format draws balls (sums and positions), as opposed to a prize board. */
export const drawsBalls = (family: LotteryFamily): boolean => FORMAT_RULES[family.format].kind === 'balls';
