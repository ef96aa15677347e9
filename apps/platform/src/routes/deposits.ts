/**
 * Deposits: the contract's calls (channels, create, order status, history, receipt upload), each mapped to
 * services/deposits.ts; the providers' callback endpoint (`POST /wps/payment/callback/<provider>`, raw body: a signature
 * is over the bytes as sent); and the sandbox gateway's hosted pay page (`/sandbox/pay/<orderNo>?t=<token>`), whose
 * buttons make the gateway send its signed callback to the platform as a real gateway would.
 */
import type { FeatureCode } from '@croupier/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlatformContext } from '../context';
import { failureBody } from '../failure';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  createDepositOrder,
  depositHistory,
  getDepositOrder,
  handleDepositCallback,
  listDepositChannels,
  listPaymentMethods,
  orderForPayPage,
  uploadDepositReceipts,
  type DepositServices,
} from '../services/deposits';
import {
  isPayToken,
  SANDBOX,
  SANDBOX_PAY_PATH,
  sandboxSecret,
  type SandboxGateway,
} from '../services/payments/sandbox';
import { payPage, resultPage, SANDBOX_FONTS_PATH, type PayResult } from '../services/payments/sandboxPage';
import { registerKitFonts } from '../kitFonts';

export interface DepositRouteDeps {
  services: DepositServices;
  gateway: SandboxGateway;
  /** Where the gateway's pages link back to (the site). */
  siteOrigin: string;
}

/** Deposit calls need DEPOSIT, and are off in a credit market (CREDITMAR3 hides deposit and withdraw). */
const DEPOSIT_GATE = { features: ['DEPOSIT'] as FeatureCode[], featuresOff: ['CREDITMAR3'] as FeatureCode[] };
const ORDER_NO = /^D[0-9]{20}$/;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function registerDepositRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  settings: RouteSettings,
  deps: DepositRouteDeps,
): Promise<void> {
  const { services } = deps;
  defineRoute(app, ctx, settings, 'depositChannels', DEPOSIT_GATE, ({ merchant }) =>
    listDepositChannels(ctx.db, merchant.id),
  );
  // Public (the footer shows them to visitors), so not behind the deposit gate: no deposits, no methods.
  defineRoute(app, ctx, settings, 'paymentMethods', {}, ({ merchant }) => listPaymentMethods(ctx.db, merchant));
  defineRoute(app, ctx, settings, 'depositCreate', DEPOSIT_GATE, ({ input, merchant, auth, language }) =>
    createDepositOrder(services, { merchant, member: auth.member, request: input, language }),
  );
  defineRoute(app, ctx, settings, 'depositOrder', DEPOSIT_GATE, ({ input, auth }) =>
    getDepositOrder(ctx.db, auth.member, input.orderNo, ctx.now()),
  );
  defineRoute(app, ctx, settings, 'depositHistory', DEPOSIT_GATE, ({ input, auth }) =>
    depositHistory(ctx.db, auth.member, input, ctx.now()),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'depositReceiptUpload',
    { ...DEPOSIT_GATE, features: ['DEPOSIT', 'DEPUPDATEREM3'] },
    ({ input, files, auth }) =>
      uploadDepositReceipts(ctx.db, { member: auth.member, orderNo: input.orderNo, files, now: ctx.now() }),
  );

  // The providers' callbacks: the body as raw text (this scope's JSON parser keeps it), answered in the provider's terms.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string } }>('/wps/payment/callback/:provider', async (request, reply) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers[name.toLowerCase()] = value;
      const answer = await handleDepositCallback(services, request.params.provider, textOf(request.body), headers);
      if (!answer) return reply.code(404).send(failureBody('not_found', 'no such payment provider'));
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });

  // ---- the sandbox gateway's hosted pages ----------------------------------------------------------------------------
  const backUrl = `${deps.siteOrigin}/`;

  /** The order behind a pay link, when the link is genuine (its token is the gateway's). */
  async function linkedOrder(orderNo: string, token: string) {
    if (!ORDER_NO.test(orderNo) || !token) return null;
    const row = await orderForPayPage(ctx.db, orderNo);
    if (!row || row.order.provider !== SANDBOX) return null;
    const secret = await sandboxSecret(ctx.db, row.order.merchantId, false);
    return secret && isPayToken(secret, orderNo, token) ? row : null;
  }

  /** Why an order cannot be paid any more (null while it can). */
  function closedResult(order: { status: string; expiresAt: Date }): PayResult | null {
    if (order.status === 'paid') return 'closedPaid';
    if (order.status === 'failed') return 'closedFailed';
    if (order.status === 'expired' || order.expiresAt.getTime() <= ctx.now()) return 'closedExpired';
    return null;
  }

  // The pay page's text in the kit's own faces (Japanese, Chinese, Korean, Thai), not the machine's fonts.
  registerKitFonts(app, SANDBOX_FONTS_PATH);
  app.get<{ Params: { orderNo: string }; Querystring: Record<string, unknown> }>(
    `${SANDBOX_PAY_PATH}/:orderNo`,
    async (request, reply) => {
      const lang = textOf(request.query.lang);
      const row = await linkedOrder(request.params.orderNo, textOf(request.query.t));
      if (!row) return sendPage(reply, 404, resultPage(lang, 'invalid', backUrl));
      const closed = closedResult(row.order);
      if (closed) return sendPage(reply, 200, resultPage(lang, closed, backUrl));
      return sendPage(
        reply,
        200,
        payPage(
          lang,
          {
            orderNo: row.order.orderNo,
            merchantName: row.merchantName,
            channelName: row.order.channelName,
            amount: row.order.amount,
            expiresAt: row.order.expiresAt,
          },
          { action: `${SANDBOX_PAY_PATH}/${row.order.orderNo}`, token: textOf(request.query.t) },
        ),
      );
    },
  );

  app.post<{ Params: { orderNo: string }; Body: Record<string, unknown> | undefined }>(
    `${SANDBOX_PAY_PATH}/:orderNo`,
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const lang = textOf(body.lang);
      const outcome = textOf(body.outcome);
      const row = await linkedOrder(request.params.orderNo, textOf(body.t));
      if (!row || (outcome !== 'paid' && outcome !== 'failed'))
        return sendPage(reply, row ? 400 : 404, resultPage(lang, 'invalid', backUrl));
      const closed = closedResult(row.order);
      if (closed) return sendPage(reply, 200, resultPage(lang, closed, backUrl));
      let result: PayResult = 'unreachable';
      try {
        const delivery = await deps.gateway.notify({
          merchantId: row.order.merchantId,
          merchantCode: row.merchantCode,
          orderNo: row.order.orderNo,
          status: outcome,
          amount: row.order.amount,
        });
        const answer = delivery.body as { code?: string; status?: string } | null;
        if (delivery.status === 200 && answer?.status === 'PAID') result = 'paid';
        else if (delivery.status === 200 && answer?.status === 'FAILED') result = 'failed';
        else if (delivery.status === 200 && answer?.status === 'EXPIRED') result = 'closedExpired';
        else if (answer?.code === 'ORDER_CLOSED') result = 'refused';
      } catch (error) {
        request.log.warn({ err: error }, 'sandbox gateway: the callback could not be delivered');
      }
      return sendPage(reply, 200, resultPage(lang, result, backUrl));
    },
  );
}
