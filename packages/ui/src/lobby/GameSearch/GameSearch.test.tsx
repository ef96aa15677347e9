import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { GameSearch } from './GameSearch';

describe('GameSearch', () => {
  it('reports the name filter once typing pauses', async () => {
    const onQueryChange = vi.fn();
    renderUi(<GameSearch onQueryChange={onQueryChange} debounceMs={150} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'ゲームを検索' }), 'tiger');
    expect(onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledTimes(1));
    expect(onQueryChange).toHaveBeenCalledWith('tiger');
  });

  it('reports at once on Enter and on clear, and the clear button returns focus to the field', async () => {
    const onQueryChange = vi.fn();
    const onSubmit = vi.fn();
    renderUi(<GameSearch onQueryChange={onQueryChange} onSubmit={onSubmit} debounceMs={10_000} />);
    const field = screen.getByRole('textbox');
    expect(screen.queryByRole('button', { name: '検索をクリア' })).toBeNull();
    await userEvent.type(field, 'neko{Enter}');
    expect(onQueryChange).toHaveBeenCalledWith('neko');
    expect(onSubmit).toHaveBeenCalledWith('neko');
    await userEvent.click(screen.getByRole('button', { name: '検索をクリア' }));
    expect(onQueryChange).toHaveBeenLastCalledWith('');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('offers filter toggles only with onFiltersChange', async () => {
    const onFiltersChange = vi.fn();
    const { rerender } = renderUi(<GameSearch />);
    expect(screen.queryByRole('group')).toBeNull();
    rerender(<GameSearch filters={{ hotOnly: true }} onFiltersChange={onFiltersChange} />);
    const hot = screen.getByRole('button', { name: '人気ゲーム' });
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '無料体験' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ hotOnly: true, trialOnly: true });
  });

  it('follows a controlled value without reporting it back', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = renderUi(<GameSearch value="a" onQueryChange={onQueryChange} />);
    rerender(<GameSearch value="sweet" onQueryChange={onQueryChange} />);
    expect(screen.getByRole('textbox')).toHaveValue('sweet');
    await new Promise((r) => setTimeout(r, 350));
    expect(onQueryChange).not.toHaveBeenCalled();
  });
});
