/**
 * The platform's RSA-OAEP key pairs for payload sealing, one per merchant: generated on first use and stored in the
 * merchants table, or taken from SEAL_PRIVATE_KEY (a PKCS#8 PEM; every merchant then shares it). The public half
 * (SPKI PEM) is published in the system status response.
 */
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { merchants } from '../db/schema';

const generate = promisify(generateKeyPair);

export interface SealKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
}

export class KeyStore {
  private readonly cache = new Map<number, Promise<SealKeys>>();
  private readonly fixed: SealKeys | null;

  constructor(
    private readonly db: Database,
    privateKeyPem?: string | undefined,
  ) {
    if (privateKeyPem) {
      const privateKey = createPrivateKey(privateKeyPem);
      this.fixed = { privateKey, publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
    } else {
      this.fixed = null;
    }
  }

  forMerchant(merchantId: number): Promise<SealKeys> {
    if (this.fixed) return Promise.resolve(this.fixed);
    let keys = this.cache.get(merchantId);
    if (!keys) {
      keys = this.load(merchantId);
      keys.catch(() => this.cache.delete(merchantId));
      this.cache.set(merchantId, keys);
    }
    return keys;
  }

  private async load(merchantId: number): Promise<SealKeys> {
    const [row] = await this.db.select({ pub: merchants.rsaPublicKey, priv: merchants.rsaPrivateKey }).from(merchants).where(eq(merchants.id, merchantId));
    if (row?.pub && row.priv) return { publicKeyPem: row.pub, privateKey: createPrivateKey(row.priv) };
    const pair = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // Another instance may have stored a pair meanwhile: only fill an empty slot, then read what won.
    await this.db
      .update(merchants)
      .set({ rsaPublicKey: pair.publicKey, rsaPrivateKey: pair.privateKey })
      .where(and(eq(merchants.id, merchantId), isNull(merchants.rsaPrivateKey)));
    const [stored] = await this.db.select({ pub: merchants.rsaPublicKey, priv: merchants.rsaPrivateKey }).from(merchants).where(eq(merchants.id, merchantId));
    if (!stored?.pub || !stored.priv) throw new Error(`merchant ${merchantId} has no key pair`);
    return { publicKeyPem: stored.pub, privateKey: createPrivateKey(stored.priv) };
  }
}
