/**
 * The client side of the seal format in Node crypto, for tests, the bench and the CLI's self-check:
 * what `createHybridSealer` in packages/data does, byte for byte, with the layout from the contract.
 */
import { createCipheriv, createHmac, createPublicKey, publicEncrypt, constants, randomBytes } from 'node:crypto';
import { SEAL_FORMAT, encodeSealedBody, sealNonce, sealedContentText, type SealedRequest } from '@croupier/contract';

export type Sealed = SealedRequest;

export interface SealOptions {
  /** The seal's timestamp (ms): the platform's clock in tests (`platform.now()`); defaults to `Date.now()`. */
  now?: number;
  /** A fixed nonce (16 bytes, base64url), to test replays of distinct seals with one nonce; random by default. */
  nonce?: string;
}

export function seal(publicKeyPem: string, plaintextJson: string, options: SealOptions = {}): Sealed {
  const secret = randomBytes(SEAL_FORMAT.secretBytes);
  const iv = randomBytes(SEAL_FORMAT.ivBytes);
  const content = sealedContentText(
    plaintextJson,
    options.now ?? Date.now(),
    options.nonce ?? sealNonce(randomBytes(SEAL_FORMAT.nonceBytes)),
  );
  const cipher = createCipheriv('aes-256-cbc', secret.subarray(0, SEAL_FORMAT.encKeyBytes), iv);
  const ct = Buffer.concat([cipher.update(content, 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', secret.subarray(SEAL_FORMAT.encKeyBytes)).update(iv).update(ct).digest();
  const wrapped = publicEncrypt(
    { key: createPublicKey(publicKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    secret,
  );
  return {
    body: encodeSealedBody({ iv: new Uint8Array(iv), ct: new Uint8Array(ct), mac: new Uint8Array(mac) }),
    header: wrapped.toString('base64'),
  };
}
