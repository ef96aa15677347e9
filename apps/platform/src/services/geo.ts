/** Client location from the IP-to-country table, and the system status (0/1/2) a merchant shows this client. */
import { BlockList, isIP } from 'node:net';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { ipCountries, type merchants } from '../db/schema';
import { versionsOf } from './cacheVersions';

export const UNKNOWN_COUNTRY = 'ZZ';

/** `::ffff:1.2.3.4` -> `1.2.3.4`; anything that is not an IP becomes `0.0.0.0`. */
export function normalizeIp(ip: string | undefined): string {
  const text = (ip ?? '').replace(/^::ffff:/i, '');
  return isIP(text) ? text : '0.0.0.0';
}

/** How long an IP's country is kept (the IP table's version also ends it at once). */
export const COUNTRY_CACHE_MS = 60_000;
const countryCaches = new WeakMap<Database, { query: ReturnType<typeof prepareCountryQuery>; entries: Map<string, { country: string; version: number; at: number }> }>();
const prepareCountryQuery = (db: Database) =>
  db
    .select({ country: ipCountries.country })
    .from(ipCountries)
    .where(sql`${ipCountries.network} >>= ${sql.placeholder('ip')}::inet`)
    .orderBy(desc(sql`masklen(${ipCountries.network})`))
    .limit(1)
    .prepare('country_of_ip');

/** The country of an IP, cached per instance for a minute and while the IP table is unchanged. */
export async function countryOf(db: Database, ip: string, now: number = Date.now()): Promise<string> {
  let cache = countryCaches.get(db);
  if (!cache) countryCaches.set(db, (cache = { query: prepareCountryQuery(db), entries: new Map() }));
  const version = await versionsOf(db).known('geo');
  const hit = cache.entries.get(ip);
  if (hit && hit.version === version && now - hit.at < COUNTRY_CACHE_MS) return hit.country;
  const rows = await cache.query.execute({ ip });
  const country = rows[0]?.country ?? UNKNOWN_COUNTRY;
  // Bounded: one entry per client IP seen in the last minute, at most 10,000 (then it starts over).
  if (cache.entries.size >= 10_000) cache.entries.clear();
  cache.entries.set(ip, { country, version, at: now });
  return country;
}

/** Does a region rule entry (country code, IP or CIDR) match this client? */
export function ruleMatches(entry: string, ip: string, country: string): boolean {
  const rule = entry.trim();
  if (/^[A-Za-z]{2}$/.test(rule)) return rule.toUpperCase() === country.toUpperCase();
  const [network, prefixText] = rule.split('/');
  const family = isIP(network ?? '');
  const ipFamily = isIP(ip);
  if (!family || !ipFamily) return false;
  if (prefixText === undefined) return network === ip;
  const prefix = Number(prefixText);
  if (!Number.isInteger(prefix) || family !== ipFamily) return false;
  const list = new BlockList();
  try {
    list.addSubnet(network ?? '', prefix, family === 6 ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
  return list.check(ip, ipFamily === 6 ? 'ipv6' : 'ipv4');
}

/** A region rule entry is a 2-letter country code, an IP or a CIDR. */
export function isRegionRule(entry: string): boolean {
  const [network, prefix] = entry.split('/');
  if (/^[A-Za-z]{2}$/.test(entry)) return true;
  const family = isIP(network ?? '');
  if (!family) return false;
  if (prefix === undefined) return true;
  const n = Number(prefix);
  return Number.isInteger(n) && n >= 0 && n <= (family === 6 ? 128 : 32);
}

type Merchant = typeof merchants.$inferSelect;

/** SPEC §4: 0 normal, 1 maintenance, 2 region restricted. */
export function systemStatusFor(merchant: Pick<Merchant, 'status' | 'regionAllow' | 'regionDeny'>, ip: string, country: string): 0 | 1 | 2 {
  if (merchant.status === 'maintenance') return 1;
  if (merchant.status === 'restricted') return 2;
  const matches = (entry: string) => ruleMatches(entry, ip, country);
  // IP and CIDR rules are more specific than country rules: they decide first (deny before allow).
  const byAddress = (entry: string) => !/^[A-Za-z]{2}$/.test(entry.trim()) && matches(entry);
  if (merchant.regionDeny.some(byAddress)) return 2;
  if (merchant.regionAllow.some(byAddress)) return 0;
  if (merchant.regionDeny.some(matches)) return 2;
  if (merchant.regionAllow.length > 0 && !merchant.regionAllow.some(matches)) return 2;
  return 0;
}
