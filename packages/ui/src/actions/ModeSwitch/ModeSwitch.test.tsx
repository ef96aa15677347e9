import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ModeSwitch } from './ModeSwitch';

describe('ModeSwitch', () => {
  it('is a localized switch, on when dark', () => {
    const { rerender } = renderUi(<ModeSwitch mode="dark" />, { lang: 'KO' });
    expect(screen.getByRole('switch', { name: '다크 모드' })).toBeChecked();
    rerender(<ModeSwitch mode="light" />);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('asks for the other mode on click and keyboard', async () => {
    const onModeChange = vi.fn();
    renderUi(<ModeSwitch mode="light" onModeChange={onModeChange} label="Theme" />);
    const control = screen.getByRole('switch', { name: 'Theme' });
    await userEvent.click(control);
    expect(onModeChange).toHaveBeenLastCalledWith('dark');
    control.focus();
    await userEvent.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenCalledTimes(2);
  });

  it('lets onClick cancel the change', async () => {
    const onModeChange = vi.fn();
    renderUi(<ModeSwitch mode="dark" onModeChange={onModeChange} onClick={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onModeChange).not.toHaveBeenCalled();
  });
});
