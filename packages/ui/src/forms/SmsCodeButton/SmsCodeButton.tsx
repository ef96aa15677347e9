import { forwardRef, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_REQUEST_THROTTLE_MS, smsCountdownSeconds } from '@croupier/contract';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CodeButton } from './SmsCodeButton.styles';
import type { SmsCodeButtonProps } from './SmsCodeButton.types';
import { useCountdown } from './useCountdown';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * The send-code button of SPEC §4: after the request resolves it counts down in seconds (expiry minutes x 60,
 * 60 for third-party phone authentication or when the server gives no expiry) and stays disabled until zero;
 * a second send is blocked meanwhile and a click within 1 s of the last send is ignored (SPEC §9).
 */
export const SmsCodeButton = forwardRef<HTMLButtonElement, SmsCodeButtonProps>(function SmsCodeButton(
  {
    onRequest,
    onError,
    canRequest,
    durationSeconds,
    isThirdPartyPhoneAuth = false,
    children,
    disabled,
    variant = 'outline',
    size = 'sm',
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('auth');
  const { remaining, isRunning, start } = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [hasSent, setHasSent] = useState(false);
  const inFlight = useRef(false);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);

  async function request() {
    const now = Date.now();
    if (inFlight.current || isRunning || now - lastClickAt.current < SMS_REQUEST_THROTTLE_MS) return;
    inFlight.current = true;
    try {
      // A click the form refuses (no address yet) sends nothing, so it does not start the 1 s guard: the member who
      // fills the field at once and clicks again is not ignored.
      if (canRequest && !(await canRequest())) return;
      lastClickAt.current = now;
      setIsSending(true);
      const result = await onRequest();
      start(
        durationSeconds ??
          smsCountdownSeconds({ expiredMinutes: result?.expiredMinutes, thirdPartyPhoneAuth: isThirdPartyPhoneAuth }),
      );
      setHasSent(true);
    } catch (error) {
      onError?.(messageOf(error) || t('errors.smsSendFailed'));
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }

  const label = isRunning ? t('sms.resendIn', { s: remaining }) : hasSent ? t('sms.resend') : (children ?? t('sms.send'));

  return (
    <>
      <CodeButton
        ref={ref}
        variant={variant}
        size={size}
        data-component="SmsCodeButton"
        data-counting={isRunning ? '' : undefined}
        disabled={disabled || isRunning}
        isLoading={isSending}
        onClick={() => void request()}
        {...rest}
      >
        {label}
      </CodeButton>
      {/* Announced once per send; the ticking label itself stays silent. */}
      <VisuallyHidden role="status">{hasSent && isRunning ? t('sms.sent') : ''}</VisuallyHidden>
    </>
  );
});
