/** /seaLottery: the Southeast Asian lotteries (accountTypeName TCG_SEA); `gameCode` opens one draw. */
import { LotteryHall, type LotteryGroup } from '../../games/LotteryHall';

const groups: readonly LotteryGroup[] = [{ label: 'pages.seaLottery.title', query: { vassalage: 'TCG_SEA' } }];

export function Component() {
  return <LotteryHall groups={groups} />;
}
