import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrandTheme, UiThemeProvider } from '../../theme';
import { renderUi } from '../../test/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the outline level independently of the visual size', () => {
    renderUi(
      <>
        <Heading level={1} size="md">
          small h1
        </Heading>
        <Heading level={4} size="3xl">
          big h4
        </Heading>
        <Heading>default</Heading>
      </>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'small h1' });
    const h4 = screen.getByRole('heading', { level: 4, name: 'big h4' });
    expect(parseFloat(getComputedStyle(h4).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(h1).fontSize));
    expect(screen.getByRole('heading', { level: 2, name: 'default' })).toBeInTheDocument();
  });

  it("follows the brand's display face, weight and letter case", () => {
    const theme = createBrandTheme('condensed', {
      name: 'Condensed',
      font: { body: 'Noto Sans', display: 'Barlow Condensed', headingWeight: 600, headingCase: 'uppercase' },
    });
    render(
      <UiThemeProvider theme={theme} mode="light">
        <Heading level={2}>Jackpot</Heading>
      </UiThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('heading', { name: 'Jackpot' }));
    expect(style.textTransform).toBe('uppercase');
    expect(style.fontWeight).toBe('600');
    expect(style.fontFamily).toMatch(/^"Barlow Condensed"/);
  });
});
