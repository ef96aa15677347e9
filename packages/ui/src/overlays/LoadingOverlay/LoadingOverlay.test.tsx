import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { LoadingOverlay } from './LoadingOverlay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LoadingOverlay', () => {
  it('waits for the delay before showing, and marks the covered region busy at once', async () => {
    const { container } = renderUi(
      <LoadingOverlay isLoading delayMs={150} message="Launching">
        <p>Page</p>
      </LoadingOverlay>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Page');
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Launching');
  });

  it('never shows for work shorter than the delay', async () => {
    const { rerender } = renderUi(<LoadingOverlay isLoading delayMs={150} />);
    await sleep(50);
    rerender(<LoadingOverlay isLoading={false} delayMs={150} />);
    await sleep(200);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides as soon as loading ends and clears aria-busy', () => {
    const { rerender, container } = renderUi(
      <LoadingOverlay isLoading delayMs={0}>
        <p>Page</p>
      </LoadingOverlay>,
      { lang: 'EN' },
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(
      <LoadingOverlay isLoading={false} delayMs={0}>
        <p>Page</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('covers the whole viewport above toasts and keeps the theme in its portal', () => {
    renderUi(<LoadingOverlay isLoading delayMs={0} />, { mode: 'light' });
    const cover = document.querySelector<HTMLElement>('[data-component="LoadingOverlay"]')!;
    const style = getComputedStyle(cover);
    expect(style.position).toBe('fixed');
    expect(style.zIndex).toBe('1700');
    expect(cover.getBoundingClientRect().width).toBe(window.innerWidth);
    expect(cover.closest('[data-ui-scope]')).toHaveAttribute('data-ui-mode', 'light');
  });
});
