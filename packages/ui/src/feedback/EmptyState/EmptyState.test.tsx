import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', () => {
    renderUi(
      <EmptyState
        title="Nothing"
        description="Try later"
        action={<button type="button">Go</button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing' })).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('leaves out what is not given and keeps its icon decorative', () => {
    const { container } = renderUi(<EmptyState title="Nothing" icon="receipt" size="sm" />);
    expect(container.querySelector('[data-part="Description"]')).toBeNull();
    expect(container.querySelector('[data-part="Action"]')).toBeNull();
    expect(container.querySelector('[data-icon="receipt"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-component="EmptyState"]')).toHaveAttribute('data-size', 'sm');
  });
});
