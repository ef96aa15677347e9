/**
 * Join us (issue 15): the merchant's affiliate programme as the public call `affiliateProgramme` shows it: commission
 * tiers by active members in the month, with the least net profit or valid bet of those members (the merchant's
 * `basis`), settled monthly; a member is active with deposits of at least `activeMemberMinDeposit` in the month.
 * The programme is merchant settings (`settings.affiliate`, minor units); its shape is checked here, on the way in
 * (seed, operator CLI) and on the way out. A merchant without one answers empty tiers.
 */
import { affiliateCommissionBases, agentApplicationChannels, type ResponseOf } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { merchants, type AffiliateSettings, type Merchant } from '../db/schema';
import { toMajor } from './wallet';

const minor = z.number().int().min(0).max(1_000_000_000_000);

/** The shape of `settings.affiliate`: tiers going up by active members, at most 20; rates in (0, 100]. */
export const affiliateSettingsSchema = z.object({
  basis: z.enum(affiliateCommissionBases),
  activeMemberMinDeposit: minor,
  tiers: z
    .array(
      z.object({
        minActiveMembers: z.number().int().min(1).max(1_000_000),
        minAmount: minor,
        percent: z.number().gt(0).max(100).multipleOf(0.01),
      }).strict(),
    )
    .max(20)
    .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minActiveMembers > tiers[i - 1]!.minActiveMembers), {
      message: 'each tier needs more active members than the one before',
    }),
  contacts: z.array(z.object({ channel: z.enum(agentApplicationChannels), value: z.string().trim().min(1).max(100) }).strict()).max(10).optional(),
}).strict();

/** The merchant's programme, checked (a stored shape that is not one is the operator's error, and says so). */
export function affiliateSettingsOf(merchant: Pick<Merchant, 'code' | 'settings'>): AffiliateSettings | null {
  const stored = merchant.settings.affiliate;
  if (stored === undefined || stored === null) return null;
  const parsed = affiliateSettingsSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`merchant ${merchant.code}: settings.affiliate is not a programme: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

export function affiliateProgramme(merchant: Pick<Merchant, 'code' | 'settings'>): ResponseOf<'affiliateProgramme'> {
  const settings = affiliateSettingsOf(merchant);
  return {
    tiers: (settings?.tiers ?? []).map((tier) => ({
      minActiveMembers: tier.minActiveMembers,
      minAmount: toMajor(tier.minAmount),
      commissionPercent: tier.percent,
    })),
    basis: settings?.basis ?? 'netProfit',
    settlement: 'monthly',
    activeMemberMinDeposit: toMajor(settings?.activeMemberMinDeposit ?? 0),
    contacts: settings?.contacts ?? [],
  };
}

/**
 * Tiers from the operator's text `members:amount:percent,...` (amount in major units, up to 2 decimals), or `none`.
 * Returns the tiers (minor units) or what is wrong.
 */
export function parseAffiliateTiers(text: string): { tiers: AffiliateSettings['tiers'] } | { error: string } {
  if (text.trim() === 'none') return { tiers: [] };
  const tiers: AffiliateSettings['tiers'] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,7}):(\d{1,10}(?:\.\d{1,2})?):(\d{1,3}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match) return { error: `"${part}" is not members:amount:percent` };
    tiers.push({ minActiveMembers: Number(match[1]), minAmount: Math.round(Number(match[2]) * 100), percent: Number(match[3]) });
  }
  const checked = affiliateSettingsSchema.shape.tiers.safeParse(tiers);
  return checked.success ? { tiers: checked.data } : { error: checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`.trim()).join('; ') };
}

/**
 * Sets the merchant's tiers in one statement (other settings changed meanwhile are kept); a merchant without a
 * programme gets one on net profit with any deposit counting.
 */
export async function setAffiliateTiers(db: Database, merchantId: number, tiers: AffiliateSettings['tiers']): Promise<void> {
  const fresh: AffiliateSettings = { basis: 'netProfit', activeMemberMinDeposit: 0, tiers: [] };
  await db
    .update(merchants)
    .set({
      settings: sql`${merchants.settings} || jsonb_build_object('affiliate', coalesce(${merchants.settings} -> 'affiliate', ${JSON.stringify(fresh)}::jsonb) || jsonb_build_object('tiers', ${JSON.stringify(tiers)}::jsonb))`,
    })
    .where(eq(merchants.id, merchantId));
}
