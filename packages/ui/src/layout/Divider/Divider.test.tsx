import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is announced as a separator with its orientation', () => {
    renderUi(
      <>
        <Divider />
        <div style={{ display: 'flex', height: 40 }}>
          <Divider orientation="vertical" />
        </div>
      </>,
    );
    const [horizontal, vertical] = screen.getAllByRole('separator');
    expect(horizontal).toHaveAttribute('aria-orientation', 'horizontal');
    expect(vertical).toHaveAttribute('aria-orientation', 'vertical');
    expect(horizontal!.getBoundingClientRect().height).toBe(1);
    expect(vertical!.getBoundingClientRect()).toMatchObject({ width: 1, height: 40 });
  });

  it('can be decorative, and spaces itself from the space scale', () => {
    renderUi(<Divider isDecorative spacing="4" data-testid="d" />);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('d')).marginTop).toBe('16px');
  });
});
