/** /elott: the e-lottery games; each plays on /lottery with its gameCode and playType (accountTypeName ELOTT). */
import { LotteryPage } from '../../lottery/LotteryPage';

const vendors = ['ELOTT'] as const;

export function Component() {
  return <LotteryPage vendors={vendors} playOn="/lottery" />;
}
