import { normalizeCaptcha } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export interface Captcha {
  /** Base64 PNG, possibly a data URL. */
  image: string;
  /** Sent back with the answer by platforms without a server session; null otherwise. */
  captchaId: string | null;
}

export async function fetchCaptcha(client: Client): Promise<Captcha> {
  return normalizeCaptcha(await client.call('captcha'));
}
