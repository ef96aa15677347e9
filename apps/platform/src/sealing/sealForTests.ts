/**
 * The client side of the seal format in Node crypto, for tests, the bench and the CLI's self-check:
 * what `createHybridSealer` in packages/data does, byte for byte.
 */
import { createCipheriv, createHmac, createPublicKey, publicEncrypt, constants, randomBytes } from 'node:crypto';
import { SEAL_FORMAT } from './openSealed';

export interface Sealed {
  body: { value: string };
  header: string;
}

export function seal(publicKeyPem: string, plaintextJson: string): Sealed {
  const secret = randomBytes(SEAL_FORMAT.secretBytes);
  const iv = randomBytes(SEAL_FORMAT.ivBytes);
  const cipher = createCipheriv('aes-256-cbc', secret.subarray(0, SEAL_FORMAT.encKeyBytes), iv);
  const ct = Buffer.concat([cipher.update(plaintextJson, 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', secret.subarray(SEAL_FORMAT.encKeyBytes)).update(iv).update(ct).digest();
  const value = Buffer.from(JSON.stringify({ v: 1, iv: iv.toString('base64'), ct: ct.toString('base64'), mac: mac.toString('base64') })).toString('base64');
  const wrapped = publicEncrypt({ key: createPublicKey(publicKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, secret);
  return { body: { value }, header: wrapped.toString('base64') };
}
