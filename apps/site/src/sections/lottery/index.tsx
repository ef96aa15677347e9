/** /lottery (and /lottert): the LOTT and ELOTT lotteries; `gameCode` and `playType` open one (SPEC §2). */
import { LotteryHall, type LotteryGroup } from '../../games/LotteryHall';

const groups: readonly LotteryGroup[] = [
  { label: 'frame:categories.lottery', query: { gameType: 'LOTT', vassalage: 'LOTT' } },
  { label: 'frame:categories.elott', query: { gameType: 'ELOTT' } },
];

export function Component() {
  return <LotteryHall groups={groups} />;
}
