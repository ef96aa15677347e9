/**
 * Tokens, codes and passwords.
 * Session tokens: 32 random bytes (base64url), stored only as SHA-256 hashes.
 * Passwords: Argon2id with m = 19456 KiB, t = 2, p = 1 (the OWASP minimum), via @node-rs/argon2 (prebuilt, no build
 * step). The parameters live in each PHC string, so they can be raised later without invalidating stored hashes.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_PARAMS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The fixed weak default password (SPEC §9: "a fixed default password is considered weak and triggers forced change"). */
export { WEAK_DEFAULT_PASSWORD } from '@croupier/contract';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Six decimal digits, uniformly. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// Verified against when the account does not exist, so a wrong name costs as much as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Mask for display: 0812345678 -> 08******78, taro@example.com -> ta***@example.com. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
