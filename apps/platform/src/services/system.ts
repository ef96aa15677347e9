/** The system resource: the permission (status) answer, countries, templates, help centre, language, feedback, affiliate check. */
import { FEEDBACK_IMAGE_UPLOAD, isAgentAccount, isTrialAccount } from '@croupier/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import { countries, feedback, feedbackImages, helpArticles, members, templates, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
import { launchHosts } from '../games/catalogue';
import { FALLBACK_CONTENT_LANGUAGE } from '../seed/content';
import { contentLanguage } from './contentLanguage';
import { countryOf, systemStatusFor } from './geo';
import { imageTypeOf, type UploadedFile } from './uploads';

/** The client's country and what the site shows it: 0 the site, 1 maintenance, 2 the region block. */
export async function clientStatus(ctx: PlatformContext, merchant: Merchant, ip: string) {
  const country = await countryOf(ctx.db, ip);
  return { country, systemStatus: systemStatusFor(merchant, ip, country) };
}

/** The permission call: everything the site needs from the platform at start-up. */
export async function permission(ctx: PlatformContext, merchant: Merchant, ip: string) {
  const [{ country, systemStatus }, keys] = await Promise.all([clientStatus(ctx, merchant, ip), ctx.keys.forMerchant(merchant.id)]);
  return {
    systemStatus,
    whitelabel: merchant.features,
    registerValidation: merchant.registerValidation,
    resources: merchant.resources,
    customerService: {
      url: merchant.customerService.url ?? null,
      vipUrl: merchant.customerService.vipUrl ?? null,
      pathList: merchant.customerService.pathList,
    },
    analytics: { gtagId: merchant.analyticsId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: launchHosts(merchant.launchCdns, ctx.gamesOrigin),
    location: { ip, country },
    maintenance: systemStatus === 1,
    regionRestriction: systemStatus === 2,
    rsaPublicKey: keys.publicKeyPem,
  };
}

export async function countryList(db: Database) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));
  return rows.map((row) => ({ countryCode: row.code, countryDialingCode: row.dialingCode }));
}

/**
 * The language a content table answers in: the request's content language when the table has any row in it, else
 * English (a language with no content at all); never a mix of languages, item by item.
 */
async function tableLanguage(db: Database, table: typeof templates | typeof helpArticles, language: string): Promise<string> {
  const lang = contentLanguage(language);
  if (lang === FALLBACK_CONTENT_LANGUAGE) return lang;
  const [row] = await db.select({ language: table.language }).from(table).where(eq(table.language, lang)).limit(1);
  return row ? lang : FALLBACK_CONTENT_LANGUAGE;
}

/** The templates (of one type, or all), one per key, in the request's content language. */
export async function templatesFor(db: Database, type: string | undefined, language: string) {
  const lang = await tableLanguage(db, templates, language);
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.language, lang), type ? eq(templates.type, type) : undefined))
    .orderBy(asc(templates.key));
  return rows.map((row) => ({ key: row.key, type: row.type, title: row.title, content: row.content }));
}

/** The help centre's categories and articles in the request's content language, in the categories' order. */
export async function helpCenter(db: Database, language: string) {
  const lang = await tableLanguage(db, helpArticles, language);
  const rows = await db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.language, lang))
    .orderBy(asc(helpArticles.categorySort), asc(helpArticles.sort));
  const categories = new Map<string, { id: string; title: string; sort: number; articles: { id: number; title: string; content: string }[] }>();
  for (const row of rows) {
    let category = categories.get(row.categoryKey);
    if (!category) categories.set(row.categoryKey, (category = { id: row.categoryKey, title: row.categoryTitle, sort: row.categorySort, articles: [] }));
    category.articles.push({ id: row.id, title: row.title, content: row.content });
  }
  return [...categories.values()];
}

/** Records a member's language (a visitor's is only echoed: the site keeps it). */
export async function updateLanguage(db: Database, member: Member | null, requested: string) {
  const language = requested.trim().toUpperCase();
  if (!/^[A-Z]{2}(?:-[A-Z]{2})?$/.test(language)) throw new ApiFailure('validation_failed', 'unknown language code', { issues: [{ path: ['language'], message: 'unknown language code' }] });
  if (member) await db.update(members).set({ language }).where(eq(members.id, member.id));
  return { language, recorded: member !== null };
}

/**
 * A member's feedback (FEEDBACK3): the type, the content (its length bounds are the contract's) and up to 3 png/jpg
 * images of at most 5 MB (by content, whatever their names say), stored together in one transaction for the operator
 * (`pnpm platform feedback list`).
 */
export async function submitFeedback(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: { type?: string | undefined; content: string },
  files: readonly UploadedFile[],
) {
  if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  if (files.length > FEEDBACK_IMAGE_UPLOAD.maxCount)
    throw new ApiFailure('upload_too_many', `at most ${FEEDBACK_IMAGE_UPLOAD.maxCount} images`, { max: FEEDBACK_IMAGE_UPLOAD.maxCount });
  const types = files.map((file) => {
    if (file.data.length > FEEDBACK_IMAGE_UPLOAD.maxBytes)
      throw new ApiFailure('upload_too_large', 'each image must be at most 5 MB', { maxBytes: FEEDBACK_IMAGE_UPLOAD.maxBytes });
    const type = imageTypeOf(file.data);
    if (!type) throw new ApiFailure('upload_type_invalid', `${file.filename || 'a file'} is not a png or jpg image`);
    return type;
  });
  const at = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ merchantId: merchant.id, memberId: member.id, type: input.type ?? null, content: input.content, images: [], createdAt: at })
      .returning({ id: feedback.id });
    if (row && files.length > 0)
      await tx.insert(feedbackImages).values(
        files.map((file, i) => ({ feedbackId: row.id, contentType: types[i] ?? 'image/png', size: file.data.length, data: file.data, createdAt: at })),
      );
  });
  return null;
}

/** The operator's list of feedback, newest first, with the number and size of their images. */
export async function operatorFeedback(db: Database, limit = 50) {
  return db
    .select({
      feedback,
      account: members.account,
      images: sql<number>`(select count(*)::int from feedback_images i where i.feedback_id = ${feedback.id})`,
    })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .orderBy(desc(feedback.id))
    .limit(limit);
}

/** Whether an agent of this merchant has the invitation code. */
export async function affiliateCheck(db: Database, merchant: Merchant, code: string) {
  const rows = await db
    .select({ type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.affiliateCode, code.trim().toUpperCase())));
  return { valid: rows.some((row) => isAgentAccount(row.type)) };
}
