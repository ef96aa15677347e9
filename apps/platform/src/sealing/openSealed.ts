/**
 * Opens a sealed request body in node:crypto. The format (version 2: header, body, sealed content) and all of its
 * parsing are the contract's (packages/contract/src/seal.ts), shared with the data client's sealer; only the crypto
 * is here. The MAC is checked (constant time) before anything is decrypted. Timestamp and nonce are checked by the
 * caller (sealedRequest.ts), which owns the clock and the nonce store.
 */
import { createDecipheriv, createHmac, privateDecrypt, constants, timingSafeEqual, type KeyObject } from 'node:crypto';
import {
  OpenSealedError,
  SEAL_FORMAT,
  checkSealSecret,
  parseSealHeader,
  parseSealedBody,
  parseSealedContent,
  type SealedContent,
} from '@croupier/contract';

export { OpenSealedError };

/** Timestamp, nonce and payload of a sealed body (`{ value }` or the value text); throws `OpenSealedError` for anything garbled. */
export function openSealed(privateKey: KeyObject, header: string, body: unknown): SealedContent {
  // The cheap checks first: a garbled body costs no RSA decryption.
  const wrapped = parseSealHeader(header);
  const { iv, ct, mac } = parseSealedBody(body);
  let secret: Buffer;
  try {
    secret = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
  } catch {
    throw new OpenSealedError('header_invalid', 'Encryption header does not unwrap with this key');
  }
  let text: string;
  try {
    checkSealSecret(secret);
    const expected = createHmac('sha256', secret.subarray(SEAL_FORMAT.encKeyBytes)).update(iv).update(ct).digest();
    if (!timingSafeEqual(expected, mac))
      throw new OpenSealedError('mac_invalid', 'sealed payload failed its integrity check');
    try {
      const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, SEAL_FORMAT.encKeyBytes), iv);
      text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat([decipher.update(ct), decipher.final()]));
    } catch {
      throw new OpenSealedError('value_invalid', 'sealed payload does not decrypt');
    }
  } finally {
    secret.fill(0);
  }
  return parseSealedContent(text);
}
