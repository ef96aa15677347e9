/** Byte helpers shared by the sealer and its opener: base64 without Buffer (browser and Node), PEM bodies. */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strict base64 (standard alphabet, padded); `null` when the text is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The DER bytes of a PEM block (`-----BEGIN <label>-----`), or `null`. */
export function pemToDer(pem: string, label: string): Uint8Array<ArrayBuffer> | null {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`).exec(pem);
  return match?.[1] ? base64ToBytes(match[1].replace(/\s+/g, '')) : null;
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Compares in time that depends only on the lengths, not on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** The sealed payload format (version 1), shared by `createHybridSealer` and `openSealed`. */
export const SEAL_FORMAT = {
  version: 1,
  /** One fresh secret per request: the first half is the AES-256 key, the second the HMAC-SHA256 key. */
  secretBytes: 64,
  encKeyBytes: 32,
  macKeyBytes: 32,
  ivBytes: 16,
  macBytes: 32,
} as const;

/** `value` before base64: `{ v, iv, ct, mac }`, each of iv/ct/mac base64. */
export interface SealedValueV1 {
  v: 1;
  iv: string;
  ct: string;
  mac: string;
}
