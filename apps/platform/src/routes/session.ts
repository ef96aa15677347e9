/** Session calls: captcha, slider, login (username / SMS) and its two-factor step, free play, logout, login SMS code. */
import type { LoginRequest } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  checkSlider,
  freePlayLogin,
  login,
  logout,
  newCaptcha,
  newSliderChallenge,
  requestLoginSmsCode,
  verifyLogin,
} from '../services/session';

export function registerSessionRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const open = { openOnly: true, authRateLimit: true } as const;
  defineRoute(app, ctx, settings, 'captcha', {}, ({ merchant, ip }) => newCaptcha(ctx, merchant, ip));
  defineRoute(app, ctx, settings, 'sliderChallenge', {}, ({ merchant }) => newSliderChallenge(ctx, merchant));
  defineRoute(app, ctx, settings, 'sliderCheck', {}, ({ input, merchant }) => checkSlider(ctx, merchant, input));
  for (const key of ['login', 'loginV2'] as const) {
    defineRoute(app, ctx, settings, key, open, ({ input, merchant, ip, request }) =>
      login(ctx, merchant, ip, input as LoginRequest, request.headers['user-agent']),
    );
  }
  defineRoute(app, ctx, settings, 'loginVerification', open, ({ input, merchant, ip, request }) =>
    verifyLogin(ctx, merchant, ip, input, request.headers['user-agent']),
  );
  defineRoute(app, ctx, settings, 'freePlayLogin', { features: ['FREEPLAY3'], ...open }, ({ merchant, ip }) =>
    freePlayLogin(ctx, merchant, ip),
  );
  defineRoute(app, ctx, settings, 'logout', {}, ({ auth }) => logout(ctx, auth));
  defineRoute(app, ctx, settings, 'loginSmsCode', { features: ['VERIFICATION3'], ...open }, ({ input, merchant }) =>
    requestLoginSmsCode(ctx, merchant, input),
  );
}
