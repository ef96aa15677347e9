/**
 * Opens what `createHybridSealer` sealed: unwraps the secret with the RSA-OAEP private key, checks the HMAC in
 * constant time, decrypts, then reads the sealed content `{ ts, nonce, payload }`. The format and its parsing are the
 * contract's (packages/contract/src/seal.ts); only the crypto (WebCrypto, no crypto-js) is here, so it runs in Node and
 * browsers alike. The tests use it, the site never does; the platform has its own node:crypto opener of the same
 * format. It does not check the timestamp or remember nonces: that is the platform's job (`checkSealTime`).
 * Published as `@croupier/data/sealing/openSealed`.
 */
import {
  OpenSealedError,
  SEAL_FORMAT,
  checkSealSecret,
  constantTimeEqual,
  parseSealHeader,
  parseSealedBody,
  parseSealedContent,
  sealMacInput,
  type SealFailureReason,
  type SealedContent,
} from '@croupier/contract';
import { pemToDer } from './bytes';

export { OpenSealedError };
/** `header_invalid`: the Encryption header is not base64 or does not unwrap; `value_invalid`: the body is garbled. */
export type OpenSealedErrorCode = SealFailureReason;

export interface OpenSealedOptions {
  /** Defaults to `globalThis.crypto`. */
  crypto?: Crypto | undefined;
}

/** Imports an RSA-OAEP (SHA-256) private key from a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). */
export async function importSealPrivateKey(pem: string, options: OpenSealedOptions = {}): Promise<CryptoKey> {
  const der = pemToDer(pem, 'PRIVATE KEY');
  if (!der) throw new TypeError('expected a PKCS#8 PEM private key');
  return (options.crypto ?? globalThis.crypto).subtle.importKey('pkcs8', der, SEAL_FORMAT.wrap, false, ['decrypt']);
}

/** Timestamp, nonce and payload of a sealed body; rejects with an `OpenSealedError` for a garbled header, garbled value or bad MAC. */
export async function openSealed(
  privateKey: CryptoKey,
  header: string,
  body: { value: string } | string,
  options: OpenSealedOptions = {},
): Promise<SealedContent> {
  const subtle = (options.crypto ?? globalThis.crypto).subtle;

  // The cheap checks first: a garbled body costs no RSA decryption.
  const wrapped = parseSealHeader(header);
  const { iv, ct, mac } = parseSealedBody(body);
  let secret: Uint8Array<ArrayBuffer>;
  try {
    secret = new Uint8Array(await subtle.decrypt(SEAL_FORMAT.wrap, privateKey, wrapped));
  } catch (cause) {
    throw new OpenSealedError('header_invalid', 'Encryption header does not unwrap with this key', { cause });
  }
  checkSealSecret(secret);

  // Encrypt-then-MAC: check the MAC before touching the ciphertext.
  const macKey = await subtle.importKey(
    'raw',
    secret.slice(SEAL_FORMAT.encKeyBytes),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = new Uint8Array(await subtle.sign('HMAC', macKey, sealMacInput(iv, ct)));
  if (!constantTimeEqual(expected, mac))
    throw new OpenSealedError('mac_invalid', 'sealed payload failed its integrity check');

  const encKey = await subtle.importKey('raw', secret.slice(0, SEAL_FORMAT.encKeyBytes), { name: 'AES-CBC' }, false, [
    'decrypt',
  ]);
  secret.fill(0);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await subtle.decrypt({ name: 'AES-CBC', iv }, encKey, ct));
  } catch (cause) {
    throw new OpenSealedError('value_invalid', 'sealed payload does not decrypt', { cause });
  }
  return parseSealedContent(text);
}
