import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { IconButton } from './IconButton';

/** What the count bubble shows (drawn with CSS generated content), or null without a bubble. */
function bubbleText(button: HTMLElement): string | null {
  const bubble = button.querySelector('[data-part="Badge"]');
  return bubble ? getComputedStyle(bubble, '::after').content.replace(/^"|"$/g, '') : null;
}

describe('IconButton', () => {
  it('is named by its required label and never submits a form by accident', () => {
    renderUi(<IconButton icon="close" label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('cannot be used without a label', () => {
    // @ts-expect-error -- `label` is required: an icon alone has no accessible name.
    const unnamed = <IconButton icon="bell" />;
    expect(unnamed.props).not.toHaveProperty('label');
  });

  it('adds the badge count to the name through i18n, and caps the bubble at 99+', () => {
    const { rerender, i18n } = renderUi(<IconButton icon="bell" label="通知" badge={3} />);
    const button = screen.getByRole('button', { name: '通知（3）' });
    expect(bubbleText(button)).toBe('3');

    void i18n.changeLanguage('en');
    rerender(<IconButton icon="bell" label="Notifications" badge={120} />);
    expect(screen.getByRole('button', { name: 'Notifications (99+)' })).toBeInTheDocument();
    expect(bubbleText(button)).toBe('99+');

    rerender(<IconButton icon="bell" label="Notifications" badge={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(bubbleText(button)).toBeNull();
  });

  it('works as a toggle with aria-pressed when isPressed is given', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(<IconButton icon="favourite" label="Favourite" isPressed={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Favourite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<IconButton icon="favourite" label="Favourite" isPressed onClick={onClick} />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    rerender(<IconButton icon="favourite" label="Favourite" onClick={onClick} />);
    expect(button).not.toHaveAttribute('aria-pressed');
  });

  it('is activated from the keyboard, but not while loading or disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(<IconButton icon="refresh" label="Refresh" onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);

    rerender(<IconButton icon="refresh" label="Refresh" onClick={onClick} isLoading />);
    const busy = screen.getByRole('button', { name: 'Refresh' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '処理中' })).toBeInTheDocument();
    await userEvent.click(busy);
    expect(onClick).toHaveBeenCalledTimes(2);

    rerender(<IconButton icon="refresh" label="Refresh" onClick={onClick} disabled />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });

  it('is square, and at least 44 px on phones', () => {
    renderUi(
      <>
        <IconButton icon="menu" label="Menu" />
        <IconButton icon="menu" label="Small" size="sm" />
      </>,
    );
    const md = screen.getByRole('button', { name: 'Menu' }).getBoundingClientRect();
    expect(md.width).toBe(md.height);
    expect(md.width).toBeGreaterThanOrEqual(44);
    const sm = screen.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    expect(sm.width).toBe(sm.height);
    expect(sm.width).toBeLessThan(md.width);
  });
});
