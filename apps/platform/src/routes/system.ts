/** System calls, each mapped to services/system.ts: status (permission), location, whitelabel menu, countries, domain routes, templates, help centre, language, feedback, customer service, register validation, affiliate check. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { affiliateCheck, clientStatus, countryList, helpCenter, permission, submitFeedback, templatesFor, updateLanguage } from '../services/system';

export function registerSystemRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'systemStatus', {}, ({ merchant, ip }) => permission(ctx, merchant, ip));
  defineRoute(app, ctx, settings, 'location', {}, async ({ merchant, ip }) => ({ ip, country: (await clientStatus(ctx, merchant, ip)).country }));
  defineRoute(app, ctx, settings, 'whitelabelMenu', {}, async ({ merchant }) => merchant.features);
  defineRoute(app, ctx, settings, 'registerValidation', {}, async ({ merchant }) => merchant.registerValidation);
  defineRoute(app, ctx, settings, 'countryList', {}, () => countryList(ctx.db));
  defineRoute(app, ctx, settings, 'domainRoutes', {}, async ({ merchant }) => merchant.domains);
  defineRoute(app, ctx, settings, 'customerServiceLink', {}, async ({ merchant }) => ({ version: { pathList: merchant.customerService.pathList } }));
  defineRoute(app, ctx, settings, 'templates', {}, ({ input, language }) => templatesFor(ctx.db, input.type, input.language ?? language));
  defineRoute(app, ctx, settings, 'helpCenter', {}, ({ input, language }) => helpCenter(ctx.db, input.language ?? language));
  defineRoute(app, ctx, settings, 'languageUpdate', {}, ({ input, auth }) => updateLanguage(ctx.db, auth?.member ?? null, input.language));
  defineRoute(app, ctx, settings, 'feedback', { features: ['FEEDBACK3'] }, ({ input, files, auth, merchant }) => submitFeedback(ctx, merchant, auth.member, input, files));
  defineRoute(app, ctx, settings, 'affiliateCheck', {}, ({ input, merchant }) => affiliateCheck(ctx.db, merchant, input.code));
}
