import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchOnceOptions } from '../shared/queryOptions';
import { fetchPaymentMethods, type PaymentMethods } from './fetchers';
import { paymentMethodsKeys } from './keys';

/**
 * The merchant's payment methods as anyone sees them (the footer's block; no token needed), fetched once per page
 * life. `isWanted` false: nothing yet (the footer asks when it comes near the screen).
 */
export function usePaymentMethods(isWanted = true, config?: SWRConfiguration<PaymentMethods, ApiError>): SWRResponse<PaymentMethods, ApiError> {
  const client = useClient();
  return useSWR(isWanted ? paymentMethodsKeys.all : null, () => fetchPaymentMethods(client), { ...fetchOnceOptions, ...config });
}
