import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { checkAffiliate, type AffiliateCheckInput, type AffiliateCheckResult } from './fetchers';
import { registrationKeys } from './keys';

type Key = typeof registrationKeys.affiliateCheck;

/** Checks an affiliate (invitation) code before registering; a silent call (the form shows "invitation code error"). */
export function useAffiliateCheck(
  config?: SWRMutationConfiguration<AffiliateCheckResult, ApiError, Key, AffiliateCheckInput>,
): EndpointMutation<AffiliateCheckResult, AffiliateCheckInput, Key> {
  return useEndpointMutation(registrationKeys.affiliateCheck, checkAffiliate, config);
}
