import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { JackpotTicker } from './JackpotTicker';

function mockReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isReduced && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const shown = () => Number(document.querySelector('[data-part="Amount"]')!.getAttribute('data-value'));

describe('JackpotTicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is as tall while the wide amount loads as with it (nothing below moves when it arrives)', () => {
    mockReducedMotion(true);
    const { rerender } = renderUi(<JackpotTicker variant="wide" amount={null} isLoading currencySymbol="P" />, { lang: 'EN' });
    const ticker = () => document.querySelector('[data-component="JackpotTicker"]')!;
    const loading = ticker().getBoundingClientRect().height;
    rerender(<JackpotTicker variant="wide" amount={1_234_567.89} currencySymbol="P" />);
    expect(Math.abs(ticker().getBoundingClientRect().height - loading)).toBeLessThan(1);
  });

  it('jumps to a new amount at once when the user asks for reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = renderUi(<JackpotTicker amount={1000} currencySymbol="P" />, { lang: 'EN' });
    rerender(<JackpotTicker amount={2500.5} currencySymbol="P" />);
    expect(shown()).toBe(2500.5);
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveTextContent('P2,500.50');
  });

  it('counts up frame by frame otherwise, and ends on the new amount', async () => {
    mockReducedMotion(false);
    const { rerender } = renderUi(<JackpotTicker amount={1000} countDurationMs={800} />, { lang: 'EN' });
    rerender(<JackpotTicker amount={2000} countDurationMs={800} />);
    // Part-way first (a frame between the two amounts), then exactly the new amount.
    await waitFor(() => {
      expect(shown()).toBeGreaterThan(1000);
      expect(shown()).toBeLessThan(2000);
    });
    await waitFor(() => expect(shown()).toBe(2000), { timeout: 3000 });
  });
});
