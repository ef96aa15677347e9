/**
 * Customer-service links of type 3 (conventions): the last 8 characters are a DES key, the rest is the Base64
 * ciphertext of the URL. Decoded locally with crypto-js, imported on first use only.
 */

/** Scheme of the obfuscation, stated rather than left to crypto-js defaults (which are CBC for block ciphers). */
export const SERVICE_LINK_CIPHER = { algorithm: 'DES', mode: 'ECB', padding: 'Pkcs7', keyLength: 8 } as const;

/** Entry type whose path is obfuscated. */
export const OBFUSCATED_SERVICE_LINK_TYPE = 3;

export type ServiceLinkErrorCode = 'link_too_short' | 'ciphertext_invalid' | 'decrypt_failed' | 'not_a_url';

export class ServiceLinkError extends Error {
  override readonly name = 'ServiceLinkError';
  constructor(
    readonly code: ServiceLinkErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The URL hidden in a type-3 link. Only http(s) URLs are returned (the site opens it in a popup, so a
 * `javascript:` URL must never come out of here); anything else throws a `ServiceLinkError`.
 */
export async function decodeServiceLink(link: string): Promise<string> {
  const text = link.trim();
  const { keyLength } = SERVICE_LINK_CIPHER;
  if (text.length <= keyLength) throw new ServiceLinkError('link_too_short', 'service link is too short to hold a key');
  const ciphertextBase64 = text.slice(0, -keyLength);
  const key = text.slice(-keyLength);
  if (!BASE64.test(ciphertextBase64)) throw new ServiceLinkError('ciphertext_invalid', 'service link ciphertext is not Base64');

  const [{ default: core }, { default: Base64 }] = await Promise.all([
    import('crypto-js/core'),
    import('crypto-js/enc-base64'),
    // Registers DES (and TripleDES) on the core object; ECB mode and PKCS#7 padding come with cipher-core.
    import('crypto-js/tripledes'),
    import('crypto-js/mode-ecb'),
    import('crypto-js/pad-pkcs7'),
  ]);

  let plaintext: string;
  try {
    const ciphertext = Base64.parse(ciphertextBase64);
    if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 8 !== 0) throw new Error('ciphertext is not whole DES blocks');
    const decrypted = core.DES.decrypt(core.lib.CipherParams.create({ ciphertext }), core.enc.Utf8.parse(key), {
      mode: core.mode.ECB,
      padding: core.pad.Pkcs7,
    });
    if (decrypted.sigBytes <= 0) throw new Error('bad padding');
    plaintext = decrypted.toString(core.enc.Utf8);
  } catch (cause) {
    throw new ServiceLinkError('decrypt_failed', 'service link does not decrypt with its key', { cause });
  }

  let url: URL;
  try {
    url = new URL(plaintext.trim());
  } catch (cause) {
    throw new ServiceLinkError('not_a_url', 'service link does not decode to a URL', { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ServiceLinkError('not_a_url', 'service link is not an http(s) URL');
  return plaintext.trim();
}
