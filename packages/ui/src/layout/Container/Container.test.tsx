import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { Container } from './Container';

describe('Container', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('caps content at the layout width and centres it, with gutters that grow with the viewport', async () => {
    await page.viewport(1600, 900);
    renderUi(
      <Container as="main" data-testid="c">
        x
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.getBoundingClientRect().width).toBe(1280);
    expect(getComputedStyle(main).paddingLeft).toBe('32px');
    await page.viewport(400, 800);
    expect(getComputedStyle(main).paddingLeft).toBe('16px');
  });

  it('can span the full width or drop its gutters', async () => {
    await page.viewport(1600, 900);
    renderUi(
      <>
        <Container width="full" data-testid="full" />
        <Container hasNoGutters data-testid="bare" />
      </>,
    );
    expect(screen.getByTestId('full').getBoundingClientRect().width).toBeGreaterThan(1280);
    expect(getComputedStyle(screen.getByTestId('bare')).paddingLeft).toBe('0px');
  });
});
