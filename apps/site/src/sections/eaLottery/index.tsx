/** /seaLottery: the Southeast Asian 4D lotteries (accountTypeName TCG_SEA); `gameCode` opens one game. */
import { LotteryPage } from '../../lottery/LotteryPage';

const vendors = ['TCG_SEA'] as const;

export function Component() {
  return <LotteryPage vendors={vendors} />;
}
