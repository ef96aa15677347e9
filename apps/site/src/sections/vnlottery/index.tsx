/** /vnlottery: the Vietnam lottery (accountTypeName TCG_LOTTO_VN); `gameCode` opens one draw. */
import { LotteryHall, type LotteryGroup } from '../../games/LotteryHall';

const groups: readonly LotteryGroup[] = [{ label: 'pages.vnlottery.title', query: { vassalage: 'TCG_LOTTO_VN' } }];

export function Component() {
  return <LotteryHall groups={groups} />;
}
