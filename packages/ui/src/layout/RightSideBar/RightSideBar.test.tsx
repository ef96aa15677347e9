import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { RightSideBar } from './RightSideBar';

describe('RightSideBar', () => {
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });

  it('offers only the downloads it has URLs for, one expanded at a time with its QR code', async () => {
    const onExpandedChange = vi.fn();
    renderUi(<RightSideBar downloads={{ ios: 'https://a.example/ios', android: 'https://a.example/apk' }} onExpandedChange={onExpandedChange} />);
    expect(screen.queryByRole('button', { name: 'iOS Lite' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'iOS' }));
    expect(screen.getByRole('img', { name: 'iOSアプリのダウンロードQRコード' })).toHaveAttribute('data-value', 'https://a.example/ios');
    await userEvent.click(screen.getByRole('button', { name: 'Android' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith('android');
    expect(screen.queryByRole('img', { name: /iOS/ })).toBeNull();
  });

  it('calls customer service from a short label that carries the full name as its description', async () => {
    const onCustomerService = vi.fn();
    renderUi(<RightSideBar onCustomerService={onCustomerService} />);
    const support = screen.getByRole('button', { name: 'サポート' });
    expect(support).toHaveAccessibleDescription('カスタマーサービス');
    expect(support).toHaveAttribute('title', 'カスタマーサービス');
    await userEvent.click(support);
    expect(onCustomerService).toHaveBeenCalled();
  });

  it('keeps the support label to at most two lines in every language', async () => {
    for (const lang of ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID']) {
      const { unmount } = renderUi(<RightSideBar />, { lang });
      const button = document.querySelector<HTMLElement>('[data-part="CustomerService"]')!;
      const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || parseFloat(getComputedStyle(button).fontSize) * 1.15;
      const range = document.createRange();
      range.selectNodeContents(button.lastChild!);
      expect(range.getBoundingClientRect().height, lang).toBeLessThanOrEqual(lineHeight * 2 + 1);
      unmount();
    }
  });

  it('on phones, tucks the floating button away while the page scrolls down (off the "see all" links) and brings it back on the way up', async () => {
    await page.viewport(360, 740);
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '4000px';
    try {
      const { container } = renderUi(<RightSideBar onCustomerService={() => undefined} />);
      const root = container.querySelector<HTMLElement>('[data-component="RightSideBar"]')!;
      const fab = container.querySelector<HTMLElement>('[data-part="Fab"]')!;
      const visible = () => fab.getBoundingClientRect().top < window.innerHeight && getComputedStyle(fab).opacity !== '0';
      window.scrollTo(0, 0);
      await vi.waitFor(() => expect(visible()).toBe(true));
      window.scrollTo(0, 600);
      await vi.waitFor(() => expect(root).toHaveAttribute('data-tucked'));
      await vi.waitFor(() => expect(visible()).toBe(false));
      window.scrollTo(0, 300);
      await vi.waitFor(() => expect(root).not.toHaveAttribute('data-tucked'));
      await vi.waitFor(() => expect(visible()).toBe(true));
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
      await page.viewport(1280, 800);
    }
  });
});
