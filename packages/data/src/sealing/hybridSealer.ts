/**
 * The default `PayloadSealer`: hybrid encryption with a fresh key per request.
 *
 * The format (version 2) is the contract's (`SEAL_FORMAT`, packages/contract/src/seal.ts). Per call: a fresh random
 * 512-bit secret (AES-256 key || HMAC-SHA256 key), a fresh 128-bit IV and a 128-bit nonce from WebCrypto; the content
 * `{ ts, nonce, payload }` (ts from `now`) encrypted AES-256-CBC (PKCS#7) with crypto-js, then HMAC-SHA256 over
 * iv || ciphertext (encrypt-then-MAC); the secret wrapped with the platform's RSA-OAEP (SHA-256) public key
 * (WebCrypto) and sent base64 in the `Encryption` header. `openSealed` (openSealed.ts) reverses it.
 *
 * What it protects: request bodies (passwords, codes, personal data) at rest outside the platform: proxy, CDN, WAF
 * and gateway logs, request dumps; and, with the timestamp and nonce the platform checks, a captured body cannot be
 * sent again (see PayloadSealer.ts). What it does not: it is no substitute for TLS (sizes and timing show, and a
 * request captured in flight can be raced before the original arrives), and it hides nothing from the page itself.
 *
 * crypto-js is imported inside `seal`, so creating a sealer costs nothing on first paint.
 */
import type CryptoJS from 'crypto-js';
import type { PayloadSealer, SealedPayload } from './PayloadSealer';
import { SEAL_FORMAT, encodeBase64, encodeSealedBody, sealNonce, sealedContentText } from '@croupier/contract';
import { pemToDer } from './bytes';

export type SealErrorCode = 'public_key_invalid' | 'crypto_unavailable';

export class SealError extends Error {
  override readonly name = 'SealError';
  constructor(
    readonly code: SealErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface HybridSealerOptions {
  /** Defaults to `globalThis.crypto`. */
  crypto?: Crypto | undefined;
  /**
   * The clock stamped into each seal (ms since the epoch); defaults to `Date.now`. The platform refuses a seal more
   * than `SEAL_WINDOW_MS` from its own clock, so a site that knows its offset from the platform can pass a corrected
   * clock here.
   */
  now?: (() => number) | undefined;
}

type WordArray = CryptoJS.lib.WordArray;

function toWordArray(core: typeof CryptoJS, bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1)
    words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  return core.lib.WordArray.create(words, bytes.length);
}

function toBytes(words: WordArray): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i += 1) out[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

async function importPublicKey(subtle: SubtleCrypto, publicKey: string): Promise<CryptoKey> {
  const algorithm = SEAL_FORMAT.wrap;
  const text = publicKey.trim();
  try {
    if (text.startsWith('{')) {
      // The contract also allows an RSA JWK as a JSON string; drop `alg`/`key_ops` a platform may set differently.
      const { alg: _alg, key_ops: _ops, ...jwk } = JSON.parse(text) as JsonWebKey;
      return await subtle.importKey('jwk', jwk, algorithm, false, ['encrypt']);
    }
    const der = pemToDer(text, 'PUBLIC KEY');
    if (!der) throw new Error('not an SPKI PEM');
    return await subtle.importKey('spki', der, algorithm, false, ['encrypt']);
  } catch (cause) {
    throw new SealError('public_key_invalid', 'the platform public key is not a usable RSA-OAEP key', { cause });
  }
}

/** A sealer for the platform's public key (SPKI PEM or RSA JWK string, as the status call publishes it). Cheap. */
export function createHybridSealer(publicKey: string, options: HybridSealerOptions = {}): PayloadSealer {
  let keyPromise: Promise<CryptoKey> | null = null;

  return {
    async seal(plaintextJson: string): Promise<SealedPayload> {
      const webCrypto = options.crypto ?? globalThis.crypto;
      if (!webCrypto?.subtle)
        throw new SealError('crypto_unavailable', 'WebCrypto is not available (a secure context is required)');
      keyPromise ??= importPublicKey(webCrypto.subtle, publicKey);
      const [wrappingKey, { default: core }, { default: AES }, { default: HmacSHA256 }] = await Promise.all([
        keyPromise,
        import('crypto-js/core'),
        import('crypto-js/aes'),
        import('crypto-js/hmac-sha256'),
      ]);

      const secret = webCrypto.getRandomValues(new Uint8Array(SEAL_FORMAT.secretBytes));
      const iv = webCrypto.getRandomValues(new Uint8Array(SEAL_FORMAT.ivBytes));
      const nonce = sealNonce(webCrypto.getRandomValues(new Uint8Array(SEAL_FORMAT.nonceBytes)));
      const content = sealedContentText(plaintextJson, Math.round((options.now ?? Date.now)()), nonce);
      try {
        const ivWords = toWordArray(core, iv);
        const encrypted = AES.encrypt(
          core.enc.Utf8.parse(content),
          toWordArray(core, secret.subarray(0, SEAL_FORMAT.encKeyBytes)),
          {
            iv: ivWords,
            mode: core.mode.CBC,
            padding: core.pad.Pkcs7,
          },
        );
        const ciphertext = encrypted.ciphertext;
        const mac = HmacSHA256(
          ivWords.clone().concat(ciphertext),
          toWordArray(core, secret.subarray(SEAL_FORMAT.encKeyBytes)),
        );
        const wrapped = await webCrypto.subtle.encrypt(SEAL_FORMAT.wrap, wrappingKey, secret);
        return {
          body: encodeSealedBody({ iv, ct: toBytes(ciphertext), mac: toBytes(mac) }),
          header: encodeBase64(new Uint8Array(wrapped)),
        };
      } finally {
        secret.fill(0);
      }
    },
  };
}
