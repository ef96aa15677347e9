/** Sending SMS codes: slider, the 1000 ms throttle and 5-minute lockout per number, a fresh code, the provider. */
import type { SliderResult } from '@croupier/contract';
import type { PlatformContext } from '../context';
import type { VerificationPurpose } from '../db/schema';
import { ApiFailure } from '../http/failure';
import type { Merchant } from '../http/route';
import { consumeSlider } from '../services/auth';
import { issueCode } from '../services/codes';
import { SMS_THROTTLE, hit } from '../services/throttle';

const purposeText: Record<VerificationPurpose, string> = {
  login: 'login',
  register: 'registration',
  reset: 'password reset',
  login2fa: 'login verification',
  resetEmail: 'password reset',
};

export async function sendSmsCode(
  ctx: PlatformContext,
  merchant: Merchant,
  options: { purpose: VerificationPurpose; mobile: string; sliderResult?: SliderResult | undefined },
): Promise<{ expiredMinutes: number }> {
  await consumeSlider(ctx, merchant, options.sliderResult);
  const nowMs = ctx.now();
  await hit(ctx.db, `sms:${merchant.id}:${options.mobile}`, SMS_THROTTLE, nowMs);
  const minutes = merchant.settings.codeExpiryMinutes;
  try {
    await ctx.db.transaction(async (tx) => {
      const code = await issueCode(tx, { merchantId: merchant.id, purpose: options.purpose, target: options.mobile, expiryMinutes: minutes, nowMs });
      await ctx.sms.send(
        { merchantId: merchant.id, to: options.mobile, text: `[${merchant.name}] Your ${purposeText[options.purpose]} code is ${code}. It expires in ${minutes} minutes.` },
        tx,
      );
    });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure('sms_send_failed', 'the SMS could not be sent, try again');
  }
  return { expiredMinutes: minutes };
}
