/** /vnlottery: the Vietnam lottery (accountTypeName TCG_LOTTO_VN) with the regions' boards; `gameCode` opens one game. */
import { LotteryPage } from '../../lottery/LotteryPage';

const vendors = ['TCG_LOTTO_VN'] as const;

export function Component() {
  return <LotteryPage vendors={vendors} hasRegionBoard />;
}
