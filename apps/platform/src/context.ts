/** What every route shares: the database, the clock, the key store and the providers. */
import type { Database } from './db';
import type { KeyStore } from './sealing/keys';
import type { MailProvider, SmsProvider } from './services/messaging';
import type { SliderProvider } from './services/slider';

export interface PlatformContext {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Milliseconds since the epoch; tests move it. */
  now(): number;
  keys: KeyStore;
  sms: SmsProvider;
  mail: MailProvider;
  slider: SliderProvider;
  /** Origin the demo games are served from (`GAMES_ORIGIN`), never the site's: the base of every demo `game_url`. */
  gamesOrigin: string;
  /** Text of the next captcha (random; tests fix it). */
  captchaText(): string;
}

export const nowDate = (ctx: Pick<PlatformContext, 'now'>) => new Date(ctx.now());
