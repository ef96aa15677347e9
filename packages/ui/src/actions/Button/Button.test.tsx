import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" so it never submits a form by accident', () => {
    renderUi(<Button>OK</Button>);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick, but not while loading, and announces the localized loading state', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(<Button onClick={onClick}>OK</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} isLoading>
        OK
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: '処理中' })).toBeInTheDocument();
  });

  it('reads its colours from theme variables', () => {
    renderUi(<Button variant="primary">OK</Button>);
    const style = getComputedStyle(screen.getByRole('button'));
    // default accent #F5B83D in dark mode
    expect(style.backgroundColor).toBe('rgb(245, 184, 61)');
  });
});
