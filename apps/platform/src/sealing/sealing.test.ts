import { existsSync } from 'node:fs';
import { constants, createCipheriv, createHmac, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { encodeSealedBody } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { OpenSealedError, openSealed } from './openSealed';
import { seal } from './sealForTests';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('openSealed', () => {
  it('opens what the seal format produces, with a fresh key each time', () => {
    const a = seal(pem, JSON.stringify({ username: 'demo01', password: 'パスワード' }));
    const b = seal(pem, JSON.stringify({ username: 'demo01', password: 'パスワード' }));
    expect(a.header).not.toBe(b.header);
    const opened = openSealed(privateKey, a.header, a.body.value);
    expect(opened.payload).toEqual({ username: 'demo01', password: 'パスワード' });
    expect(opened.nonce).not.toBe(openSealed(privateKey, b.header, b.body).nonce);
    const stamped = seal(pem, '{}', { now: 1234 });
    expect(openSealed(privateKey, stamped.header, stamped.body).timestamp).toBe(1234);
  });

  it('refuses authenticated plaintext that is not { ts, nonce, payload } (a version-1 body sealed as version 2)', () => {
    const secret = randomBytes(64);
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', secret.subarray(0, 32), iv);
    const ct = Buffer.concat([cipher.update('{"username":"demo01","password":"Demo1234"}'), cipher.final()]);
    const mac = createHmac('sha256', secret.subarray(32)).update(iv).update(ct).digest();
    const header = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      secret,
    ).toString('base64');
    const body = encodeSealedBody({ iv: new Uint8Array(iv), ct: new Uint8Array(ct), mac: new Uint8Array(mac) });
    expect(() => openSealed(privateKey, header, body)).toThrow(expect.objectContaining({ code: 'content_invalid' }));
  });

  it('refuses garbled headers, values and MACs with a typed error', () => {
    const good = seal(pem, '{"a":1}');
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'opened';
      } catch (error) {
        return error instanceof OpenSealedError ? error.code : 'other';
      }
    };
    expect(code(() => openSealed(privateKey, 'not base64!', good.body.value))).toBe('header_invalid');
    // The same bytes spelled with non-zero bits after the last byte (a 256-byte header ends in "X==", 4 spare bits).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const spare = good.header.replace(/(.)==$/, (_m, c: string) => `${alphabet[alphabet.indexOf(c) ^ 1]}==`);
    expect(Buffer.from(spare, 'base64').equals(Buffer.from(good.header, 'base64'))).toBe(true);
    expect(spare).not.toBe(good.header);
    expect(code(() => openSealed(privateKey, spare, good.body.value))).toBe('header_invalid');
    expect(code(() => openSealed(privateKey, Buffer.from('x'.repeat(256)).toString('base64'), good.body.value))).toBe(
      'header_invalid',
    );
    expect(code(() => openSealed(privateKey, good.header, 'AAAA'))).toBe('value_invalid');
    const record = JSON.parse(Buffer.from(good.body.value, 'base64').toString()) as Record<string, unknown>;
    const tampered = {
      ...record,
      ct: Buffer.from(Buffer.from(record.ct as string, 'base64').map((b, i) => (i === 0 ? b ^ 1 : b))).toString(
        'base64',
      ),
    };
    expect(
      code(() => openSealed(privateKey, good.header, Buffer.from(JSON.stringify(tampered)).toString('base64'))),
    ).toBe('mac_invalid');
    expect(
      code(() =>
        openSealed(privateKey, good.header, Buffer.from(JSON.stringify({ ...record, v: 1 })).toString('base64')),
      ),
    ).toBe('version_unsupported');
    expect(code(() => openSealed(privateKey, good.header, { value: 5 }))).toBe('value_invalid');
    expect(code(() => openSealed(privateKey, 'A'.repeat(4100), good.body))).toBe('header_invalid');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(code(() => openSealed(other, good.header, good.body.value))).toBe('header_invalid');
  });

  // The client's sealer (crypto-js AES + HMAC, WebCrypto RSA-OAEP) lives in packages/data, which the platform may not
  // import; loaded here by path at run time, it proves both sides agree on the format byte for byte.
  const clientSealer = resolve(import.meta.dirname, '../../../../packages/data/src/sealing/hybridSealer.ts');
  it.skipIf(!existsSync(clientSealer))('opens what the data package’s hybrid sealer seals', async () => {
    const mod = (await import(/* @vite-ignore */ clientSealer)) as {
      createHybridSealer(key: string): { seal(json: string): Promise<{ body: { value: string }; header: string }> };
    };
    const sealed = await mod
      .createHybridSealer(pem)
      .seal(JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }));
    const opened = openSealed(privateKey, sealed.header, sealed.body.value);
    expect(opened.payload).toMatchObject({ username: 'demo01', type: 'username' });
    expect(Math.abs(opened.timestamp - Date.now())).toBeLessThan(60_000);
    expect(opened.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
