import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CountryCodeSelect } from './CountryCodeSelect';
import { countryName, dialingCode, flagEmoji } from './countryDisplay';

const countries = [
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'CA', countryDialingCode: '1' },
];

describe('country display', () => {
  it('names countries in the interface language and draws flags', () => {
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(flagEmoji('jp')).toBe('🇯🇵');
    expect(flagEmoji('XYZ')).toBe('');
    expect(dialingCode('+1')).toBe('+1');
    expect(dialingCode('81')).toBe('+81');
  });
});

describe('CountryCodeSelect', () => {
  it('tells countries with the same dialing code apart', async () => {
    const onValueChange = vi.fn();
    renderUi(<CountryCodeSelect countries={countries} defaultValue="US" onValueChange={onValueChange} />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('button', { name: /Country code/ }));
    await userEvent.click(screen.getByRole('option', { name: /Canada/ }));
    expect(onValueChange).toHaveBeenCalledWith('CA', countries[2]);
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveAccessibleName('Country code Canada +1');
  });

  it('closes 200 ms after focus leaves, and stays open when focus comes back in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderUi(
        <>
          <CountryCodeSelect countries={countries} />
          <button type="button">after</button>
        </>,
        { lang: 'EN' },
      );
      act(() => screen.getByRole('button', { name: /Country code/ }).click());
      const search = screen.getByRole('combobox');
      act(() => search.focus());
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      act(() => void vi.advanceTimersByTime(150));
      act(() => search.focus());
      act(() => void vi.advanceTimersByTime(300));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      act(() => void vi.advanceTimersByTime(199));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
