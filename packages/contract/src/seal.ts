/**
 * The payload-sealing format of `encrypt: true` calls, version 2: its one definition, used by the data client's
 * sealer and by the platform's opener. Pure TypeScript: the crypto itself stays with each side (WebCrypto and
 * crypto-js in the client, node:crypto in the platform); this module holds the layout, the parameters and the parsing
 * and checking of everything around the crypto.
 *
 * - `Encryption` header: base64 of the RSA-OAEP (SHA-256) encryption, under the platform's public key, of a fresh
 *   64-byte secret per request: bytes 0-31 the AES-256 key, bytes 32-63 the HMAC-SHA256 key.
 * - Body: `{ value }`, `value` = base64 of the JSON `{ v: 2, iv, ct, mac }` (each base64): `iv` 16 random bytes,
 *   `ct` = AES-256-CBC (PKCS#7) of the sealed content, `mac` = HMAC-SHA256(iv || ct) (encrypt-then-MAC: the opener
 *   checks the MAC, in constant time, before it decrypts anything).
 * - Sealed content (the plaintext): the JSON `{ "ts": <ms since the epoch>, "nonce": <16 random bytes, base64url>,
 *   "payload": <the call's JSON body> }`. Timestamp and nonce sit inside the ciphertext and under the MAC, so they
 *   cannot be changed without the secret: the platform refuses a seal whose `ts` is more than `SEAL_WINDOW_MS` from
 *   its clock, and a nonce it has already accepted (it remembers nonces until their seal is stale anyway).
 *
 * Base64 is strict and canonical (standard alphabet, padded, zero spare bits), so no two texts are the same seal.
 */

export const SEAL_FORMAT = {
  version: 2,
  /** Request header carrying the wrapped secret. */
  header: 'Encryption',
  /** Key wrapping (WebCrypto names). */
  wrap: { name: 'RSA-OAEP', hash: 'SHA-256' },
  /** One fresh secret per request: the AES-256 key followed by the HMAC-SHA256 key. */
  secretBytes: 64,
  encKeyBytes: 32,
  macKeyBytes: 32,
  cipher: 'AES-256-CBC',
  blockBytes: 16,
  ivBytes: 16,
  mac: 'HMAC-SHA256',
  macBytes: 32,
  /** Random bytes of the nonce (base64url, no padding: 22 characters). */
  nonceBytes: 16,
  /** Longest `Encryption` header and body `value` the platform reads (a 4096-bit key wraps to 684 characters). */
  maxHeaderLength: 4096,
  maxValueLength: 64 * 1024,
} as const;

/** How far a seal's timestamp may be from the platform's clock, either way; nonces are remembered this long after it. */
export const SEAL_WINDOW_MS = 5 * 60_000;

/**
 * Why a seal was refused. Format and crypto: `header_invalid` (not base64, does not unwrap), `value_invalid` (garbled
 * body or ciphertext), `version_unsupported`, `mac_invalid` (tampered or another seal's header), `content_invalid`
 * (authenticated, but not `{ ts, nonce, payload }`). Replay: `stale` (timestamp outside the window), `replayed`
 * (nonce already accepted).
 */
export const sealFailureReasons = [
  'header_invalid',
  'value_invalid',
  'version_unsupported',
  'mac_invalid',
  'content_invalid',
  'stale',
  'replayed',
] as const;
export type SealFailureReason = (typeof sealFailureReasons)[number];

export class OpenSealedError extends Error {
  override readonly name = 'OpenSealedError';
  constructor(
    readonly code: SealFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// ---- base64 ------------------------------------------------------------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DECODE = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const left = bytes.length - i;
    out += alphabet[a >> 2]! + alphabet[((a & 3) << 4) | (b >> 4)]!;
    out += left > 1 ? alphabet[((b & 15) << 2) | (c >> 6)]! : pad ? '=' : '';
    out += left > 2 ? alphabet[c & 63]! : pad ? '=' : '';
  }
  return out;
}

/** Standard base64, padded. */
export function encodeBase64(bytes: Uint8Array): string {
  return encode(bytes, ALPHABET, true);
}

/** URL-safe base64 without padding (the nonce's spelling). */
export function encodeBase64Url(bytes: Uint8Array): string {
  return encode(bytes, URL_ALPHABET, false);
}

/**
 * The bytes of strict, canonical base64 (standard alphabet, padded, the bits after the last byte zero); `null` for
 * anything else, including the empty string, so a changed character never decodes to the same bytes.
 */
export function decodeBase64(text: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof text !== 'string' || text.length === 0 || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n0 = DECODE.get(text[i]!) ?? 0;
    const n1 = DECODE.get(text[i + 1]!) ?? 0;
    const n2 = DECODE.get(text[i + 2]!) ?? 0;
    const n3 = DECODE.get(text[i + 3]!) ?? 0;
    const word = (n0 << 18) | (n1 << 12) | (n2 << 6) | n3;
    if (o < out.length) out[o++] = (word >> 16) & 0xff;
    if (o < out.length) out[o++] = (word >> 8) & 0xff;
    if (o < out.length) out[o++] = word & 0xff;
  }
  const last = text.length - 4;
  if (padding === 2 && ((DECODE.get(text[last + 1]!) ?? 0) & 15) !== 0) return null;
  if (padding === 1 && ((DECODE.get(text[last + 2]!) ?? 0) & 3) !== 0) return null;
  return out;
}

// ---- the envelope (header and body) -------------------------------------------------------------------------------

/** The parts of a version-2 body, as bytes. */
export interface SealedParts {
  iv: Uint8Array<ArrayBuffer>;
  ct: Uint8Array<ArrayBuffer>;
  mac: Uint8Array<ArrayBuffer>;
}

/** The JSON inside `value`, before base64. */
export interface SealedValueRecord {
  v: typeof SEAL_FORMAT.version;
  iv: string;
  ct: string;
  mac: string;
}

/** The body and header a client sends. */
export interface SealedRequest {
  body: { value: string };
  header: string;
}

/** A request carries a seal at all: an `Encryption` header and a `{ value }` body (else: `payload_not_sealed`). */
export function looksSealed(header: unknown, body: unknown): boolean {
  return (
    typeof header === 'string' &&
    header.length > 0 &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    'value' in body
  );
}

/** The wrapped secret of an `Encryption` header; `header_invalid` unless canonical base64 of sane length. */
export function parseSealHeader(header: unknown): Uint8Array<ArrayBuffer> {
  const text = typeof header === 'string' ? header.trim() : null;
  const bytes = text !== null && text.length <= SEAL_FORMAT.maxHeaderLength ? decodeBase64(text) : null;
  if (!bytes) throw new OpenSealedError('header_invalid', 'Encryption header is not base64');
  return bytes;
}

/** A secret that does not have the format's length is a foreign or forged header. */
export function checkSealSecret(secret: Uint8Array): void {
  if (secret.length !== SEAL_FORMAT.secretBytes)
    throw new OpenSealedError('header_invalid', 'wrapped secret has the wrong length');
}

function field(record: Record<string, unknown>, name: keyof SealedParts, length?: number): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64(record[name]);
  if (!bytes || (length !== undefined && bytes.length !== length))
    throw new OpenSealedError('value_invalid', `sealed value: bad ${name}`);
  return bytes;
}

/**
 * iv, ciphertext and MAC of a body (`{ value }` or the `value` text itself); `value_invalid` for anything garbled,
 * `version_unsupported` for another version (a version-1 seal carries no timestamp or nonce, so it is refused).
 */
export function parseSealedBody(body: unknown): SealedParts {
  const value =
    typeof body === 'string'
      ? body
      : typeof body === 'object' && body !== null
        ? (body as { value?: unknown }).value
        : undefined;
  const bytes = typeof value === 'string' && value.length <= SEAL_FORMAT.maxValueLength ? decodeBase64(value) : null;
  if (!bytes) throw new OpenSealedError('value_invalid', 'sealed value is not base64');
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not an object');
    record = parsed as Record<string, unknown>;
  } catch (cause) {
    throw new OpenSealedError('value_invalid', 'sealed value is not a sealed payload', { cause });
  }
  if (record.v !== SEAL_FORMAT.version)
    throw new OpenSealedError('version_unsupported', `sealed payload version ${String(record.v)} is not supported`);
  const parts = {
    iv: field(record, 'iv', SEAL_FORMAT.ivBytes),
    ct: field(record, 'ct'),
    mac: field(record, 'mac', SEAL_FORMAT.macBytes),
  };
  if (parts.ct.length === 0 || parts.ct.length % SEAL_FORMAT.blockBytes !== 0)
    throw new OpenSealedError('value_invalid', 'sealed value: ciphertext is not whole blocks');
  return parts;
}

/** The body a sealer sends for its parts. */
export function encodeSealedBody(parts: SealedParts): { value: string } {
  const record: SealedValueRecord = {
    v: SEAL_FORMAT.version,
    iv: encodeBase64(parts.iv),
    ct: encodeBase64(parts.ct),
    mac: encodeBase64(parts.mac),
  };
  return { value: encodeBase64(new TextEncoder().encode(JSON.stringify(record))) };
}

/** What the MAC covers: iv || ciphertext. */
export function sealMacInput(iv: Uint8Array, ct: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(iv.length + ct.length);
  out.set(iv, 0);
  out.set(ct, iv.length);
  return out;
}

/** Compares in time that depends only on the lengths, not on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// ---- the sealed content: timestamp, nonce, payload ------------------------------------------------------------------

const NONCE = /^[A-Za-z0-9_-]{22}$/;

export interface SealedContent {
  /** When the client sealed it, ms since the epoch (its clock). */
  timestamp: number;
  /** 16 random bytes, base64url: what the platform remembers to refuse a replay. */
  nonce: string;
  /** The call's request body. */
  payload: unknown;
}

/** A fresh nonce from 16 random bytes (the caller's CSPRNG: `crypto.getRandomValues` or `randomBytes`). */
export function sealNonce(random: Uint8Array): string {
  if (random.length !== SEAL_FORMAT.nonceBytes)
    throw new RangeError(`a seal nonce takes ${SEAL_FORMAT.nonceBytes} random bytes`);
  return encodeBase64Url(random);
}

/**
 * The plaintext a sealer encrypts. `payloadJson` is the body's JSON text, embedded as is (not parsed again), so it
 * must be JSON; the opener refuses the seal otherwise.
 */
export function sealedContentText(payloadJson: string, timestamp: number, nonce: string): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new RangeError('a seal timestamp is a whole number of ms');
  if (!NONCE.test(nonce)) throw new RangeError('a seal nonce is 16 bytes in base64url');
  return `{"ts":${timestamp},"nonce":"${nonce}","payload":${payloadJson}}`;
}

/** Timestamp, nonce and payload of opened (authenticated) plaintext; `content_invalid` for any other shape. */
export function parseSealedContent(text: string): SealedContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new OpenSealedError('content_invalid', 'sealed content is not JSON', { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new OpenSealedError('content_invalid', 'sealed content is not an object');
  const record = parsed as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  if (keys.length !== 3 || keys[0] !== 'nonce' || keys[1] !== 'payload' || keys[2] !== 'ts') {
    throw new OpenSealedError('content_invalid', 'sealed content must be exactly { ts, nonce, payload }');
  }
  const { ts, nonce, payload } = record;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < 0)
    throw new OpenSealedError('content_invalid', 'sealed content: bad ts');
  if (typeof nonce !== 'string' || !NONCE.test(nonce))
    throw new OpenSealedError('content_invalid', 'sealed content: bad nonce');
  return { timestamp: ts, nonce, payload };
}

/**
 * Refuses (`stale`) a timestamp more than the window from `now`, in the past or the future. Answers until when the
 * nonce must be remembered: after that the same seal is stale anyway.
 */
export function checkSealTime(timestamp: number, now: number, windowMs: number = SEAL_WINDOW_MS): number {
  if (Math.abs(now - timestamp) > windowMs) {
    throw new OpenSealedError(
      'stale',
      `sealed ${Math.round((now - timestamp) / 1000)} s from the platform's clock (window ${windowMs / 1000} s)`,
    );
  }
  return timestamp + windowMs;
}
