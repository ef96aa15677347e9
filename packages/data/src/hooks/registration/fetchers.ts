import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

/** Mobile variant, or the username variant when `username` is given. */
export type RegisterSmsCodeInput = RequestOf<'registerSmsCode'> | RequestOf<'registerSmsCodeByUsername'>;
export type RegisterSmsCodeResult = ResponseOf<'registerSmsCode'>;
export type RegisterInput = RequestOf<'register'>;
export type RegisterByMobileInput = RequestOf<'registerByMobile'>;
export type RegisterResult = ResponseOf<'register'>;
export type AffiliateCheckInput = RequestOf<'affiliateCheck'>;
export type AffiliateCheckResult = ResponseOf<'affiliateCheck'>;

export function requestRegisterSmsCode(client: Client, input: RegisterSmsCodeInput): Promise<RegisterSmsCodeResult> {
  return 'username' in input && input.username !== undefined
    ? client.call('registerSmsCodeByUsername', input)
    : client.call('registerSmsCode', input);
}

export function register(client: Client, input: RegisterInput): Promise<RegisterResult> {
  return client.call('register', input);
}

export function registerByMobile(client: Client, input: RegisterByMobileInput): Promise<RegisterResult> {
  return client.call('registerByMobile', input);
}

export function checkAffiliate(client: Client, input: AffiliateCheckInput): Promise<AffiliateCheckResult> {
  return client.call('affiliateCheck', input);
}
