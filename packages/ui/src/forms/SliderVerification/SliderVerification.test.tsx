import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { SliderVerification } from './SliderVerification';

describe('SliderVerification', () => {
  it('is a slider in challenge pixels that submits with Enter', () => {
    const onComplete = vi.fn();
    renderUi(<SliderVerification width={300} pieceSize={50} targetX={120} onComplete={onComplete} />, { lang: 'EN' });
    const handle = screen.getByRole('slider', { name: 'Puzzle piece position' });
    expect(handle).toHaveAttribute('aria-valuemax', '250');
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(handle).toHaveAttribute('aria-valuenow', '240');
    expect(handle).toHaveAttribute('aria-valuetext', '240 of 250');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onComplete).toHaveBeenCalledWith(240);
  });

  it("draws the piece at the challenge's y, where the gap is, sized as the challenge says (its answer spread in as it is)", () => {
    // What the platform's slider challenge call answers (contract sliderChallengeResponseSchema).
    const challenge = { challengeId: 'c1', background: 'iVBORw0KGgo=', piece: 'iVBORw0KGgo=', y: 20, width: 280, height: 160, pieceSize: 44 };
    const { container } = renderUi(<SliderVerification {...challenge} onComplete={() => undefined} />, { lang: 'EN' });
    const puzzle = container.querySelector<HTMLElement>('[data-part="Puzzle"]')!.getBoundingClientRect();
    const piece = container.querySelector<HTMLElement>('[data-part="Piece"]')!.getBoundingClientRect();
    const scale = puzzle.height / 160;
    expect(Math.abs(piece.top - puzzle.top - 20 * scale)).toBeLessThan(1);
    expect(Math.abs(piece.height - 44 * scale)).toBeLessThan(1);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemax', String(280 - 44));
    expect(container.querySelector('[challengeid]')).toBeNull();
  });

  it('ignores input while checking and announces the result', () => {
    const onComplete = vi.fn();
    const { rerender } = renderUi(<SliderVerification onComplete={onComplete} status="checking" />, { lang: 'EN' });
    const handle = screen.getByRole('slider');
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onComplete).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
    rerender(<SliderVerification onComplete={onComplete} status="success" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('offers the one-tap alternative only when asked', () => {
    const onTapVerify = vi.fn();
    const { rerender } = renderUi(<SliderVerification onComplete={vi.fn()} />, { lang: 'EN' });
    expect(screen.queryByRole('button', { name: /not a robot/ })).not.toBeInTheDocument();
    rerender(<SliderVerification onComplete={vi.fn()} onTapVerify={onTapVerify} />);
    screen.getByRole('button', { name: /not a robot/ }).click();
    expect(onTapVerify).toHaveBeenCalled();
  });
});
