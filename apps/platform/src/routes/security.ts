/** Security centre calls ("my account"): profile, binding mobile and e-mail, Google Authenticator, recent logins, level. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  bindEmail,
  bindMobile,
  confirmGoogleAuth,
  getLoginHistory,
  getProfile,
  getSecurityOverview,
  requestBindEmailCode,
  requestBindMobileCode,
  startGoogleAuth,
  unbindGoogleAuth,
  updateProfile,
} from '../services/securityCenter';

export function registerSecurityRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const ga = { features: ['BINDGA3'] } as const;
  defineRoute(app, ctx, settings, 'memberProfile', {}, async ({ merchant, auth }) => getProfile(merchant, auth));
  defineRoute(app, ctx, settings, 'memberProfileUpdate', {}, ({ input, merchant, auth }) =>
    updateProfile(ctx, merchant, auth, input),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'bindMobileCode',
    { features: ['VERIFICATION3'], authRateLimit: true },
    ({ input, merchant, auth }) => requestBindMobileCode(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'bindMobile', { features: ['VERIFICATION3'] }, ({ input, merchant, auth }) =>
    bindMobile(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'bindEmailCode', { authRateLimit: true }, ({ input, merchant, auth }) =>
    requestBindEmailCode(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'bindEmail', {}, ({ input, merchant, auth }) =>
    bindEmail(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'googleAuthStart', ga, ({ merchant, auth }) => startGoogleAuth(ctx, merchant, auth));
  defineRoute(app, ctx, settings, 'googleAuthConfirm', ga, ({ input, merchant, auth }) =>
    confirmGoogleAuth(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'googleAuthUnbind', ga, ({ input, merchant, auth }) =>
    unbindGoogleAuth(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'loginHistory', {}, ({ auth }) => getLoginHistory(ctx, auth));
  defineRoute(app, ctx, settings, 'securityOverview', {}, async ({ merchant, auth }) =>
    getSecurityOverview(ctx, merchant, auth),
  );
}
