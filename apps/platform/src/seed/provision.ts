/**
 * Provisions every brand's merchant from its folder in themes/ (`pnpm start` runs it after seeding, and
 * `pnpm platform merchant sync` on demand). A brand whose merchant code is missing gets its merchant row (see
 * merchants.ts), its house and cash accounts, its default notices and banners, named after the brand, and its deposit
 * channels, and the default engagement catalogue the seed's merchants get (seed/engagement.ts: promotions, missions,
 * VIP levels, points-mall rewards), all in the merchant's creating transaction. A merchant that exists is left as it
 * is (status, flags, keys, members, edited notices, channels, promotions, missions): the sync only adds (deposit channels to a merchant that has none, e.g. from before deposits), so running it twice writes
 * nothing the second time. The game catalogue is shared by every merchant and needs nothing per brand.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { merchants, notices, walletAccounts } from '../db/schema';
import { CASH, HOUSE } from '../services/wallet';
import { MERCHANT_CODE_PATTERN, merchantRow, type BrandIdentity, type MerchantProfile } from './merchants';
import { seedNotices } from './notices';
import { provisionDepositChannels } from './depositChannels';
import { ensureChatGroups } from '../services/chat';
import { seedEngagement, seedEngagementCatalogue } from './engagement';
import { seedGameAnnouncements } from './gameAnnouncements';

/** themes/ at the repository root; THEMES_DIR points elsewhere. */
export const defaultThemesDir = (): string =>
  process.env.THEMES_DIR || resolve(import.meta.dirname, '../../../../themes');

// The platform reads three fields of brand.json (packages/ui's brand schema checks the rest with `pnpm brand:check`).
// The code travels in the Merchant header and is matched after trimming, at most 64 characters (http/route.ts).
const brandFile = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  merchantCode: z
    .string()
    .max(64)
    .regex(MERCHANT_CODE_PATTERN, 'letters, digits, "_" and "-" only'),
});

export interface BrandFolders {
  brands: BrandIdentity[];
  /** Folders that cannot be provisioned, with the reason (the others still are). */
  problems: string[];
}

/** Every brand folder except `_template` (and other `_`/`.` folders), sorted by id. */
export function readBrandFolders(dir: string = defaultThemesDir()): BrandFolders {
  const result: BrandFolders = { brands: [], problems: [] };
  if (!existsSync(dir)) {
    result.problems.push(`${dir}: no such folder`);
    return result;
  }
  const ids = readdirSync(dir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.') && statSync(join(dir, name)).isDirectory())
    .sort();
  for (const id of ids) {
    const path = join(dir, id, 'brand.json');
    if (!existsSync(path)) {
      result.problems.push(`themes/${id}: no brand.json`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      result.problems.push(`themes/${id}/brand.json: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = brandFile.safeParse(json);
    if (!parsed.success) {
      result.problems.push(
        `themes/${id}/brand.json: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
      );
      continue;
    }
    if (parsed.data.id !== id) {
      result.problems.push(`themes/${id}/brand.json: id is "${parsed.data.id}" but the folder is "${id}"`);
      continue;
    }
    result.brands.push({ id, name: parsed.data.name, merchantCode: parsed.data.merchantCode });
  }
  return result;
}

export interface SyncReport {
  /** Merchant codes created by this run. */
  created: string[];
  /** Merchant codes that existed already (left unchanged). */
  existing: string[];
  problems: string[];
}

export interface SyncOptions {
  themesDir?: string;
  now?: Date;
  profiles?: Readonly<Record<string, MerchantProfile>>;
}

export async function syncMerchants(db: Database, options: SyncOptions = {}): Promise<SyncReport> {
  const now = options.now ?? new Date();
  const { brands, problems } = readBrandFolders(options.themesDir);
  const report: SyncReport = { created: [], existing: [], problems: [...problems] };
  const seen = new Map<string, string>();
  const wanted: BrandIdentity[] = [];
  for (const brand of brands) {
    const other = seen.get(brand.merchantCode);
    if (other)
      report.problems.push(
        `themes/${brand.id}: merchant code ${brand.merchantCode} is also the code of themes/${other}`,
      );
    else {
      seen.set(brand.merchantCode, brand.id);
      wanted.push(brand);
    }
  }
  if (wanted.length === 0) return report;

  // One read decides what is missing, so a run with nothing to add writes nothing.
  const rows = await db
    .select({ id: merchants.id, code: merchants.code, brandId: merchants.brandId })
    .from(merchants)
    .where(
      or(
        inArray(
          merchants.code,
          wanted.map((b) => b.merchantCode),
        ),
        inArray(
          merchants.brandId,
          wanted.map((b) => b.id),
        ),
      ),
    );
  for (const brand of wanted) {
    const byCode = rows.find((r) => r.code === brand.merchantCode);
    if (byCode) {
      if (byCode.brandId === brand.id) {
        report.existing.push(brand.merchantCode);
        await provisionDepositChannels(db, byCode.id, brand.id, now);
        await seedEngagement(db, byCode.id, now);
        await ensureChatGroups(db, byCode.id, now);
      } else
        report.problems.push(
          `themes/${brand.id}: merchant code ${brand.merchantCode} belongs to brand "${byCode.brandId}"`,
        );
      continue;
    }
    const byBrand = rows.find((r) => r.brandId === brand.id);
    if (byBrand) {
      // The folder's code changed after its merchant was provisioned: a second merchant would split the brand.
      report.problems.push(
        `themes/${brand.id}: the brand's merchant is ${byBrand.code}, brand.json says ${brand.merchantCode} (change one of them)`,
      );
      continue;
    }
    const created = await db.transaction(async (tx) => {
      // Another instance may be syncing the same folder: the code's unique key decides who creates it.
      const [merchant] = await tx
        .insert(merchants)
        .values(merchantRow(brand, now, options.profiles))
        .onConflictDoNothing({ target: merchants.code })
        .returning({ id: merchants.id, name: merchants.name });
      if (!merchant) return false;
      await tx
        .insert(walletAccounts)
        .values(
          [HOUSE, CASH].map((kind) => ({
            merchantId: merchant.id,
            memberId: null,
            kind,
            balance: 0,
            allowNegative: true,
          })),
        );
      await tx.insert(notices).values(seedNotices(merchant.id, merchant.name, now));
      await provisionDepositChannels(tx, merchant.id, brand.id, now);
      await seedEngagementCatalogue(tx, { id: merchant.id, name: merchant.name, brandId: brand.id }, now);
      await ensureChatGroups(tx, merchant.id, now);
      await seedGameAnnouncements(tx, merchant.id, now);
      return true;
    });
    (created ? report.created : report.existing).push(brand.merchantCode);
  }
  return report;
}

/** One line per outcome, for the start log and the CLI. */
export function describeSync(report: SyncReport): string[] {
  const lines = [
    report.created.length ? `merchants created: ${report.created.join(', ')}` : 'merchants created: none',
    `merchants already provisioned: ${report.existing.join(', ') || 'none'}`,
  ];
  for (const problem of report.problems) lines.push(`skipped ${problem}`);
  return lines;
}
