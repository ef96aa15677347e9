import { PLATFORM_CODE, type RequestOf, type ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type LoginInput = RequestOf<'login'>;
export type LoginVerificationInput = RequestOf<'loginVerification'>;
export type LoginSmsCodeInput = RequestOf<'loginSmsCode'>;
export type LoginResult = ResponseOf<'login'>;
export type FreePlayLoginResult = ResponseOf<'freePlayLogin'>;
export type SmsCodeResult = ResponseOf<'loginSmsCode'>;

export function login(client: Client, input: LoginInput): Promise<LoginResult> {
  return client.call('login', input);
}

export function verifyLogin(client: Client, input: LoginVerificationInput): Promise<ResponseOf<'loginVerification'>> {
  return client.call('loginVerification', input);
}

export function logout(client: Client): Promise<unknown> {
  return client.call('logout');
}

export interface FreePlayLoginOptions {
  /** `os` header (default `web`). */
  os?: string;
}

/** 32 hex characters from WebCrypto. */
export function freePlayRandomString(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Free-play login: headers `os` and `platform: W`, and a fresh random string. */
export function freePlayLogin(client: Client, options: FreePlayLoginOptions = {}): Promise<FreePlayLoginResult> {
  return client.call('freePlayLogin', { randomStr: freePlayRandomString() }, { headers: { os: options.os ?? 'web', platform: PLATFORM_CODE } });
}

export function requestLoginSmsCode(client: Client, input: LoginSmsCodeInput): Promise<SmsCodeResult> {
  return client.call('loginSmsCode', input);
}
