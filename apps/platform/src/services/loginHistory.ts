/**
 * Recent logins (security centre): one row per successful login, written by the login's own transaction (one INSERT on
 * the hot path; the country comes from services/geo.ts, whose per-instance cache the login's status gate has just
 * filled), listed newest first with the User-Agent summarized, purged after LOGIN_HISTORY_DAYS (jobs/chores.ts).
 */
import { LOGIN_HISTORY_LIMIT, type LoginMethod } from '@croupier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { loginHistory } from '../db/schema';

export const LOGIN_HISTORY_DAYS = 90;
const MAX_USER_AGENT = 512;

export interface LoginEntry {
  merchantId: number;
  memberId: number;
  ip: string;
  country: string;
  method: LoginMethod;
  userAgent?: string | undefined;
  atMs: number;
}

export async function recordLogin(db: Database, entry: LoginEntry): Promise<void> {
  const userAgent = entry.userAgent?.trim().slice(0, MAX_USER_AGENT) || null;
  await db.insert(loginHistory).values({
    merchantId: entry.merchantId,
    memberId: entry.memberId,
    ip: entry.ip,
    country: entry.country,
    method: entry.method,
    userAgent,
    createdAt: new Date(entry.atMs),
  });
}

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
}

/** Most specific first: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome also says Safari. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['UC Browser', /\bUCBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//],
];

function operatingSystem(ua: string): string | null {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)[_\d]*/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/** "Chrome 131" on "Windows", a desktop: what the list shows of a User-Agent (null parts when it says nothing known). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = operatingSystem(ua);
  let deviceType: DeviceType = 'unknown';
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) deviceType = 'tablet';
  else if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/.test(ua)) deviceType = 'mobile';
  else if (os !== null) deviceType = 'desktop';
  return { browser, os, deviceType };
}

/** The member's last LOGIN_HISTORY_LIMIT logins, newest first. */
export async function listLogins(db: Database, memberId: number) {
  const rows = await db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.memberId, memberId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(LOGIN_HISTORY_LIMIT);
  return {
    list: rows.map((row) => ({
      at: row.createdAt.getTime(),
      ip: row.ip,
      country: row.country,
      method: row.method as LoginMethod,
      ...describeUserAgent(row.userAgent),
    })),
  };
}
