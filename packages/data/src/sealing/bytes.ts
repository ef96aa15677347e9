/** Byte helpers of the sealer and its opener. Base64 is the contract's (strict, canonical, no Buffer, no atob). */
import { decodeBase64, encodeBase64 } from '@croupier/contract';

export { constantTimeEqual } from '@croupier/contract';

export const bytesToBase64 = encodeBase64;

/** Strict canonical base64 (standard alphabet, padded); `null` when the text is not. */
export const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> | null => decodeBase64(text);

/** The DER bytes of a PEM block (`-----BEGIN <label>-----`), or `null`. */
export function pemToDer(pem: string, label: string): Uint8Array<ArrayBuffer> | null {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`).exec(pem);
  return match?.[1] ? base64ToBytes(match[1].replace(/\s+/g, '')) : null;
}
