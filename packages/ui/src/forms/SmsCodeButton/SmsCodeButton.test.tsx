import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { SmsCodeButton } from './SmsCodeButton';
import { useCountdown } from './useCountdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to zero and stops', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, isRunning: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts and stops on demand', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => result.current.stop());
    expect(result.current.isRunning).toBe(false);
  });
});

describe('SmsCodeButton', () => {
  it('counts down from expiredMinutes x 60 and blocks a second send until zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onRequest = vi.fn(async () => ({ expiredMinutes: 2 }));
    renderUi(<SmsCodeButton onRequest={onRequest} />, { lang: 'EN' });
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => button.click());
    expect(button).toHaveTextContent('Resend in 120 s');
    expect(button).toBeDisabled();
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(119_000));
    expect(button).toHaveTextContent('Resend in 1 s');
    act(() => void vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend code');
    expect(button).toBeEnabled();
  });

  it('uses 60 s when the server gives no expiry, and durationSeconds when told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { rerender } = renderUi(<SmsCodeButton onRequest={async () => ({})} key="a" />, { lang: 'EN' });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 60 s');
    rerender(<SmsCodeButton onRequest={async () => ({ expiredMinutes: 5 })} isThirdPartyPhoneAuth key="b" />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 60 s');
  });

  it('reports a failure and stays usable', async () => {
    const onError = vi.fn();
    renderUi(<SmsCodeButton onRequest={() => Promise.reject(new Error('busy'))} onError={onError} />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onError).toHaveBeenCalledWith('busy');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('ignores a click within 1 s of a send, but not after a click the form refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onRequest = vi.fn(() => Promise.reject(new Error('busy')));
    let isFilled = false;
    renderUi(<SmsCodeButton onRequest={onRequest} onError={() => undefined} canRequest={() => isFilled} />, {
      lang: 'EN',
    });
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => button.click());
    expect(onRequest).not.toHaveBeenCalled();
    isFilled = true;
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(2);
  });
});
