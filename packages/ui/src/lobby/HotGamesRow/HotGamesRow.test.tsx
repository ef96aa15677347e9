import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleGames, sampleVendorNames } from '../shared/lobby.fixtures';
import { HotGamesRow } from './HotGamesRow';

describe('HotGamesRow', () => {
  it('is a region named by its heading with a tile per game and a View all link', async () => {
    const onNavigate = vi.fn();
    const onLaunch = vi.fn();
    renderUi(<HotGamesRow games={sampleGames(10)} vendorNames={sampleVendorNames} viewAllHref="/hot" onNavigate={onNavigate} onLaunch={onLaunch} />, { lang: 'EN' });
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(region).getByRole('link', { name: 'View all' }));
    expect(onNavigate).toHaveBeenCalledWith('/hot');
    await userEvent.click(within(region).getByRole('button', { name: 'Sweet Bonanza' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Sweet Bonanza' }));
  });

  it('uses the host link renderer', () => {
    renderUi(<HotGamesRow games={sampleGames(2)} viewAllHref="/hot" renderLink={({ href, children, ...props }) => <a {...props} href={`#router${href}`}>{children}</a>} />, { lang: 'EN' });
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '#router/hot');
  });

  it('shows skeleton tiles while loading', () => {
    renderUi(<HotGamesRow games={[]} isLoading skeletonCount={5} />, { lang: 'EN' });
    expect(screen.getByRole('status', { name: 'Loading hot games' }).children).toHaveLength(5);
  });
});
