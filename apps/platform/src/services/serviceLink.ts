/**
 * Customer-service links of type 3 (conventions): Base64(DES-ECB-PKCS7(url, key)) followed by the 8-character key.
 * OpenSSL 3 ships single DES only in its legacy provider; two-key triple DES with K1 = K2 (E_K(D_K(E_K(x)))) is the
 * same permutation, so `des-ede-ecb` with key K||K produces exactly single-DES ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function desKey(key: string): Buffer {
  const k = Buffer.from(key, 'utf8');
  if (k.length !== 8) throw new TypeError('a DES key is 8 bytes');
  return Buffer.concat([k, k]);
}

export function randomLinkKey(): string {
  return [...randomBytes(8)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function obfuscateServiceLink(url: string, key: string = randomLinkKey()): string {
  const cipher = createCipheriv('des-ede-ecb', desKey(key), null);
  return Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]).toString('base64') + key;
}

export function deobfuscateServiceLink(link: string): string {
  const key = link.slice(-8);
  const decipher = createDecipheriv('des-ede-ecb', desKey(key), null);
  return Buffer.concat([decipher.update(Buffer.from(link.slice(0, -8), 'base64')), decipher.final()]).toString('utf8');
}
