import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { LanguagePicker } from './LanguagePicker';

const offered = ['JA', 'EN', 'CN', 'TH'];

describe('LanguagePicker', () => {
  it('names the current language in itself and in the interface language', () => {
    renderUi(<LanguagePicker value="CN" languages={offered} />, { lang: 'EN' });
    const trigger = screen.getByRole('button', { name: 'Language: 简体中文' });
    expect(within(trigger).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('opens a menu of the offered languages, current checked, and reports a pick', async () => {
    const onChange = vi.fn();
    renderUi(<LanguagePicker value="JA" languages={offered} onChange={onChange} />, { lang: 'EN' });
    const trigger = screen.getByRole('button', { name: 'Language: 日本語' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.getAttribute('lang')),
    ).toEqual(['ja', 'en', 'zh-CN', 'th']);
    expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent('日本語');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'ไทย' }));
    expect(onChange).toHaveBeenCalledWith('TH');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('does not report the current language again and closes on an outside press', async () => {
    const onChange = vi.fn();
    renderUi(
      <>
        <LanguagePicker value="JA" languages={offered} onChange={onChange} />
        <p>outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('supports arrows, Home/End, typeahead, Escape and Tab', async () => {
    renderUi(<LanguagePicker value="EN" languages={offered} />);
    screen.getByRole('button').focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveFocus();
    await userEvent.keyboard('c');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers a native select variant with lang on each option', async () => {
    const onChange = vi.fn();
    renderUi(<LanguagePicker variant="select" value="JA" languages={offered} onChange={onChange} />, { lang: 'EN' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await userEvent.selectOptions(select, 'EN');
    expect(onChange).toHaveBeenCalledWith('EN');
  });
});
