/** The sealing round trip and the service-link decoder in Chromium, where crypto-js comes through Vite's bundling. */
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './bytes';
import { decodeServiceLink } from './decodeServiceLink';
import { createHybridSealer } from './hybridSealer';
import { openSealed } from './openSealed';

describe('sealing in the browser', () => {
  it('seals with WebCrypto + crypto-js and opens again', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const pem = `-----BEGIN PUBLIC KEY-----\n${bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)))}\n-----END PUBLIC KEY-----`;
    const text = JSON.stringify({ username: 'alice', password: 'pässwörd' });
    const sealed = await createHybridSealer(pem).seal(text);
    expect((await openSealed(pair.privateKey, sealed.header, sealed.body)).payload).toEqual(JSON.parse(text));
  });

  it('decodes the OpenSSL DES-ECB vector', async () => {
    expect(await decodeServiceLink('AMSSoqUcylyyHc95ZYKZUQiqSs0qx4BSabcdefgh')).toBe('https://cs.example.org/');
  });
});
