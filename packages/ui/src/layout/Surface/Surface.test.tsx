import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Surface } from './Surface';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('Surface', () => {
  it('is a raised card with the theme radius, border and padding', () => {
    renderUi(
      <Surface as="article" padding="6" aria-label="VIP">
        x
      </Surface>,
    );
    const card = screen.getByRole('article', { name: 'VIP' });
    const style = getComputedStyle(card);
    expect(style.paddingTop).toBe('24px');
    expect(style.borderTopLeftRadius).toBe('14px');
    expect(style.borderTopWidth).toBe('1px');
    expect(style.boxShadow).not.toBe('none');
  });

  it('lifts when interactive, on hover and while a control inside has keyboard focus', async () => {
    renderUi(
      <>
        <Surface isInteractive data-testid="card">
          <a href="#vip">VIP</a>
        </Surface>
        <Surface data-testid="still">y</Surface>
      </>,
    );
    const card = screen.getByTestId('card');
    expect(getComputedStyle(card).transform).toBe('none');
    await userEvent.tab();
    await settle();
    expect(getComputedStyle(card).transform).toMatch(/matrix\(1, 0, 0, 1, 0, -4\)/);
    await userEvent.hover(screen.getByTestId('still'));
    await settle();
    expect(getComputedStyle(screen.getByTestId('still')).transform).toBe('none');
  });
});
