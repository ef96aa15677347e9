import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('hides content from sight but keeps it in the accessible name', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    const hidden = screen.getByText('Close');
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(button).toBeVisible();
  });

  it('shows a focusable skip link while it has keyboard focus', async () => {
    renderUi(
      <>
        <VisuallyHidden focusable data-testid="skip">
          <a href="#main">Skip to main content</a>
        </VisuallyHidden>
        <main id="main" />
      </>,
    );
    const wrapper = screen.getByTestId('skip');
    expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.tab();
    expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });
});
