import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { addDays, rangeForPreset, todayIn, validateDateRange } from './dateRange';
import { DateRangePresets } from './DateRangePresets';

describe('date range rules', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(rangeForPreset('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03', preset: 'last7' });
    expect(rangeForPreset('last30', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25', preset: 'last30' });
    expect(rangeForPreset('next30', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-24', preset: 'next30' });
    expect(rangeForPreset('yesterday', '2026-11-01')).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
      preset: 'yesterday',
    });
  });

  it('takes today in the member time zone, not the browser one', () => {
    const instant = new Date('2026-11-25T20:30:00Z');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-26');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-25');
  });

  it('validates custom ranges', () => {
    expect(validateDateRange('', '2026-11-01')).toBe('missing');
    expect(validateDateRange('2026-02-30', '2026-03-01')).toBe('missing');
    expect(validateDateRange('2026-11-02', '2026-11-01')).toBe('order');
    expect(validateDateRange('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(validateDateRange('2026-01-01', '2026-11-01', { min: '2026-06-01' })).toBe('outOfBounds');
  });
});

describe('DateRangePresets', () => {
  it('offers only future presets for schedules', () => {
    renderUi(<DateRangePresets today="2026-11-25" direction="future" />, { lang: 'EN' });
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Today', 'Next 7 days', 'Next 30 days']);
  });

  it('works controlled: the owner decides what stays checked', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderUi(
      <DateRangePresets
        today="2026-11-25"
        value={{ from: '2026-11-25', to: '2026-11-25', preset: 'today' }}
        onValueChange={onValueChange}
      />,
      { lang: 'EN' },
    );
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(onValueChange).toHaveBeenCalledWith({ from: '2026-11-24', to: '2026-11-24', preset: 'yesterday' });
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
  });

  it('says when a custom range is outside the allowed days, in the UI language', async () => {
    const user = userEvent.setup();
    renderUi(<DateRangePresets today="2026-11-25" min="2026-06-01" max="2026-11-25" />, { lang: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose dates between 06/01/2026 and 11/25/2026')).toBeVisible();
  });
});
