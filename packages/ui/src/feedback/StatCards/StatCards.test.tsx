import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { formatDeltaIn, formatMoneyIn, formatStatValue } from './formatStat';
import { StatCards } from './StatCards';

describe('StatCards', () => {
  it('pairs each label with its figure (a description list) in the UI language', () => {
    renderUi(
      <StatCards
        currencySymbol="₱"
        items={[
          { id: 'a', label: 'Deposits', value: 1234.5 },
          { id: 'b', label: 'Rounds', value: 15320, format: 'count' },
          { id: 'c', label: 'Win rate', value: 0.4567, format: 'percent' },
        ]}
      />,
      { lang: 'EN' },
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Deposits', 'Rounds', 'Win rate']);
    const values = [...document.querySelectorAll('[data-part="Value"]')].map((v) => v.textContent);
    expect(values).toEqual(['₱1,234.50', '15,320', '45.67%']);
  });

  it('tones the delta by the intent: a rise in losses is bad news, a neutral figure has no tone', () => {
    renderUi(
      <StatCards
        items={[
          { id: 'up', label: 'a', value: 1, delta: 0.1 },
          { id: 'loss', label: 'b', value: 1, delta: 0.1, deltaIntent: 'lowerIsBetter' },
          { id: 'flat', label: 'c', value: 1, delta: -0.2, deltaIntent: 'neutral' },
        ]}
      />,
    );
    const tone = (id: string) =>
      document.querySelector(`[data-stat="${id}"] [data-part="Delta"] > span`)!.getAttribute('data-tone');
    expect(tone('up')).toBe('positive');
    expect(tone('loss')).toBe('negative');
    expect(tone('flat')).toBeNull();
    expect(document.querySelector('[data-stat="flat"] [data-part="Delta"]')).toHaveTextContent('-20%前期間比');
  });

  it('shows a dash for an unknown figure and leaves out delta and hint when not given', () => {
    renderUi(<StatCards items={[{ id: 'x', label: 'a', value: null }]} />);
    expect(document.querySelector('[data-part="Value"]')).toHaveTextContent('—');
    expect(document.querySelector('[data-part="Delta"]')).toBeNull();
    expect(document.querySelector('[data-part="Hint"]')).toBeNull();
  });

  it('loads with as many skeleton cards as asked and no figures', () => {
    renderUi(<StatCards items={[]} isLoading loadingCount={2} />);
    expect(screen.getByRole('status', { name: '集計を読み込み中' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-part="Card"]')).toHaveLength(2);
  });
});

describe('formatStat', () => {
  it('formats money in the language, sign before the symbol, no sign on zero', () => {
    expect(formatMoneyIn('ja', -1234.5, 'P')).toBe('-P1,234.50');
    expect(formatMoneyIn('en', 99.999, '$', true)).toBe('+$100.00');
    expect(formatMoneyIn('en', -0.001, '$', true)).toBe('$0.00');
    expect(formatMoneyIn('vi', 1234.5, '₫')).toBe('₫1.234,50');
    expect(formatMoneyIn('xx-unknown-tag-!', 1, 'P')).toMatch(/^P1[.,]00$/);
  });

  it('formats counts, percentages and deltas', () => {
    expect(formatStatValue('en', 1234.6, 'count', 'P')).toBe('1,235');
    expect(formatStatValue('en', 0.125, 'percent', 'P', true)).toBe('+12.5%');
    expect(formatDeltaIn('en', 0)).toBe('0%');
    expect(formatDeltaIn('en', -0.0834)).toBe('-8.3%');
  });
});
