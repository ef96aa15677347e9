/**
 * The context the centre registry's predicates read, built in one place for the centre's menu and the side menu:
 * feature codes, the merchant's wallet mode (my wallet is hidden for a single wallet, and while the mode is unknown),
 * whether the member may transfer to the upline. The referral promotion arrives with the engagement issue; until a
 * merchant can offer one, invite friends stays hidden.
 */
import { useMemberInfo, useMerchantWallet } from '@croupier/data';
import { useSiteConfig } from '../app/useSiteConfig';
import type { CentreContext } from './registry';

export function useCentreContext(): CentreContext {
  const { has } = useSiteConfig();
  const info = useMemberInfo().data;
  const wallet = useMerchantWallet().data;
  return {
    has,
    isSingleWallet: wallet?.isSingle ?? true,
    hasReferral: false,
    canTransferUpline: info?.toUpline === true,
  };
}
