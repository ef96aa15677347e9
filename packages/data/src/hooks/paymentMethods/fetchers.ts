import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type PaymentMethods = ResponseOf<'paymentMethods'>;

export function fetchPaymentMethods(client: Client): Promise<PaymentMethods> {
  return client.call('paymentMethods');
}
