/**
 * The sealed body of an `encrypt: true` call, opened and checked: the seal must open and authenticate with the
 * merchant's key, carry a timestamp within `SEAL_WINDOW_MS` of the platform's clock, and a nonce no request has used
 * before (the shared store, nonces.ts). Only then is the nonce recorded, so a garbled or stale seal writes nothing.
 * Every refusal is `seal_invalid` (400) with the reason in the message and in `value.reason`; a stale seal also
 * carries the platform's time (`value.serverTime`), so a client with a wrong clock can tell.
 */
import { OpenSealedError, checkSealTime, looksSealed, type SealFailureReason } from '@croupier/contract';
import type { PlatformContext } from '../context';
import { ApiFailure } from '../failure';
import { claimSealNonce } from './nonces';
import { openSealed } from './openSealed';

function refused(reason: SealFailureReason, detail: string, extra: Record<string, unknown> = {}): ApiFailure {
  return new ApiFailure('seal_invalid', `the sealed payload could not be opened (${reason}): ${detail}`, {
    reason,
    ...extra,
  });
}

/** The request body inside the seal; throws `ApiFailure` (`payload_not_sealed` or `seal_invalid`). */
export async function openSealedRequest(
  ctx: PlatformContext,
  merchantId: number,
  header: string | undefined,
  body: unknown,
): Promise<unknown> {
  if (!looksSealed(header, body))
    throw new ApiFailure('payload_not_sealed', 'this call must be sent sealed (Encryption header and { value })');
  const keys = await ctx.keys.forMerchant(merchantId);
  const now = ctx.now();
  try {
    const content = openSealed(keys.privateKey, header ?? '', body);
    const expiresAt = checkSealTime(content.timestamp, now);
    if (!(await claimSealNonce(ctx.db, content.nonce, new Date(expiresAt), new Date(now)))) {
      throw new OpenSealedError('replayed', 'this seal was already used');
    }
    return content.payload;
  } catch (error) {
    if (!(error instanceof OpenSealedError)) throw error;
    throw refused(error.code, error.message, error.code === 'stale' ? { serverTime: now } : {});
  }
}
