import { forwardRef, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@croupier/contract';
import { Icon } from '../../primitives/Icon';
import { TextField } from '../TextField';
import { ImageButton, Placeholder } from './CaptchaField.styles';
import type { CaptchaFieldProps } from './CaptchaField.types';

/** Captcha text is not a word: no capitals, no spelling fixes. */
const noAutoCorrect = { autoCapitalize: 'off', spellCheck: false } as const;

/** A data URL from the captcha call's base64 PNG (already-prefixed URLs pass through). */
export function captchaImageUrl(src: string): string {
  return src.startsWith('data:') ? src : `data:image/png;base64,${src}`;
}

/**
 * The captcha input of the login and register forms: a text field with the image beside it. The image is a
 * button; a click, Enter or Space asks for a new one, at most once per second (SPEC §9).
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { label, src, onRefresh, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation('auth');
  const lastRefreshAt = useRef(Number.NEGATIVE_INFINITY);

  function refresh() {
    const now = Date.now();
    if (now - lastRefreshAt.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefreshAt.current = now;
    onRefresh?.();
  }

  return (
    <TextField
      ref={ref}
      label={label ?? t('captcha.label')}
      autoComplete="off"
      {...noAutoCorrect}
      disabled={disabled}
      data-captcha=""
      endAdornment={
        <ImageButton
          type="button"
          data-part="CaptchaImage"
          aria-label={t('captcha.refresh')}
          disabled={disabled || !onRefresh}
          onClick={refresh}
        >
          {src ? <img src={captchaImageUrl(src)} alt={t('captcha.image')} /> : <Placeholder aria-hidden="true" />}
          <span data-part="RefreshIcon" aria-hidden="true">
            <Icon name="refresh" size="xs" />
          </span>
        </ImageButton>
      }
      {...rest}
    />
  );
});
