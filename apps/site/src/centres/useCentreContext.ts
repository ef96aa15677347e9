/**
 * The context the centre registry's predicates read, built in one place for the centre's menu and the side menu:
 * feature codes, the merchant's wallet mode (my wallet is hidden for a single wallet, and while the mode is unknown),
 * whether the member may transfer to the upline, whether the merchant runs the referral programme (invite friends shows
 * only then; asked of the platform only when the reward centre is on, and hidden while unknown).
 */
import { isTrialAccount, memberCentreFeatures } from '@croupier/contract';
import { useMemberInfo, useMemberQuery, useMerchantWallet, useSession } from '@croupier/data';
import { useSiteConfig } from '../app/useSiteConfig';
import type { CentreContext } from './registry';

export function useCentreContext(): CentreContext {
  const { has } = useSiteConfig();
  const info = useMemberInfo().data;
  const wallet = useMerchantWallet().data;
  const session = useSession();
  const asksReferral = session.isLoggedIn && !isTrialAccount(session.isAgent) && has(memberCentreFeatures.rewardCenter);
  const referral = useMemberQuery('referralInfo', asksReferral ? undefined : null).data;
  return {
    has,
    isSingleWallet: wallet?.isSingle ?? true,
    hasReferral: referral?.enabled === true,
    canTransferUpline: info?.toUpline === true,
  };
}
