import { describe, expect, it } from 'vitest';
import {
  OpenSealedError,
  SEAL_FORMAT,
  SEAL_WINDOW_MS,
  checkSealSecret,
  checkSealTime,
  decodeBase64,
  encodeBase64,
  encodeBase64Url,
  encodeSealedBody,
  looksSealed,
  parseSealHeader,
  parseSealedBody,
  parseSealedContent,
  sealMacInput,
  sealNonce,
  sealedContentText,
} from './seal';

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill);
const reason = (fn: () => unknown): string => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return error instanceof OpenSealedError ? error.code : `other: ${String(error)}`;
  }
};
const valueOf = (record: unknown) => encodeBase64(new TextEncoder().encode(JSON.stringify(record)));

describe('seal format', () => {
  it('states its parameters: version 2, 64-byte secret split 32/32, 16-byte iv and nonce, 32-byte MAC, 5-minute window', () => {
    expect(SEAL_FORMAT).toMatchObject({
      version: 2,
      header: 'Encryption',
      secretBytes: 64,
      encKeyBytes: 32,
      macKeyBytes: 32,
      ivBytes: 16,
      macBytes: 32,
      nonceBytes: 16,
    });
    expect(SEAL_FORMAT.encKeyBytes + SEAL_FORMAT.macKeyBytes).toBe(SEAL_FORMAT.secretBytes);
    expect(SEAL_FORMAT.wrap).toEqual({ name: 'RSA-OAEP', hash: 'SHA-256' });
    expect(SEAL_WINDOW_MS).toBe(300_000);
  });

  it('base64 agrees with the built-in encoder (btoa) for every length and tail', () => {
    for (let n = 0; n < 70; n += 1) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n * 11) & 0xff);
      const text = encodeBase64(data);
      const reference = btoa(String.fromCharCode(...data));
      expect(text).toBe(reference);
      expect(encodeBase64Url(data)).toBe(reference.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
      if (n > 0) expect(decodeBase64(text)).toEqual(data);
    }
  });

  it('decodes only strict canonical base64', () => {
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('QUI')).toBeNull(); // unpadded
    expect(decodeBase64('QU-_')).toBeNull(); // url alphabet
    expect(decodeBase64('QUI=\n')).toBeNull();
    expect(decodeBase64(42)).toBeNull();
    // Same bytes with non-zero spare bits: "QUI=" is canonical, "QUJ=" decodes to the same two bytes elsewhere.
    expect(decodeBase64('QUI=')).toEqual(new Uint8Array([0x41, 0x42]));
    expect(decodeBase64('QUJ=')).toBeNull();
    expect(decodeBase64('QQ==')).toEqual(new Uint8Array([0x41]));
    expect(decodeBase64('QR==')).toBeNull();
  });

  it('tells a sealed request from an unsealed one', () => {
    expect(looksSealed('abc', { value: 'x' })).toBe(true);
    expect(looksSealed('abc', { value: 1 })).toBe(true); // sealed in shape, refused as value_invalid later
    expect(looksSealed(undefined, { value: 'x' })).toBe(false);
    expect(looksSealed('', { value: 'x' })).toBe(false);
    expect(looksSealed('abc', { username: 'x' })).toBe(false);
    expect(looksSealed('abc', ['value'])).toBe(false);
    expect(looksSealed('abc', null)).toBe(false);
  });

  it('reads the header: canonical base64 of at most 4096 characters', () => {
    expect(parseSealHeader(' QUI= ')).toEqual(new Uint8Array([0x41, 0x42]));
    expect(reason(() => parseSealHeader('not base64!'))).toBe('header_invalid');
    expect(reason(() => parseSealHeader('A'.repeat(4100)))).toBe('header_invalid');
    expect(reason(() => parseSealHeader(undefined))).toBe('header_invalid');
    expect(reason(() => checkSealSecret(bytes(63)))).toBe('header_invalid');
    expect(reason(() => checkSealSecret(bytes(64)))).toBe('accepted');
  });

  it('round-trips the body and refuses every garbled shape', () => {
    const parts = { iv: bytes(16, 1), ct: bytes(32, 2), mac: bytes(32, 3) };
    const body = encodeSealedBody(parts);
    expect(Object.keys(body)).toEqual(['value']);
    expect(JSON.parse(new TextDecoder().decode(decodeBase64(body.value)!))).toEqual({
      v: 2,
      iv: encodeBase64(parts.iv),
      ct: encodeBase64(parts.ct),
      mac: encodeBase64(parts.mac),
    });
    expect(parseSealedBody(body)).toEqual(parts);
    expect(parseSealedBody(body.value)).toEqual(parts);

    const record = { v: 2, iv: encodeBase64(parts.iv), ct: encodeBase64(parts.ct), mac: encodeBase64(parts.mac) };
    expect(reason(() => parseSealedBody({ value: 5 }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: '%%%' }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: 'A'.repeat(64 * 1024 + 4) }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: encodeBase64(new TextEncoder().encode('not json')) }))).toBe(
      'value_invalid',
    );
    expect(reason(() => parseSealedBody({ value: encodeBase64(new Uint8Array([0xff, 0xfe])) }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: valueOf([record]) }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, v: 1 }) }))).toBe('version_unsupported');
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, v: '2' }) }))).toBe('version_unsupported');
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, iv: encodeBase64(bytes(15)) }) }))).toBe(
      'value_invalid',
    );
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, mac: encodeBase64(bytes(31)) }) }))).toBe(
      'value_invalid',
    );
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, ct: encodeBase64(bytes(17)) }) }))).toBe(
      'value_invalid',
    );
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, ct: '' }) }))).toBe('value_invalid');
    expect(reason(() => parseSealedBody({ value: valueOf({ ...record, ct: undefined }) }))).toBe('value_invalid');
  });

  it('MACs iv || ct', () => {
    expect(sealMacInput(new Uint8Array([1, 2]), new Uint8Array([3]))).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('sealed content', () => {
  const nonce = sealNonce(bytes(16, 0xfb));

  it('makes base64url nonces of 16 random bytes only', () => {
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(nonce).toContain('-'); // 0xfb bytes use the URL alphabet's characters
    expect(() => sealNonce(bytes(8))).toThrow(RangeError);
  });

  it('wraps the payload JSON with timestamp and nonce, and reads it back', () => {
    const text = sealedContentText('{"username":"a","n":[1,2]}', 1_795_000_000_000, nonce);
    expect(JSON.parse(text)).toEqual({ ts: 1_795_000_000_000, nonce, payload: { username: 'a', n: [1, 2] } });
    expect(parseSealedContent(text)).toEqual({
      timestamp: 1_795_000_000_000,
      nonce,
      payload: { username: 'a', n: [1, 2] },
    });
    expect(parseSealedContent(sealedContentText('null', 0, nonce)).payload).toBeNull();
    expect(() => sealedContentText('{}', 1.5, nonce)).toThrow(RangeError);
    expect(() => sealedContentText('{}', 1, 'short')).toThrow(RangeError);
  });

  it('refuses authenticated plaintext of any other shape with content_invalid', () => {
    const ok = { ts: 1, nonce, payload: {} };
    for (const bad of [
      'not json',
      '[1]',
      'null',
      JSON.stringify({ nonce, payload: {} }),
      JSON.stringify({ ts: 1, payload: {} }),
      JSON.stringify({ ts: 1, nonce }),
      JSON.stringify({ ...ok, extra: 1 }),
      JSON.stringify({ ...ok, ts: '1' }),
      JSON.stringify({ ...ok, ts: -1 }),
      JSON.stringify({ ...ok, ts: 1.5 }),
      JSON.stringify({ ...ok, ts: 2 ** 60 }),
      JSON.stringify({ ...ok, nonce: 'x' }),
      JSON.stringify({ ...ok, nonce: `${nonce}=` }),
      JSON.stringify({ ...ok, nonce: 12 }),
    ]) {
      expect(
        reason(() => parseSealedContent(bad)),
        bad,
      ).toBe('content_invalid');
    }
  });

  it('accepts a timestamp within the window either way and answers how long to remember the nonce', () => {
    const now = 1_795_000_000_000;
    expect(checkSealTime(now, now)).toBe(now + SEAL_WINDOW_MS);
    expect(checkSealTime(now - SEAL_WINDOW_MS, now)).toBe(now);
    expect(checkSealTime(now + SEAL_WINDOW_MS, now)).toBe(now + 2 * SEAL_WINDOW_MS);
    expect(reason(() => checkSealTime(now - SEAL_WINDOW_MS - 1, now))).toBe('stale');
    expect(reason(() => checkSealTime(now + SEAL_WINDOW_MS + 1, now))).toBe('stale');
    expect(reason(() => checkSealTime(now - 1000, now, 500))).toBe('stale');
  });
});
