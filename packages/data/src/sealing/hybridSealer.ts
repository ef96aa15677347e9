/**
 * The default `PayloadSealer`: hybrid encryption with a fresh key per request.
 *
 * Per call: a fresh random 512-bit secret (AES-256 key || HMAC-SHA256 key) and a fresh 128-bit IV from WebCrypto;
 * AES-256-CBC (PKCS#7) with crypto-js, then HMAC-SHA256 over iv || ciphertext (encrypt-then-MAC); the body `value` is
 * base64 of the JSON `{ v: 1, iv, ct, mac }`; the secret is wrapped with the platform's RSA-OAEP (SHA-256) public key
 * (WebCrypto) and sent base64 in the `Encryption` header. `openSealed` (openSealed.ts) reverses it.
 *
 * What it protects: request bodies (passwords, codes, personal data) at rest outside the platform: proxy, CDN, WAF
 * and gateway logs, request dumps. What it does not: it is no substitute for TLS (a captured sealed request can be
 * replayed; sizes and timing show), and it hides nothing from the page itself, which holds the plaintext.
 *
 * crypto-js is imported inside `seal`, so creating a sealer costs nothing on first paint.
 */
import type CryptoJS from 'crypto-js';
import type { PayloadSealer, SealedPayload } from './PayloadSealer';
import { SEAL_FORMAT, bytesToBase64, pemToDer, type SealedValueV1 } from './bytes';

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
}

type WordArray = CryptoJS.lib.WordArray;

function toWordArray(core: typeof CryptoJS, bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  return core.lib.WordArray.create(words, bytes.length);
}

function toBytes(words: WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i += 1) out[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

async function importPublicKey(subtle: SubtleCrypto, publicKey: string): Promise<CryptoKey> {
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
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
      if (!webCrypto?.subtle) throw new SealError('crypto_unavailable', 'WebCrypto is not available (a secure context is required)');
      keyPromise ??= importPublicKey(webCrypto.subtle, publicKey);
      const [wrappingKey, { default: core }, { default: AES }, { default: HmacSHA256 }] = await Promise.all([
        keyPromise,
        import('crypto-js/core'),
        import('crypto-js/aes'),
        import('crypto-js/hmac-sha256'),
      ]);

      const secret = webCrypto.getRandomValues(new Uint8Array(SEAL_FORMAT.secretBytes));
      const iv = webCrypto.getRandomValues(new Uint8Array(SEAL_FORMAT.ivBytes));
      try {
        const ivWords = toWordArray(core, iv);
        const encrypted = AES.encrypt(core.enc.Utf8.parse(plaintextJson), toWordArray(core, secret.subarray(0, SEAL_FORMAT.encKeyBytes)), {
          iv: ivWords,
          mode: core.mode.CBC,
          padding: core.pad.Pkcs7,
        });
        const ciphertext = encrypted.ciphertext;
        const mac = HmacSHA256(ivWords.clone().concat(ciphertext), toWordArray(core, secret.subarray(SEAL_FORMAT.encKeyBytes)));
        const sealedValue: SealedValueV1 = {
          v: SEAL_FORMAT.version,
          iv: bytesToBase64(iv),
          ct: bytesToBase64(toBytes(ciphertext)),
          mac: bytesToBase64(toBytes(mac)),
        };
        const wrapped = await webCrypto.subtle.encrypt({ name: 'RSA-OAEP' }, wrappingKey, secret);
        return {
          body: { value: bytesToBase64(new TextEncoder().encode(JSON.stringify(sealedValue))) },
          header: bytesToBase64(new Uint8Array(wrapped)),
        };
      } finally {
        secret.fill(0);
      }
    },
  };
}
