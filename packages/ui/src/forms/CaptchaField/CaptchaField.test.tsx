import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CaptchaField, captchaImageUrl } from './CaptchaField';

describe('CaptchaField', () => {
  it('turns a bare base64 PNG into a data URL and leaves data URLs alone', () => {
    expect(captchaImageUrl('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(captchaImageUrl('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });

  it('refreshes at most once per second', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onRefresh = vi.fn();
      renderUi(<CaptchaField src="iVBORw0KGgo" onRefresh={onRefresh} />, { lang: 'EN' });
      const button = screen.getByRole('button', { name: 'Show a new captcha image' });
      button.click();
      button.click();
      expect(onRefresh).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      button.click();
      expect(onRefresh).toHaveBeenCalledTimes(2);
      expect(document.querySelector('[data-part="CaptchaImage"] img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo');
    } finally {
      vi.useRealTimers();
    }
  });
});
