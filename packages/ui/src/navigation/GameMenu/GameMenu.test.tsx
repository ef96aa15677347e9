import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { GameMenu } from './GameMenu';
import { sampleGames, sampleVendors } from './GameMenu.fixtures';
import { gameMenuPageSize } from './GameMenu.types';
import { gamePlaceholder } from './GameMenuTile';

describe('GameMenu', () => {
  it('asks for 21 games first and 18 on page change', () => {
    expect(gameMenuPageSize(1)).toBe(21);
    expect(gameMenuPageSize(2)).toBe(18);
    expect(gameMenuPageSize(7)).toBe(18);
  });

  it('selects the first vendor and reports vendor changes on focus and click', async () => {
    const onVendorChange = vi.fn();
    renderUi(<GameMenu vendors={sampleVendors} games={sampleGames(3)} onVendorChange={onVendorChange} />);
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'JILI' }));
    expect(onVendorChange).toHaveBeenCalledWith('JILI');
    expect(screen.getByRole('heading', { name: 'JILIのゲーム' })).toBeInTheDocument();
  });

  it('shows a skeleton per expected game while loading, and an empty state', () => {
    const { rerender } = renderUi(<GameMenu vendors={sampleVendors} games={[]} isLoading page={2} totalPages={3} />);
    expect(screen.getByRole('status', { name: 'ゲームを読み込み中' }).children).toHaveLength(18);
    rerender(<GameMenu vendors={sampleVendors} games={[]} />);
    expect(screen.getByText('このプロバイダーのゲームはまだありません')).toBeInTheDocument();
  });

  it('pages within bounds', async () => {
    const onPageChange = vi.fn();
    renderUi(<GameMenu vendors={sampleVendors} games={sampleGames(3)} page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: '次のページ' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '次のページ' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '前のページ' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('replaces art that fails to load with a generated placeholder', () => {
    renderUi(<GameMenu vendors={sampleVendors} games={[{ id: '1', name: 'Lucky Neko', imageSrc: '/nope.png' }]} />);
    const img = document.querySelector('[data-component="GameMenuTile"] img')!;
    fireEvent.error(img);
    expect(document.querySelector('[data-component="GameMenuTile"] img')).toBeNull();
    expect(document.querySelector('[data-part="Placeholder"]')).toHaveTextContent('LN');
  });

  it('derives a stable placeholder', () => {
    expect(gamePlaceholder('Starburst')).toEqual(gamePlaceholder('Starburst'));
    expect(gamePlaceholder('Starburst').initials).toBe('ST');
  });
});
