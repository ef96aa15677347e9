import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { drawnDraw, fixedNow, openDraw } from '../shared/lotteryPlay.fixtures';
import { DrawHeader, formatCountdown } from './DrawHeader';

afterEach(() => {
  vi.useRealTimers();
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours from an hour up', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-4)).toBe('00:00');
    expect(formatCountdown(3600 + 61)).toBe('01:01:01');
  });
});

describe('DrawHeader', () => {
  it('ticks every second, announces at one minute, ten seconds and the close only, and calls onClose and onDraw once', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = fixedNow;
    const onClose = vi.fn();
    const onDraw = vi.fn();
    const { unmount } = renderUi(
      <DrawHeader
        gameName="SSC"
        format="digits5"
        draw={openDraw('SSC3', '20261126-0241', 62)}
        last={drawnDraw('SSC3', '20261126-0240', ['1', '2', '3', '4', '5'])}
        now={() => clock}
        onClose={onClose}
        onDraw={onDraw}
      />,
    );
    const timer = screen.getByRole('timer');
    const announcer = () => document.querySelector('[data-part="Announcer"]')?.textContent;
    const advance = (seconds: number) => {
      for (let i = 0; i < seconds; i++) {
        clock += 1000;
        act(() => {
          vi.advanceTimersByTime(1000);
        });
      }
    };
    expect(timer).toHaveTextContent('01:02');
    expect(announcer()).toBe('');
    advance(1);
    expect(timer).toHaveTextContent('01:01');
    expect(announcer()).toBe('');
    advance(2);
    expect(timer).toHaveTextContent('00:59');
    expect(announcer()).toBe('締め切りまで残り1分です');
    advance(48);
    expect(timer).toHaveTextContent('00:11');
    expect(announcer()).toBe('締め切りまで残り1分です');
    advance(1);
    expect(announcer()).toBe('締め切りまで残り10秒です');
    expect(onClose).not.toHaveBeenCalled();
    advance(10);
    expect(timer).toHaveTextContent('00:00');
    expect(announcer()).toBe('この回の受付は締め切られました');
    expect(onClose).toHaveBeenCalledTimes(1);
    advance(5);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDraw).not.toHaveBeenCalled();
    advance(5);
    expect(onDraw).toHaveBeenCalledTimes(1);
    advance(3);
    expect(onDraw).toHaveBeenCalledTimes(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the server clock', () => {
    renderUi(
      <DrawHeader
        gameName="SSC"
        format="digits5"
        draw={openDraw('SSC3', '20261126-0241', 62)}
        last={null}
        now={() => fixedNow}
        serverTimeOffsetMs={30_000}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:32');
  });
});
