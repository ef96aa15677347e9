/** System calls: status (permission), location, whitelabel menu, countries, domain routes, templates, help centre, language, feedback, customer service, register validation, affiliate check. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { countries, feedback, helpArticles, members, templates } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { clientStatus, defineRoute, type RouteSettings } from '../http/route';

/** Languages to try, most specific first, ending with English (the seeded fallback). */
function languageChain(language: string): string[] {
  const chain = [language.toUpperCase()];
  if (language.includes('-')) chain.push(language.split('-')[0]?.toUpperCase() ?? 'EN');
  if (!chain.includes('EN')) chain.push('EN');
  return chain;
}

export function registerSystemRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'systemStatus', {}, async ({ merchant, ip }) => {
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
      launchGameCDNs: merchant.launchCdns,
      location: { ip, country },
      maintenance: systemStatus === 1,
      regionRestriction: systemStatus === 2,
      rsaPublicKey: keys.publicKeyPem,
    };
  });

  defineRoute(app, ctx, settings, 'location', {}, async ({ merchant, ip }) => {
    const { country } = await clientStatus(ctx, merchant, ip);
    return { ip, country };
  });

  defineRoute(app, ctx, settings, 'whitelabelMenu', {}, async ({ merchant }) => merchant.features);

  defineRoute(app, ctx, settings, 'registerValidation', {}, async ({ merchant }) => merchant.registerValidation);

  defineRoute(app, ctx, settings, 'countryList', {}, async () => {
    const rows = await ctx.db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));
    return rows.map((row) => ({ countryCode: row.code, countryDialingCode: row.dialingCode }));
  });

  defineRoute(app, ctx, settings, 'domainRoutes', {}, async ({ merchant }) => merchant.domains);

  defineRoute(app, ctx, settings, 'customerServiceLink', {}, async ({ merchant }) => ({ version: { pathList: merchant.customerService.pathList } }));

  defineRoute(app, ctx, settings, 'templates', {}, async ({ input, language }) => {
    const chain = languageChain(input.language ?? language);
    const rows = await ctx.db
      .select()
      .from(templates)
      .where(and(inArray(templates.language, chain), input.type ? eq(templates.type, input.type) : undefined))
      .orderBy(asc(templates.key));
    // One template per key, in the most specific language available.
    const best = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const current = best.get(row.key);
      if (!current || chain.indexOf(row.language) < chain.indexOf(current.language)) best.set(row.key, row);
    }
    return [...best.values()].map((row) => ({ key: row.key, type: row.type, title: row.title, content: row.content }));
  });

  defineRoute(app, ctx, settings, 'helpCenter', {}, async ({ input, language }) => {
    const chain = languageChain(input.language ?? language);
    const rows = await ctx.db.select().from(helpArticles).where(inArray(helpArticles.language, chain)).orderBy(asc(helpArticles.categorySort), asc(helpArticles.sort));
    const chosen = chain.find((lang) => rows.some((row) => row.language === lang)) ?? 'EN';
    const categories = new Map<string, { id: string; title: string; sort: number; articles: { id: number; title: string; content: string }[] }>();
    for (const row of rows.filter((r) => r.language === chosen)) {
      let category = categories.get(row.categoryKey);
      if (!category) categories.set(row.categoryKey, (category = { id: row.categoryKey, title: row.categoryTitle, sort: row.categorySort, articles: [] }));
      category.articles.push({ id: row.id, title: row.title, content: row.content });
    }
    return [...categories.values()];
  });

  defineRoute(app, ctx, settings, 'languageUpdate', {}, async ({ input, auth }) => {
    const language = input.language.trim().toUpperCase();
    if (!/^[A-Z]{2}(?:-[A-Z]{2})?$/.test(language)) throw new ApiFailure('validation_failed', 'unknown language code', { issues: [{ path: ['language'], message: 'unknown language code' }] });
    if (auth) await ctx.db.update(members).set({ language }).where(eq(members.id, auth.member.id));
    return { language, recorded: auth !== null };
  });

  defineRoute(app, ctx, settings, 'feedback', { features: ['FEEDBACK3'] }, async ({ input, auth, merchant }) => {
    if (auth.member.type === 4) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
    await ctx.db.insert(feedback).values({
      merchantId: merchant.id,
      memberId: auth.member.id,
      type: input.type ?? null,
      content: input.content,
      images: input.images ?? [],
      createdAt: new Date(ctx.now()),
    });
    return null;
  });

  defineRoute(app, ctx, settings, 'affiliateCheck', {}, async ({ input, merchant }) => {
    const [agent] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.affiliateCode, input.code.trim().toUpperCase()), inArray(members.type, [1, 2, 41, 42])));
    return { valid: agent !== undefined };
  });
}
