/** /elott: the e-lottery games; each plays on /lottery with its gameCode and playType (accountTypeName ELOTT). */
import { lotteryRouteFor } from '@croupier/contract';
import { LotteryPage } from '../../lottery/LotteryPage';

const vendors = ['ELOTT'] as const;
const playOn = lotteryRouteFor('ELOTT') ?? undefined;

export function Component() {
  return <LotteryPage vendors={vendors} playOn={playOn} />;
}
