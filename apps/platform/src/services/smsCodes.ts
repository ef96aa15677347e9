/**
 * Sending SMS codes: slider, the 1000 ms throttle and 5-minute lockout per number, a fresh code, the provider.
 * Calls that must not tell whether a number has an account (login, password reset) pass `send: false` for a number
 * without one: the slider and the throttle apply exactly as for a real number and the answer is the same, but no
 * code is issued and nothing is sent.
 */
import { ACCOUNT_TYPE_TRIAL, type SliderResult } from '@croupier/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import { members, type Merchant, type VerificationPurpose } from '../db/schema';
import { ApiFailure } from '../failure';
import { consumeSlider } from './auth';
import { issueCode } from './codes';
import { SMS_THROTTLE, hit } from './throttle';

const purposeText: Record<VerificationPurpose, string> = {
  login: 'login',
  register: 'registration',
  reset: 'password reset',
  login2fa: 'login verification',
  resetEmail: 'password reset',
  bindMobile: 'mobile number binding',
  bindMobileCurrent: 'mobile number change',
  bindEmail: 'e-mail binding',
  bindEmailCurrent: 'e-mail change',
};

export async function sendSmsCode(
  ctx: PlatformContext,
  merchant: Merchant,
  options: {
    purpose: VerificationPurpose;
    mobile: string;
    sliderResult?: SliderResult | undefined;
    send?: boolean;
    /** What the code is issued for when it is not the number itself (the security centre's `<member id>:<number>`). */
    target?: string;
    /** A logged-in member's send: the session stands for the slider. */
    loggedIn?: boolean;
  },
): Promise<{ expiredMinutes: number }> {
  if (!options.loggedIn) await consumeSlider(ctx, merchant, options.sliderResult);
  const nowMs = ctx.now();
  await hit(ctx.db, `sms:${merchant.id}:${options.mobile}`, SMS_THROTTLE, nowMs);
  const minutes = merchant.settings.codeExpiryMinutes;
  if (options.send === false) return { expiredMinutes: minutes };
  try {
    await ctx.db.transaction(async (tx) => {
      const code = await issueCode(tx, {
        merchantId: merchant.id,
        purpose: options.purpose,
        target: options.target ?? options.mobile,
        expiryMinutes: minutes,
        nowMs,
      });
      await ctx.sms.send(
        {
          merchantId: merchant.id,
          to: options.mobile,
          text: `[${merchant.name}] Your ${purposeText[options.purpose]} code is ${code}. It expires in ${minutes} minutes.`,
        },
        tx,
      );
    });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure('sms_send_failed', 'the SMS could not be sent, try again');
  }
  return { expiredMinutes: minutes };
}

/**
 * A code for the member account of a number (login, password reset): answered the same whether or not the number has
 * one (no enumeration); the code is issued and sent only when it has.
 */
export async function sendAccountSmsCode(
  ctx: PlatformContext,
  merchant: Merchant,
  purpose: 'login' | 'reset',
  input: { mobileNum: string; sliderResult?: SliderResult | undefined },
): Promise<{ expiredMinutes: number }> {
  const [member] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, input.mobileNum), ne(members.type, ACCOUNT_TYPE_TRIAL)));
  return sendSmsCode(ctx, merchant, { purpose, mobile: input.mobileNum, sliderResult: input.sliderResult, send: member !== undefined });
}
