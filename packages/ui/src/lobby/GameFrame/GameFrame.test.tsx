import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { GameFrame } from './GameFrame';

const gameHtml = 'data:text/html,<p>game</p>';

describe('GameFrame', () => {
  it('sandboxes the game: scripts, same origin, popups and forms at most; fullscreen allowed', () => {
    renderUi(<GameFrame src={gameHtml} title="Fortune Tiger" />, { lang: 'EN' });
    const frame = screen.getByTitle('Game: Fortune Tiger');
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByRole('heading', { name: 'Fortune Tiger' })).toBeInTheDocument();
  });

  it('never widens the sandbox beyond the allowed tokens', () => {
    const wider = ['allow-scripts', 'allow-top-navigation'] as unknown as ['allow-scripts'];
    renderUi(<GameFrame src={gameHtml} title="x" sandbox={wider} />);
    expect(document.querySelector('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('shows the loading state until the frame has loaded', () => {
    const { rerender } = renderUi(<GameFrame title="Fortune Tiger" isLoading />, { lang: 'EN' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game');
    expect(document.querySelector('iframe')).toBeNull();
    rerender(<GameFrame src={gameHtml} title="Fortune Tiger" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.load(document.querySelector('iframe')!);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes back and shows an error with retry', async () => {
    const onClose = vi.fn();
    const onRetry = vi.fn();
    renderUi(<GameFrame title="Fortune Tiger" error onRetry={onRetry} onClose={onClose} />, { lang: 'EN' });
    expect(screen.getByRole('alert')).toHaveTextContent('The game could not be opened.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers a fullscreen toggle when the browser allows it', () => {
    renderUi(<GameFrame src={gameHtml} title="x" />, { lang: 'EN' });
    const toggle = screen.queryByRole('button', { name: 'Full screen' });
    if (document.fullscreenEnabled) expect(toggle).toHaveAttribute('aria-pressed', 'false');
    else expect(toggle).toBeNull();
  });
});
