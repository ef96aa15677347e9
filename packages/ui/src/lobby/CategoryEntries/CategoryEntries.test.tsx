import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CategoryEntries } from './CategoryEntries';
import { sampleCategoryEntries } from './CategoryEntries.fixtures';

describe('CategoryEntries', () => {
  it('links every category with its localized name inside a named navigation', async () => {
    const onNavigate = vi.fn();
    renderUi(<CategoryEntries entries={sampleCategoryEntries} onNavigate={onNavigate} />, { lang: 'EN' });
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(6);
    await userEvent.click(screen.getByRole('link', { name: 'Live casino' }));
    expect(onNavigate).toHaveBeenCalledWith('/live');
  });

  it('renders links through renderLink like Header, and keeps given labels', () => {
    renderUi(
      <CategoryEntries
        entries={[{ key: 'x', href: '/x', icon: 'dice', label: 'Mini games', description: 'Quick rounds' }]}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Mini games Quick rounds' });
    expect(link).toHaveAttribute('href', '#/x');
    expect(link).toHaveAttribute('data-router');
  });
});
