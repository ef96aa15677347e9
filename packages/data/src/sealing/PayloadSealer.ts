/**
 * The seam for payload sealing (`encrypt: true` calls): the client hands the JSON body to a sealer and sends what
 * comes back, `{ value }` as the body and `header` as the `Encryption` header. One scheme per brand can be plugged in;
 * the default is `createHybridSealer` (hybridSealer.ts).
 *
 * What sealing protects: the plaintext of credentials and personal data at rest outside the platform, in proxy,
 * CDN, WAF and gateway logs or request dumps that record bodies; and a body found there cannot be sent again (the
 * sealed part carries a timestamp and a nonce; the platform refuses stale seals and nonces it has seen). What it does
 * not: it is no substitute for TLS (a request read in flight can be sent before the original; size and timing are
 * visible), and it does not hide anything from the page itself (scripts on the page, extensions, the user) which sees
 * the plaintext before sealing.
 */
export interface SealedPayload {
  body: { value: string };
  /** Value of the `Encryption` header (the wrapped key). */
  header: string;
}

export interface PayloadSealer {
  seal(plaintextJson: string): Promise<SealedPayload>;
}
