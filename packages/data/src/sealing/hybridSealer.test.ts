import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './bytes';
import { SealError, createHybridSealer } from './hybridSealer';
import { OpenSealedError, importSealPrivateKey, openSealed } from './openSealed';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const toPem = (der: ArrayBuffer, label: string) =>
    `-----BEGIN ${label}-----\n${bytesToBase64(new Uint8Array(der)).replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;
  return {
    privateKey: pair.privateKey,
    publicPem: toPem(await subtle.exportKey('spki', pair.publicKey), 'PUBLIC KEY'),
    privatePem: toPem(await subtle.exportKey('pkcs8', pair.privateKey), 'PRIVATE KEY'),
    publicJwk: JSON.stringify(await subtle.exportKey('jwk', pair.publicKey)),
  };
}

const keys = await keyPair();
const other = await keyPair();
const plaintext = JSON.stringify({ username: 'alice', password: 'pässwörd-秘密', captcha: '1234' });

function decodeValue(value: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64ToBytes(value)!)) as Record<string, unknown>;
}
function encodeValue(record: Record<string, unknown>): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(record)));
}
function flipFirstByte(base64: string): string {
  const bytes = base64ToBytes(base64)!;
  bytes[0] = bytes[0]! ^ 0x01;
  return bytesToBase64(bytes);
}

describe('createHybridSealer + openSealed', () => {
  it('round-trips through the private key (SPKI PEM public key)', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect((await openSealed(keys.privateKey, sealed.header, sealed.body)).payload).toEqual(JSON.parse(plaintext));
  });

  it('seals the timestamp of its clock and a fresh 128-bit nonce with the payload', async () => {
    const sealer = createHybridSealer(keys.publicPem, { now: () => 1_795_000_000_123 });
    const first = await sealer.seal(plaintext);
    const second = await sealer.seal(plaintext);
    const a = await openSealed(keys.privateKey, first.header, first.body);
    const b = await openSealed(keys.privateKey, second.header, second.body);
    expect(a.timestamp).toBe(1_795_000_000_123);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect(a.payload).toEqual(JSON.parse(plaintext));
  });

  it('defaults to the wall clock', async () => {
    const before = Date.now();
    const sealed = await createHybridSealer(keys.publicPem).seal('{}');
    const { timestamp } = await openSealed(keys.privateKey, sealed.header, sealed.body);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('accepts a JWK public key and a PKCS#8 PEM private key', async () => {
    const sealed = await createHybridSealer(keys.publicJwk).seal(plaintext);
    const privateKey = await importSealPrivateKey(keys.privatePem);
    expect((await openSealed(privateKey, sealed.header, sealed.body.value)).payload).toEqual(JSON.parse(plaintext));
  });

  it('sends a versioned payload: v 2, 16-byte iv, whole AES blocks, 32-byte MAC, 256-byte wrapped key', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    const record = decodeValue(sealed.body.value);
    expect(Object.keys(record).sort()).toEqual(['ct', 'iv', 'mac', 'v']);
    expect(record.v).toBe(2);
    expect(base64ToBytes(record.iv as string)!.length).toBe(16);
    expect(base64ToBytes(record.mac as string)!.length).toBe(32);
    const ct = base64ToBytes(record.ct as string)!;
    expect(ct.length % 16).toBe(0);
    expect(ct.length).toBeGreaterThan(new TextEncoder().encode(plaintext).length);
    expect(base64ToBytes(sealed.header)!.length).toBe(256);
    expect(sealed.body.value).not.toContain('alice');
  });

  it('uses a fresh key and IV per call: two seals of the same text differ everywhere', async () => {
    const sealer = createHybridSealer(keys.publicPem);
    const a = await sealer.seal(plaintext);
    const b = await sealer.seal(plaintext);
    expect(a.header).not.toBe(b.header);
    const ra = decodeValue(a.body.value);
    const rb = decodeValue(b.body.value);
    expect(ra.iv).not.toBe(rb.iv);
    expect(ra.ct).not.toBe(rb.ct);
    expect(ra.mac).not.toBe(rb.mac);
    // The header of one seal does not open the other: each carries its own secret.
    await expect(openSealed(keys.privateKey, a.header, b.body)).rejects.toMatchObject({ code: 'mac_invalid' });
  });

  it('rejects a tampered ciphertext with mac_invalid', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    const record = decodeValue(sealed.body.value);
    const tampered = encodeValue({ ...record, ct: flipFirstByte(record.ct as string) });
    const error = await openSealed(keys.privateKey, sealed.header, { value: tampered }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenSealedError);
    expect((error as OpenSealedError).code).toBe('mac_invalid');
  });

  it('rejects a tampered IV or MAC with mac_invalid', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    const record = decodeValue(sealed.body.value);
    await expect(
      openSealed(keys.privateKey, sealed.header, {
        value: encodeValue({ ...record, iv: flipFirstByte(record.iv as string) }),
      }),
    ).rejects.toMatchObject({ code: 'mac_invalid' });
    await expect(
      openSealed(keys.privateKey, sealed.header, {
        value: encodeValue({ ...record, mac: flipFirstByte(record.mac as string) }),
      }),
    ).rejects.toMatchObject({ code: 'mac_invalid' });
  });

  it('rejects a tampered, non-base64 or foreign-key header with header_invalid', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    await expect(openSealed(keys.privateKey, flipFirstByte(sealed.header), sealed.body)).rejects.toMatchObject({
      name: 'OpenSealedError',
      code: 'header_invalid',
    });
    await expect(openSealed(keys.privateKey, 'not base64!', sealed.body)).rejects.toMatchObject({
      code: 'header_invalid',
    });
    const foreign = await createHybridSealer(other.publicPem).seal(plaintext);
    await expect(openSealed(keys.privateKey, foreign.header, foreign.body)).rejects.toMatchObject({
      code: 'header_invalid',
    });
  });

  it('rejects a garbled value with value_invalid and an unknown version with version_unsupported', async () => {
    const sealed = await createHybridSealer(keys.publicPem).seal(plaintext);
    const record = decodeValue(sealed.body.value);
    await expect(openSealed(keys.privateKey, sealed.header, { value: '%%%' })).rejects.toMatchObject({
      code: 'value_invalid',
    });
    await expect(
      openSealed(keys.privateKey, sealed.header, { value: bytesToBase64(new TextEncoder().encode('not json')) }),
    ).rejects.toMatchObject({ code: 'value_invalid' });
    await expect(
      openSealed(keys.privateKey, sealed.header, { value: encodeValue({ ...record, iv: 'AAAA' }) }),
    ).rejects.toMatchObject({ code: 'value_invalid' });
    await expect(
      openSealed(keys.privateKey, sealed.header, { value: encodeValue({ ...record, ct: undefined }) }),
    ).rejects.toMatchObject({ code: 'value_invalid' });
    // Version 1 had no timestamp or nonce: refused, not read as version 2.
    await expect(
      openSealed(keys.privateKey, sealed.header, { value: encodeValue({ ...record, v: 1 }) }),
    ).rejects.toMatchObject({ code: 'version_unsupported' });
    await expect(
      openSealed(keys.privateKey, sealed.header, { value: encodeValue({ ...record, v: 3 }) }),
    ).rejects.toMatchObject({ code: 'version_unsupported' });
  });

  it('fails with public_key_invalid for a key that is not RSA-OAEP material, on seal (the factory stays cheap)', async () => {
    const sealer = createHybridSealer('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    const error = await sealer.seal(plaintext).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SealError);
    expect((error as SealError).code).toBe('public_key_invalid');
  });

  it('seals the empty object and large bodies', async () => {
    const sealer = createHybridSealer(keys.publicPem);
    // About 54 KB of value: near the largest the contract lets an opener read (SEAL_FORMAT.maxValueLength).
    const big = JSON.stringify({ text: 'x'.repeat(30_000) });
    for (const text of ['{}', big]) {
      const sealed = await sealer.seal(text);
      expect((await openSealed(keys.privateKey, sealed.header, sealed.body)).payload).toEqual(JSON.parse(text));
    }
  });
});
