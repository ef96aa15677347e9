/** Account calls: registration (username, mobile), registration SMS codes, change password, forgot by e-mail, set by phone, security config. */
import type { RegisterByMobileRequest, RegisterRequest } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  changePassword,
  forgotPasswordByEmail,
  register,
  requestPasswordResetCode,
  requestRegistrationCode,
  securityConfig,
  setPasswordByPhone,
} from '../services/account';

export function registerAccountRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const open = { openOnly: true, authRateLimit: true } as const;
  defineRoute(
    app,
    ctx,
    settings,
    'register',
    { features: ['REG3', 'USERNAMEREG3'], ...open },
    ({ input, merchant, ip, language, request }) =>
      register(
        ctx,
        { merchant, ip, language, userAgent: request.headers['user-agent'] },
        input as RegisterRequest,
        'username',
      ),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'registerByMobile',
    { features: ['REG3', 'MOBILENUMREG3'], ...open },
    ({ input, merchant, ip, language, request }) =>
      register(
        ctx,
        { merchant, ip, language, userAgent: request.headers['user-agent'] },
        input as RegisterByMobileRequest,
        'mobile',
      ),
  );
  defineRoute(app, ctx, settings, 'registerSmsCode', { features: ['REGMOBVERF3'], ...open }, ({ input, merchant }) =>
    requestRegistrationCode(ctx, merchant, input.mobileNo, input.sliderResult),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'registerSmsCodeByUsername',
    { features: ['REGMOBVERF3'], ...open },
    ({ input, merchant }) => requestRegistrationCode(ctx, merchant, input.mobileNo, input.sliderResult, input.username),
  );
  defineRoute(app, ctx, settings, 'changePassword', { features: ['PASS3'] }, ({ input, auth, merchant }) =>
    changePassword(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'forgotPasswordByEmail', open, ({ input, merchant, request }) => {
    const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? 'localhost';
    return forgotPasswordByEmail(ctx, merchant, input, `${request.protocol}://${host}`);
  });
  defineRoute(
    app,
    ctx,
    settings,
    'passwordResetSmsCode',
    { features: ['CHNGPASSVERIF3'], ...open },
    ({ input, merchant }) => requestPasswordResetCode(ctx, merchant, input),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'setPasswordByPhone',
    { features: ['CHNGPASSVERIF3'], ...open },
    ({ input, merchant, ip }) => setPasswordByPhone(ctx, merchant, ip, input),
  );
  defineRoute(app, ctx, settings, 'securityConfig', {}, ({ auth }) => securityConfig(ctx, auth.member));
}
