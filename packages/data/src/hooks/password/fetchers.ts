import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function changePassword(client: Client, input: RequestOf<'changePassword'>): Promise<ResponseOf<'changePassword'>> {
  return client.call('changePassword', input);
}

export function forgotPasswordByEmail(client: Client, input: RequestOf<'forgotPasswordByEmail'>): Promise<ResponseOf<'forgotPasswordByEmail'>> {
  return client.call('forgotPasswordByEmail', input);
}

export function requestPasswordResetSmsCode(client: Client, input: RequestOf<'passwordResetSmsCode'>): Promise<ResponseOf<'passwordResetSmsCode'>> {
  return client.call('passwordResetSmsCode', input);
}

export function setPasswordByPhone(client: Client, input: RequestOf<'setPasswordByPhone'>): Promise<ResponseOf<'setPasswordByPhone'>> {
  return client.call('setPasswordByPhone', input);
}
