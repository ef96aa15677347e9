/**
 * Opens what `createHybridSealer` sealed: unwraps the secret with the RSA-OAEP private key, checks the HMAC in
 * constant time, then decrypts. WebCrypto only (no crypto-js), so it runs in Node and browsers alike; the platform
 * and the tests use it, the site never does. Published as `@croupier/data/sealing/openSealed`.
 */
import { SEAL_FORMAT, base64ToBytes, concatBytes, constantTimeEqual, pemToDer } from './bytes';

/** `header_invalid`: the Encryption header is not base64 or does not unwrap; `value_invalid`: the body is garbled. */
export type OpenSealedErrorCode = 'header_invalid' | 'value_invalid' | 'version_unsupported' | 'mac_invalid';

export class OpenSealedError extends Error {
  override readonly name = 'OpenSealedError';
  constructor(
    readonly code: OpenSealedErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OpenSealedOptions {
  /** Defaults to `globalThis.crypto`. */
  crypto?: Crypto | undefined;
}

/** Imports an RSA-OAEP (SHA-256) private key from a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). */
export async function importSealPrivateKey(pem: string, options: OpenSealedOptions = {}): Promise<CryptoKey> {
  const der = pemToDer(pem, 'PRIVATE KEY');
  if (!der) throw new TypeError('expected a PKCS#8 PEM private key');
  return (options.crypto ?? globalThis.crypto).subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
}

function field(record: Record<string, unknown>, name: string, length?: number): Uint8Array<ArrayBuffer> {
  const raw = record[name];
  const bytes = typeof raw === 'string' ? base64ToBytes(raw) : null;
  if (!bytes || bytes.length === 0 || (length !== undefined && bytes.length !== length)) {
    throw new OpenSealedError('value_invalid', `sealed value: bad ${name}`);
  }
  return bytes;
}

/** The plaintext JSON of a sealed body; rejects with an `OpenSealedError` for a garbled header, garbled value or bad MAC. */
export async function openSealed(
  privateKey: CryptoKey,
  header: string,
  body: { value: string } | string,
  options: OpenSealedOptions = {},
): Promise<string> {
  const subtle = (options.crypto ?? globalThis.crypto).subtle;

  const wrapped = base64ToBytes(header.trim());
  if (!wrapped) throw new OpenSealedError('header_invalid', 'Encryption header is not base64');
  let secret: Uint8Array<ArrayBuffer>;
  try {
    secret = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped));
  } catch (cause) {
    throw new OpenSealedError('header_invalid', 'Encryption header does not unwrap with this key', { cause });
  }
  if (secret.length !== SEAL_FORMAT.secretBytes) throw new OpenSealedError('header_invalid', 'wrapped secret has the wrong length');

  const valueText = typeof body === 'string' ? body : body?.value;
  const valueBytes = typeof valueText === 'string' ? base64ToBytes(valueText) : null;
  if (!valueBytes) throw new OpenSealedError('value_invalid', 'sealed value is not base64');
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(valueBytes));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not an object');
    record = parsed as Record<string, unknown>;
  } catch (cause) {
    throw new OpenSealedError('value_invalid', 'sealed value is not a sealed payload', { cause });
  }
  if (record.v !== SEAL_FORMAT.version) throw new OpenSealedError('version_unsupported', `sealed payload version ${String(record.v)} is not supported`);
  const iv = field(record, 'iv', SEAL_FORMAT.ivBytes);
  const ciphertext = field(record, 'ct');
  const mac = field(record, 'mac', SEAL_FORMAT.macBytes);
  if (ciphertext.length % 16 !== 0) throw new OpenSealedError('value_invalid', 'sealed value: ciphertext is not whole blocks');

  // Encrypt-then-MAC: check the MAC before touching the ciphertext.
  const macKey = await subtle.importKey('raw', secret.slice(SEAL_FORMAT.encKeyBytes), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await subtle.sign('HMAC', macKey, concatBytes(iv, ciphertext)));
  if (!constantTimeEqual(expected, mac)) throw new OpenSealedError('mac_invalid', 'sealed payload failed its integrity check');

  const encKey = await subtle.importKey('raw', secret.slice(0, SEAL_FORMAT.encKeyBytes), { name: 'AES-CBC' }, false, ['decrypt']);
  secret.fill(0);
  try {
    const plaintext = await subtle.decrypt({ name: 'AES-CBC', iv }, encKey, ciphertext);
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch (cause) {
    throw new OpenSealedError('value_invalid', 'sealed payload does not decrypt', { cause });
  }
}
