/**
 * Opens a sealed request body (the format of packages/data/src/sealing/hybridSealer.ts, version 1):
 * `Encryption` header = base64 RSA-OAEP(SHA-256)-wrapped 64-byte secret (AES-256 key || HMAC-SHA256 key);
 * body `{ value }` = base64 of JSON `{ v: 1, iv, ct, mac }`, ct = AES-256-CBC (PKCS#7), mac = HMAC-SHA256(iv || ct).
 * The MAC is checked (constant time) before anything is decrypted. The platform may not import @croupier/data
 * (lint boundary; the data package does not export its opener), so this is the platform's own implementation of
 * the shared format; src/sealing/sealing.test.ts proves it opens what the client's sealer produces.
 */
import { createDecipheriv, createHmac, privateDecrypt, constants, timingSafeEqual, type KeyObject } from 'node:crypto';

export const SEAL_FORMAT = { version: 1, secretBytes: 64, encKeyBytes: 32, ivBytes: 16, macBytes: 32 } as const;

export type OpenSealedErrorCode = 'header_invalid' | 'value_invalid' | 'version_unsupported' | 'mac_invalid';

export class OpenSealedError extends Error {
  override readonly name = 'OpenSealedError';
  constructor(
    readonly code: OpenSealedErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Strict base64 (standard alphabet, padded, canonical); null otherwise. Canonical: the bits after the last byte are
 * zero, so no two texts decode to the same bytes (a changed character is never silently the same seal).
 */
export function strictBase64(text: unknown): Buffer | null {
  if (typeof text !== 'string' || text.length === 0 || !BASE64.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

function field(record: Record<string, unknown>, name: string, length?: number): Buffer {
  const bytes = strictBase64(record[name]);
  if (!bytes || bytes.length === 0 || (length !== undefined && bytes.length !== length)) {
    throw new OpenSealedError('value_invalid', `sealed value: bad ${name}`);
  }
  return bytes;
}

/** The plaintext (JSON text) of a sealed body; throws `OpenSealedError` for anything garbled. */
export function openSealed(privateKey: KeyObject, header: string, value: string): string {
  const wrapped = strictBase64(header.trim());
  if (!wrapped) throw new OpenSealedError('header_invalid', 'Encryption header is not base64');
  let secret: Buffer;
  try {
    secret = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
  } catch {
    throw new OpenSealedError('header_invalid', 'Encryption header does not unwrap with this key');
  }
  if (secret.length !== SEAL_FORMAT.secretBytes) throw new OpenSealedError('header_invalid', 'wrapped secret has the wrong length');

  const valueBytes = strictBase64(value);
  if (!valueBytes) throw new OpenSealedError('value_invalid', 'sealed value is not base64');
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(valueBytes));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not an object');
    record = parsed as Record<string, unknown>;
  } catch {
    throw new OpenSealedError('value_invalid', 'sealed value is not a sealed payload');
  }
  if (record.v !== SEAL_FORMAT.version) throw new OpenSealedError('version_unsupported', 'sealed payload version is not supported');
  const iv = field(record, 'iv', SEAL_FORMAT.ivBytes);
  const ct = field(record, 'ct');
  const mac = field(record, 'mac', SEAL_FORMAT.macBytes);
  if (ct.length % 16 !== 0) throw new OpenSealedError('value_invalid', 'sealed value: ciphertext is not whole blocks');

  const expected = createHmac('sha256', secret.subarray(SEAL_FORMAT.encKeyBytes)).update(iv).update(ct).digest();
  if (!timingSafeEqual(expected, mac)) throw new OpenSealedError('mac_invalid', 'sealed payload failed its integrity check');
  try {
    const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, SEAL_FORMAT.encKeyBytes), iv);
    const plain = Buffer.concat([decipher.update(ct), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new OpenSealedError('value_invalid', 'sealed payload does not decrypt');
  } finally {
    secret.fill(0);
  }
}
