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

  it('calls customer service', async () => {
    const onCustomerService = vi.fn();
    renderUi(<RightSideBar onCustomerService={onCustomerService} />);
    await userEvent.click(screen.getByRole('button', { name: 'カスタマーサービス' }));
    expect(onCustomerService).toHaveBeenCalled();
  });
});
