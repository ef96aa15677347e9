/** /lottery (and /lottert): the LOTT and ELOTT lotteries; `gameCode` and `playType` open one (SPEC §2). */
import { LotteryPage } from '../../lottery/LotteryPage';

const vendors = ['LOTT', 'ELOTT'] as const;

export function Component() {
  return <LotteryPage vendors={vendors} />;
}
