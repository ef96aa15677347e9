import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Icon } from './Icon';
import { iconNames } from './iconSet';

describe('Icon', () => {
  it('renders every icon of the set at the requested size', () => {
    const { container } = renderUi(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} size="sm" />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg[data-component="Icon"]');
    expect(svgs).toHaveLength(iconNames.length);
    for (const svg of svgs) expect(svg.getAttribute('width')).toBe('16');
  });

  it('is hidden when decorative and named when labelled', () => {
    renderUi(
      <>
        <Icon name="bell" />
        <Icon name="bell" label="Notifications" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });
});
