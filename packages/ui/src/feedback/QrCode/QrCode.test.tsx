import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { QrCode } from './QrCode';
import { qrCodeQuietZone } from './QrCode.types';

describe('QrCode', () => {
  it('is an image with the given or the default localized label', () => {
    const { rerender } = renderUi(<QrCode value="hello" />);
    expect(screen.getByRole('img', { name: 'QRコード' })).toBeInTheDocument();
    rerender(<QrCode value="hello" label="iOS" />);
    expect(screen.getByRole('img', { name: 'iOS' })).toBeInTheDocument();
  });

  it('draws the code locally with a four-module quiet zone', () => {
    renderUi(<QrCode value="https://example.com" />);
    const svg = document.querySelector('[data-component="QrCode"] svg')!;
    const [, , w] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    // version 2 at ECC M is 25 modules
    expect(w).toBe(25 + qrCodeQuietZone * 2);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    expect(document.querySelector('img')).toBeNull();
  });

  it('renders dark on light even in dark mode', () => {
    renderUi(<QrCode value="x" />, { mode: 'dark' });
    const root = document.querySelector<HTMLElement>('[data-component="QrCode"]')!;
    expect(root.closest('[data-ui-mode]')).toHaveAttribute('data-ui-mode', 'light');
  });
});
