import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { SERVICE_LINK_CIPHER, ServiceLinkError, decodeServiceLink } from './decodeServiceLink';

/** Builds a type-3 link the way the platform does: Base64(DES-ECB-PKCS7(url, key)) followed by the 8-character key. */
function obfuscate(url: string, key: string): string {
  const ciphertext = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return ciphertext.ciphertext.toString(CryptoJS.enc.Base64) + key;
}

describe('decodeServiceLink', () => {
  it('states the scheme explicitly', () => {
    expect(SERVICE_LINK_CIPHER).toEqual({ algorithm: 'DES', mode: 'ECB', padding: 'Pkcs7', keyLength: 8 });
  });

  it('decodes a link produced with DES-ECB/PKCS7 and the trailing 8-character key', async () => {
    const url = 'https://chat.example.com/client?merchant=m1&lang=JA';
    const link = obfuscate(url, 'k3Y!8zQw');
    expect(link.endsWith('k3Y!8zQw')).toBe(true);
    expect(await decodeServiceLink(link)).toBe(url);
  });

  it('decodes a fixed vector made with OpenSSL (an independent DES implementation)', async () => {
    // printf 'https://cs.example.org/' | openssl enc -des-ecb -K 6162636465666768 -base64 -provider legacy -provider default
    expect(await decodeServiceLink(`${FIXED_VECTOR}abcdefgh`)).toBe('https://cs.example.org/');
  });

  it('rejects a wrong key as decrypt_failed or not_a_url, never returning garbage', async () => {
    const link = obfuscate('https://chat.example.com/a', 'abcdefgh');
    const error = await decodeServiceLink(`${link.slice(0, -8)}zzzzzzzz`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceLinkError);
    expect(['decrypt_failed', 'not_a_url']).toContain((error as ServiceLinkError).code);
  });

  it('rejects short, non-Base64 and non-block input', async () => {
    await expect(decodeServiceLink('abcdefgh')).rejects.toMatchObject({ code: 'link_too_short' });
    await expect(decodeServiceLink('@@@@abcdefgh')).rejects.toMatchObject({ code: 'ciphertext_invalid' });
    await expect(decodeServiceLink('QUJD' + 'abcdefgh')).rejects.toMatchObject({ code: 'decrypt_failed' });
  });

  it('refuses URLs that are not http(s)', async () => {
    await expect(decodeServiceLink(obfuscate('javascript:alert(1)', 'abcdefgh'))).rejects.toMatchObject({ code: 'not_a_url' });
    await expect(decodeServiceLink(obfuscate('just text', 'abcdefgh'))).rejects.toMatchObject({ code: 'not_a_url' });
  });
});

const FIXED_VECTOR = 'AMSSoqUcylyyHc95ZYKZUQiqSs0qx4BS';
