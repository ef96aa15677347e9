import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Box } from './Box';

describe('Box', () => {
  it('renders the requested element, forwards its ref and passes HTML props through', () => {
    const ref = createRef<HTMLElement>();
    renderUi(
      <Box as="section" ref={ref} aria-label="Promotions" id="promos">
        x
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('data-component', 'Box');
    expect(ref.current).toBe(region);
  });

  it('pads from the space scale, and a nested Box does not inherit its parent padding', () => {
    renderUi(
      <Box padding="4" paddingY="2" data-testid="outer">
        <Box data-testid="inner">x</Box>
      </Box>,
    );
    const outer = getComputedStyle(screen.getByTestId('outer'));
    expect(outer.paddingLeft).toBe('16px');
    expect(outer.paddingRight).toBe('16px');
    expect(outer.paddingTop).toBe('8px');
    expect(getComputedStyle(screen.getByTestId('inner')).paddingLeft).toBe('0px');
  });

  it('paints a themed surface, radius and border', () => {
    renderUi(
      <>
        <Box surface="raised" radius="lg" hasBorder data-testid="card">
          x
        </Box>
        <Box data-testid="plain">y</Box>
      </>,
    );
    const card = getComputedStyle(screen.getByTestId('card'));
    expect(card.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(card.borderTopWidth).toBe('1px');
    expect(card.borderTopLeftRadius).toBe('14px');
    expect(getComputedStyle(screen.getByTestId('plain')).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });
});
