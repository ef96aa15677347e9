/** The member centre's records (issue 14), each mapped to services/records.ts: betting record and its vendors, account record, profit and loss, bonus details. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { betRecords, betVendors, bonusDetails, profitReport, transactionRecords } from '../services/records';

export function registerRecordRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'betRecords', {}, ({ input, auth, merchant, language }) =>
    betRecords(ctx.db, { merchant, member: auth.member, language, query: input }),
  );
  defineRoute(app, ctx, settings, 'betVendors', {}, ({ input, auth }) =>
    betVendors(ctx.db, { member: auth.member, category: input.category }),
  );
  defineRoute(app, ctx, settings, 'transactionRecords', {}, ({ input, auth, merchant }) =>
    transactionRecords(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'profitReport', {}, ({ input, auth, merchant }) =>
    profitReport(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'bonusDetails', {}, ({ input, auth, merchant }) =>
    bonusDetails(ctx.db, { merchant, member: auth.member, query: input }),
  );
}
